import { Inject, Injectable } from '@nestjs/common';
import type { SavedSearch, SavedSearchFilters, SavedSearchMailMode } from '@pratiche/contracts';
import type { BuyerKind, BuyerQualification } from '@pratiche/domain';
import type { Database } from '../../../infrastructure/database/database';
import { DATABASE } from '../../../infrastructure/database/database.tokens';
import { toSavedSearch } from './saved-searches.store';

/** A search the matcher tries against a practice: its owner, an active buyer, with his qualification and correntista bank. */
export type SearchToMatch = {
  id: number;
  userId: number;
  filters: SavedSearchFilters;
  mail: SavedSearchMailMode;
  qualification: BuyerQualification;
  correntistaOf: number | null;
};

/** A 'daily' search's match awaiting its digest. */
export type PendingMatch = { userId: number; email: string; searchId: number; name: string; token: string; practiceId: number };

@Injectable()
export class SavedSearchesReader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The caller's searches, oldest first. */
  async list(userId: number): Promise<SavedSearch[]> {
    const { rows } = await this.db.query<{ id: number; name: string; filters: SavedSearchFilters; mail: SavedSearchMailMode; created_at: Date }>(
      'SELECT id, name, filters, mail, created_at FROM saved_searches WHERE user_id = $1 ORDER BY created_at, id',
      [userId],
    );
    return rows.map(toSavedSearch);
  }

  /** The searches saved by `at` whose owner is an active buyer other than `sellerId` (blocked or erased buyers are told nothing). */
  async toMatch(at: string, sellerId: number): Promise<SearchToMatch[]> {
    const { rows } = await this.db.query<{
      id: number;
      user_id: number;
      filters: SavedSearchFilters;
      mail: SavedSearchMailMode;
      buyer_kind: BuyerKind;
      register_number: string | null;
      buyer_verified: boolean;
      correntista_of: number | null;
    }>(
      `SELECT s.id, s.user_id, s.filters, s.mail, u.buyer_kind, u.register_number, u.buyer_verified, u.correntista_of FROM saved_searches s
       JOIN users_view u ON u.id = s.user_id AND u.status = 'active' AND u.is_cessionario
       WHERE s.created_at <= $1 AND s.user_id <> $2 ORDER BY s.id`,
      [at, sellerId],
    );
    return rows.map((r) => ({
      id: r.id,
      userId: r.user_id,
      filters: r.filters,
      mail: r.mail,
      qualification: { kind: r.buyer_kind, registerNumber: r.register_number, verified: r.buyer_verified },
      correntistaOf: r.correntista_of,
    }));
  }

  /**
   * The undigested matches of 'daily' searches recorded by `until` and at most two days before it,
   * of active users whose mail for the kind is on, in the order a digest lists them (search, then
   * practice). Older ones were held back on purpose (the search's mail or the kind's was off, the
   * search mailed at once) and are not mailed weeks late when the mail comes back on; two days
   * rather than one, so a digest sent a little later than the day before misses nothing.
   */
  async pendingDigests(until: Date): Promise<PendingMatch[]> {
    const { rows } = await this.db.query<{ user_id: number; email: string; search_id: number; name: string; token: string; practice_id: number }>(
      `SELECT m.buyer_id AS user_id, u.email, s.id AS search_id, s.name, s.unsubscribe_token AS token, m.practice_id
       FROM saved_search_pending m
       JOIN saved_searches s ON s.id = m.search_id AND s.mail = 'daily'
       JOIN users_view u ON u.id = m.buyer_id AND u.status = 'active'
       LEFT JOIN notification_preferences np ON np.user_id = m.buyer_id
       WHERE m.matched_at <= $1 AND m.matched_at > $1::timestamptz - interval '2 days' AND NOT ('savedSearchAlert' = ANY(coalesce(np.email_off, '{}')))
       ORDER BY m.buyer_id, s.created_at, s.id, m.practice_id`,
      [until],
    );
    return rows.map((r) => ({ userId: r.user_id, email: r.email, searchId: r.search_id, name: r.name, token: r.token, practiceId: r.practice_id }));
  }
}
