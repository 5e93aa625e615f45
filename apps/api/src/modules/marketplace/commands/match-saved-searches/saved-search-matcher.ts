import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { MarketplacePageRequest } from '@pratiche/contracts';
import { DomainError, italianYear, savedSearchAlertDecider, savedSearchAlertStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { systemContext } from '../../../../infrastructure/command-handling/request-context';
import type { Database, SqlExecutor } from '../../../../infrastructure/database/database';
import { DATABASE } from '../../../../infrastructure/database/database.tokens';
import { CatchUpSubscriptions } from '../../../../infrastructure/event-store/catch-up-subscriptions';
import type { RecordedEvent } from '../../../../infrastructure/event-store/event-store.types';
import { PeriodicTask } from '../../../../infrastructure/lifecycle/periodic-task';
import { filterConditions, FROM_LISTING, tabCondition } from '../../marketplace-page.sql';
import { SavedSearchesReader, type SearchToMatch } from '../../saved-searches/saved-searches.reader';

export const savedSearchMatcherId = 'saved-search-matcher';

/** The events after which a practice may be newly listed as available: its approval and its returns to `disponibile`. */
export const listingEvents = ['PracticeApproved', 'ExclusivityExpired', 'ClosingCompleted', 'ClosingAbandoned'] as const;

const DRAIN_INTERVAL_MS = 250;
const DRAIN_BATCH = 100;

type Queued = { global_position: number; practice_id: number; recorded_at: Date | string };

/**
 * Issue 31: tells buyers of the practices that come to match their saved searches. A catch-up
 * subscription over the log queues each practice approved or back to `disponibile`, in the
 * transaction that moves its checkpoint; the queue is then drained outside it (an append needs a
 * transaction of its own, and PGlite runs one at a time). For each queued practice, the searches
 * saved before the event whose filters list it NOW as available to their owner (the marketplace
 * page's own SQL, with the owner as viewer) get `SavedSearchMatched` on a stream of their own
 * that must not exist yet: a second instance, or a replay after a restart, appends nothing.
 */
@Injectable()
export class SavedSearchMatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('SavedSearchMatcher');
  private readonly drainTask = new PeriodicTask(
    () => this.drain(),
    DRAIN_INTERVAL_MS,
    (e) => this.logger.error(String(e)),
  );

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly subscriptions: CatchUpSubscriptions,
    private readonly searches: SavedSearchesReader,
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onApplicationBootstrap() {
    // Only the listing events are read: the others never leave the database.
    this.subscriptions.start(savedSearchMatcherId, (events, tx) => this.enqueue(events, tx), { types: listingEvents });
    void this.drainTask.start();
  }

  onApplicationShutdown() {
    return this.drainTask.stop();
  }

  /** In the subscription's transaction: the practices to match, once each per event however many instances read it. */
  async enqueue(events: readonly RecordedEvent[], tx: SqlExecutor): Promise<void> {
    for (const event of events) {
      await tx.query('INSERT INTO saved_search_match_queue (global_position, practice_id, recorded_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
        event.globalPosition,
        Number(event.data.practiceId),
        event.recordedAt,
      ]);
    }
  }

  /** Matches the queued practices in log order; answers how many alerts this instance appended. */
  async drain(): Promise<number> {
    let appended = 0;
    for (;;) {
      const { rows } = await this.db.query<Queued>(
        'SELECT global_position, practice_id, recorded_at FROM saved_search_match_queue ORDER BY global_position LIMIT $1',
        [DRAIN_BATCH],
      );
      for (const row of rows) {
        appended += await this.matchPractice(row.practice_id, new Date(row.recorded_at).toISOString());
        await this.db.query('DELETE FROM saved_search_match_queue WHERE global_position = $1', [row.global_position]);
      }
      if (rows.length < DRAIN_BATCH) return appended;
    }
  }

  private async matchPractice(practiceId: number, recordedAt: string): Promise<number> {
    const owner = await this.db.query<{ user_id: number }>("SELECT user_id FROM practices_view WHERE id = $1 AND status = 'approved'", [practiceId]);
    if (!owner.rows[0]) return 0;
    const now = this.clock();
    let appended = 0;
    for (const search of await this.searches.toMatch(recordedAt, owner.rows[0].user_id)) {
      if (await this.lists(search, practiceId, now)) appended += await this.alert(search, practiceId, now);
    }
    return appended;
  }

  /** Whether the search, run now by its owner, lists the practice in the tab 'Disponibili' (not bought, no exclusivity running). */
  private async lists(search: SearchToMatch, practiceId: number, now: Date): Promise<boolean> {
    const params: unknown[] = [search.userId, now, italianYear(now.toISOString())];
    const filters = filterConditions(search.filters as MarketplacePageRequest, params, search.qualification);
    const where = [FROM_LISTING, ...filters, tabCondition.disponibili, `p.id = $${params.push(practiceId)}`].join(' AND ');
    const { rows } = await this.db.query(`SELECT 1 ${where}`, params);
    return rows.length > 0;
  }

  private async alert(search: SearchToMatch, practiceId: number, now: Date): Promise<number> {
    const data = { searchId: search.id, buyerId: search.userId, practiceId, at: now.toISOString() };
    try {
      const { events } = await this.executor.execute({
        decider: savedSearchAlertDecider,
        streamId: savedSearchAlertStreamId(search.id, practiceId),
        command: { type: 'MatchSavedSearch', data },
        context: systemContext(),
      });
      return events.length;
    } catch (error) {
      // Contention beyond the retries means another instance appended it.
      if (!(error instanceof DomainError)) throw error;
      return 0;
    }
  }
}
