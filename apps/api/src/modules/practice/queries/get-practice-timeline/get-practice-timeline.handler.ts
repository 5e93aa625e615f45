import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { practiceApiMessages, type PracticeResponse, type PracticeTimelineResponse } from '@pratiche/contracts';
import { forbidden, notFound, practiceMessages, practiceTimeline, type TimelineEvent, type TimelineViewer } from '@pratiche/domain';
import type { UserView } from '../../../identity/users.reader';
import { PracticeAccessReader } from '../../practice-access.reader';
import { PracticeLogReader } from '../../practice-log.reader';
import { PracticesReader } from '../../practices.reader';
import { GetPracticeTimelineQuery } from './get-practice-timeline.query';

const buyersOf = (events: readonly TimelineEvent[]) => [
  ...new Set(events.flatMap((e) => (e.type === 'PracticeAccessPurchased' || e.type === 'ExclusivityPurchased' ? [e.data.by] : []))),
];

/**
 * Who may read a practice's timeline: its owner, an admin, a buyer who bought access to it.
 * Anyone else gets the practice detail's refusal: 404 when there is no such practice, 403 otherwise.
 */
@QueryHandler(GetPracticeTimelineQuery)
export class GetPracticeTimelineHandler implements IQueryHandler<GetPracticeTimelineQuery> {
  constructor(
    private readonly practices: PracticesReader,
    private readonly access: PracticeAccessReader,
    private readonly timeline: PracticeLogReader,
  ) {}

  async execute({ practiceId, user }: GetPracticeTimelineQuery): Promise<PracticeTimelineResponse> {
    const [practice, access] = await Promise.all([this.practices.byId(practiceId), this.access.accessOf(user.id, practiceId)]);
    const viewer = this.viewerOf(user, practice, access !== null);
    const events = await this.timeline.events(practiceId);
    const usernames = viewer.role === 'admin' ? await this.timeline.usernames(buyersOf(events)) : new Map<number, string>();
    return practiceTimeline(events, viewer, usernames);
  }

  private viewerOf(user: UserView, practice: PracticeResponse | null, bought: boolean): TimelineViewer {
    if (!practice) throw notFound(practiceMessages.notFound);
    if (user.isAdmin) return { role: 'admin', userId: user.id };
    if (practice.userId === user.id) return { role: 'owner', userId: user.id };
    if (bought) return { role: 'buyer', userId: user.id };
    throw forbidden(practiceApiMessages.viewNotAllowed);
  }
}
