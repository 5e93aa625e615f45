import { Inject } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import type { LiveNotification } from '@pratiche/contracts';
import {
  fold,
  practiceDecider,
  practiceStreamId,
  type IntegrationRequested,
  type PracticeApproved,
  type PracticeEvent,
  type PracticeRejected,
} from '@pratiche/domain';
import { EventRecorded } from '../../infrastructure/command-handling/event-recorded';
import { EVENT_STORE } from '../../infrastructure/database/database.tokens';
import type { PostgresEventStore } from '../../infrastructure/event-store/postgres-event-store';
import { NotificationsPublisher } from './notifications-publisher';

type ReviewEvent = PracticeApproved | PracticeRejected | IntegrationRequested;

const withComment = (text: string, comment: string | null) => (comment ? `${text} Commento: ${comment}` : text);

/** What the owner is told when the administration reviews a practice; the toast links to it. */
const reviewNotices: Record<ReviewEvent['type'], (data: ReviewEvent['data']) => LiveNotification> = {
  PracticeApproved: ({ practiceId, comment }) => ({
    title: 'Pratica approvata',
    message: withComment(`La pratica #${practiceId} è stata approvata ed è ora visibile nel marketplace.`, comment),
    practiceId,
  }),
  PracticeRejected: ({ practiceId, comment }) => ({
    title: 'Pratica rifiutata',
    message: withComment(`La pratica #${practiceId} è stata rifiutata.`, comment),
    practiceId,
  }),
  IntegrationRequested: ({ practiceId, comment }) => ({
    title: 'Integrazione richiesta',
    message: withComment(`La pratica #${practiceId} richiede integrazioni.`, comment),
    practiceId,
  }),
};

const isReviewEvent = (event: EventRecorded['event']): event is EventRecorded['event'] & { type: ReviewEvent['type'] } =>
  Object.hasOwn(reviewNotices, event.type);

/**
 * Turns recorded reviews into a live notification for the practice's owner. The owner is read
 * from the practice's own stream (the review events name the admin, not the seller), so this
 * module needs nothing from the practice module.
 */
@EventsHandler(EventRecorded)
export class PracticeNotificationsHandler implements IEventHandler<EventRecorded> {
  constructor(
    private readonly publisher: NotificationsPublisher,
    @Inject(EVENT_STORE) private readonly store: PostgresEventStore,
  ) {}

  async handle({ event }: EventRecorded): Promise<void> {
    if (!isReviewEvent(event)) return;
    const data = event.data as ReviewEvent['data'];
    const history = await this.store.readStream(practiceStreamId(data.practiceId));
    const practice = fold(
      practiceDecider,
      history.map((e) => ({ type: e.type, data: e.data }) as unknown as PracticeEvent),
    );
    if (!('userId' in practice)) return;
    await this.publisher.notifyUser(practice.userId, reviewNotices[event.type](data));
  }
}
