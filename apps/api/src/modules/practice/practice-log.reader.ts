import { Inject, Injectable } from '@nestjs/common';
import { fold, practiceDecider, practiceStreamId, type PracticeState, type TimelineEvent } from '@pratiche/domain';
import type { Database } from '../../infrastructure/database/database';
import { DATABASE, EVENT_STORE } from '../../infrastructure/database/database.tokens';
import type { PostgresEventStore } from '../../infrastructure/event-store/postgres-event-store';
import { openPersonalData } from '../../infrastructure/personal-data/personal-data-envelope';

/**
 * The practice's own stream is its whole story: purchases of access and exclusivities are
 * appended there with the buyer's debit (the marketplace's multi-stream append). Events are
 * opened (crypto-shredding) before the file names in them are shown. The timeline reads the
 * events; the due-diligence pack and the review signals read the state the decider folds from
 * them (the truth, not the read model).
 */
@Injectable()
export class PracticeLogReader {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: PostgresEventStore,
  ) {}

  async events(practiceId: number): Promise<TimelineEvent[]> {
    const opened = await openPersonalData(this.db, await this.store.readStream(practiceStreamId(practiceId)));
    return opened.map((e) => ({ type: e.type, data: e.data }) as TimelineEvent);
  }

  /** The practice as its decider sees it, names in clear. */
  async state(practiceId: number): Promise<PracticeState> {
    return fold(practiceDecider, await this.events(practiceId));
  }

  /** Usernames of the buyers, for an admin's timeline; an erased account is missing from the map. */
  async usernames(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const { rows } = await this.db.query<{ id: number; username: string }>('SELECT id, username FROM users_view WHERE id = ANY($1::int[])', [[...ids]]);
    return new Map(rows.map((r) => [r.id, r.username]));
  }
}
