import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { maxSavedSearchesPerUser, savedSearchMessages, type SavedSearch, type SavedSearchFilters, type SavedSearchMailMode } from '@pratiche/contracts';
import { conflict, notFound, savedSearchNameKey } from '@pratiche/domain';
import type { Database, SqlExecutor } from '../../../infrastructure/database/database';
import { DATABASE } from '../../../infrastructure/database/database.tokens';

// Any constant: the first key of the per-user advisory lock that serialises one buyer's creations.
const SAVED_SEARCHES_LOCK = 7_342_031;
const UNIQUE_VIOLATION = '23505';

type SavedSearchRow = { id: number; name: string; filters: SavedSearchFilters; mail: SavedSearchMailMode; created_at: Date | string };
const COLUMNS = 'id, name, filters, mail, created_at';

export const toSavedSearch = (r: SavedSearchRow): SavedSearch => ({
  id: r.id,
  name: r.name,
  filters: r.filters,
  mail: r.mail,
  createdAt: new Date(r.created_at).toISOString(),
});

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === UNIQUE_VIOLATION;

/**
 * The saved searches' writes (issue 31), plain rows of migration 0018. A buyer's limit and the
 * uniqueness of his names hold under parallel requests: creations of one buyer take his advisory
 * lock before counting, and the unique index on (user_id, name_key) refuses a second spelling.
 */
@Injectable()
export class SavedSearchesStore {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  create(userId: number, search: { name: string; filters: SavedSearchFilters; mail: SavedSearchMailMode }, at: Date): Promise<SavedSearch> {
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [SAVED_SEARCHES_LOCK, userId]);
      const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM saved_searches WHERE user_id = $1', [userId]);
      if (rows[0]!.n >= maxSavedSearchesPerUser) throw conflict(savedSearchMessages.tooMany);
      const inserted = await this.insertOrNameTaken(tx, userId, search, at);
      return toSavedSearch(inserted);
    });
  }

  /** Renames and/or changes the mail mode of the caller's own search; another's or a missing one is 404. */
  async update(userId: number, id: number, change: { name?: string; mail?: SavedSearchMailMode }): Promise<SavedSearch> {
    try {
      const { rows } = await this.db.query<SavedSearchRow>(
        `UPDATE saved_searches SET name = coalesce($3, name), name_key = coalesce($4, name_key), mail = coalesce($5, mail)
         WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
        [id, userId, change.name ?? null, change.name === undefined ? null : savedSearchNameKey(change.name), change.mail ?? null],
      );
      if (!rows[0]) throw notFound(savedSearchMessages.notFound);
      return toSavedSearch(rows[0]);
    } catch (error) {
      throw isUniqueViolation(error) ? conflict(savedSearchMessages.nameTaken) : error;
    }
  }

  async delete(userId: number, id: number): Promise<void> {
    const { rowCount } = await this.db.query('DELETE FROM saved_searches WHERE id = $1 AND user_id = $2', [id, userId]);
    if (rowCount === 0) throw notFound(savedSearchMessages.notFound);
  }

  /** One-click unsubscribe: that search's mail off, whoever asks (the token is the proof); answers its name. */
  async unsubscribe(token: string): Promise<string> {
    const { rows } = await this.db.query<{ name: string }>("UPDATE saved_searches SET mail = 'off' WHERE unsubscribe_token = $1 RETURNING name", [token]);
    if (!rows[0]) throw notFound(savedSearchMessages.unsubscribeInvalid);
    return rows[0].name;
  }

  private async insertOrNameTaken(tx: SqlExecutor, userId: number, s: { name: string; filters: SavedSearchFilters; mail: SavedSearchMailMode }, at: Date) {
    const { rows } = await tx.query<SavedSearchRow>(
      `INSERT INTO saved_searches (user_id, name, name_key, filters, mail, unsubscribe_token, created_at)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7) ON CONFLICT (user_id, name_key) DO NOTHING RETURNING ${COLUMNS}`,
      [userId, s.name, savedSearchNameKey(s.name), JSON.stringify(s.filters), s.mail, randomBytes(24).toString('base64url'), at],
    );
    if (!rows[0]) throw conflict(savedSearchMessages.nameTaken);
    return rows[0];
  }
}
