import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { MarketplacePageRequest } from '@pratiche/contracts';
import { italianYear, savedSearchAlertDecider, savedSearchAlertStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { executeOnce } from '../../../../infrastructure/command-handling/execute-once';
import type { Database } from '../../../../infrastructure/database/database';
import { DATABASE } from '../../../../infrastructure/database/database.tokens';
import { CatchUpSubscriptions } from '../../../../infrastructure/event-store/catch-up-subscriptions';
import type { RecordedEvent } from '../../../../infrastructure/event-store/event-store.types';
import { PracticeOwners } from '../../../practice/practice-owners';
import { filterConditions, FROM_LISTING, tabCondition } from '../../marketplace-page.sql';
import { SavedSearchesReader, type SearchToMatch } from '../../saved-searches/saved-searches.reader';

export const savedSearchMatcherId = 'saved-search-matcher';

/** The events after which a practice may be newly listed as available: its approval and its returns to `disponibile`. */
export const listingEvents = ['PracticeApproved', 'ExclusivityExpired', 'ClosingCompleted', 'ClosingAbandoned'] as const;

/**
 * Issue 31: tells buyers of the practices that come to match their saved searches. A catch-up
 * subscription reads only the events after which a practice may be newly listed as available
 * (approved, or back to `disponibile`); for each, the searches saved before the event whose
 * filters list it NOW as available to their owner (the marketplace page's own SQL, with the owner
 * as viewer) get `SavedSearchMatched` on a stream of their own that must not exist yet: a second
 * instance, or a replay after a restart, appends nothing. So the matching runs before the
 * checkpoint's transaction (`onceOnlyEffects`), and needs no queue of its own.
 */
@Injectable()
export class SavedSearchMatcher implements OnApplicationBootstrap {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly subscriptions: CatchUpSubscriptions,
    private readonly searches: SavedSearchesReader,
    private readonly owners: PracticeOwners,
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onApplicationBootstrap() {
    // Only the listing events are read: the others never leave the database. Stopped with the other subscriptions at shutdown.
    this.subscriptions.start(savedSearchMatcherId, (events) => this.match(events), { types: listingEvents, onceOnlyEffects: true });
  }

  /** Matches the practices of `events` in log order. */
  async match(events: readonly RecordedEvent[]): Promise<void> {
    for (const event of events) await this.matchPractice(Number(event.data.practiceId), event.recordedAt.toISOString());
  }

  private async matchPractice(practiceId: number, recordedAt: string): Promise<number> {
    const sellerId = await this.owners.ownerOf(practiceId);
    if (sellerId === null) return 0;
    const now = this.clock();
    let appended = 0;
    // Whether it is listed (approved, on sale, no exclusivity running) is the listing's own SQL, in `lists`.
    for (const search of await this.searches.toMatch(recordedAt, sellerId)) {
      if (await this.lists(search, practiceId, now)) appended += await this.alert(search, practiceId, now);
    }
    return appended;
  }

  /** Whether the search, run now by its owner, lists the practice in the tab 'Disponibili' (not bought, no exclusivity running). */
  private async lists(search: SearchToMatch, practiceId: number, now: Date): Promise<boolean> {
    const params: unknown[] = [search.userId, now, italianYear(now.toISOString())];
    const filters = filterConditions(search.filters as MarketplacePageRequest, params, search);
    const where = [FROM_LISTING, ...filters, tabCondition.disponibili, `p.id = $${params.push(practiceId)}`].join(' AND ');
    const { rows } = await this.db.query(`SELECT 1 ${where}`, params);
    return rows.length > 0;
  }

  private async alert(search: SearchToMatch, practiceId: number, now: Date): Promise<number> {
    // The search's mail is recorded with the match: the digest's work list is a fold of the log.
    const data = { searchId: search.id, buyerId: search.userId, practiceId, mail: search.mail, at: now.toISOString() };
    const command = { type: 'MatchSavedSearch', data } as const;
    const events = await executeOnce(this.executor, { decider: savedSearchAlertDecider, streamId: savedSearchAlertStreamId(search.id, practiceId), command });
    return events.length;
  }
}
