import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import type { LiveNotification } from '@pratiche/contracts';
import type { UserApproved, UserBlocked, UserRejected } from '@pratiche/domain';
import { EventRecorded } from '../../infrastructure/command-handling/event-recorded';
import { NotificationsPublisher } from './notifications-publisher';

type AccountStatusEvent = UserApproved | UserRejected | UserBlocked;

/**
 * What the user is told when the administration decides on the account. Rejected and blocked
 * users lose their sessions right after (ChangeUserStatusHandler), so the toast explains why
 * the page stops working; the channel then closes.
 */
const accountNotices: Record<AccountStatusEvent['type'], LiveNotification> = {
  UserApproved: { title: 'Account attivato', message: 'Il tuo account è stato attivato: ora puoi operare sul marketplace.' },
  UserRejected: { title: 'Registrazione non approvata', message: "La tua registrazione non è stata approvata dall'amministrazione." },
  UserBlocked: { title: 'Account bloccato', message: "Il tuo account è stato bloccato dall'amministrazione." },
};

const isAccountStatusEvent = (event: EventRecorded['event']): event is EventRecorded['event'] & { type: AccountStatusEvent['type'] } =>
  Object.hasOwn(accountNotices, event.type);

/** Turns recorded account decisions into live notifications for the user concerned. */
@EventsHandler(EventRecorded)
export class AccountNotificationsHandler implements IEventHandler<EventRecorded> {
  constructor(private readonly publisher: NotificationsPublisher) {}

  async handle({ event }: EventRecorded): Promise<void> {
    if (!isAccountStatusEvent(event)) return;
    const { userId } = event.data as AccountStatusEvent['data'];
    await this.publisher.notifyUser(userId, accountNotices[event.type]);
  }
}
