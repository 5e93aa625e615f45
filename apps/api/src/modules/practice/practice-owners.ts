import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '../../infrastructure/database/database';
import { DATABASE } from '../../infrastructure/database/database.tokens';

/**
 * The one answer to whose practice it is: the owner's user id in `practices_view`, the read model
 * of the practice's own stream, selected by the practice id given as `param` (so a projection
 * can read it in the transaction it writes in, with its own parameter numbering).
 */
export const practiceOwnerSql = (param: string) => `SELECT user_id FROM practices_view WHERE id = ${param}`;

/**
 * Whose practice it is, for a purchase (the seller's account is part of its decision) and the
 * saved-search matcher (a seller is never told of his own practice). A primary-key read of the
 * read model: one round trip, kept in no cache (a cache did not pay 10% of a purchase's cost).
 */
@Injectable()
export class PracticeOwners {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The owner's user id; null for a practice that was never submitted or is deleted. */
  async ownerOf(practiceId: number): Promise<number | null> {
    const { rows } = await this.db.query<{ user_id: number }>(practiceOwnerSql('$1'), [practiceId], 'practice_owner');
    return rows[0]?.user_id ?? null;
  }
}
