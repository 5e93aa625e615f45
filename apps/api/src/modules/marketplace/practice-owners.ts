import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '../../infrastructure/database/database';
import { DATABASE } from '../../infrastructure/database/database.tokens';

/** Owners kept in memory at most; the oldest answer leaves first. */
const KEPT = 50_000;

/**
 * Whose practice it is, so a purchase can read the seller's account in its decision. A
 * practice's owner never changes, so each answer is kept: after the first purchase of a
 * practice, the look-up costs no round trip.
 */
@Injectable()
export class PracticeOwners {
  private readonly owners = new Map<number, number>();

  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The owner's user id; null for a practice that was never submitted or is deleted. */
  async ownerOf(practiceId: number): Promise<number | null> {
    const known = this.owners.get(practiceId);
    if (known !== undefined) return known;
    const { rows } = await this.db.query<{ user_id: number }>('SELECT user_id FROM practices_view WHERE id = $1', [practiceId], 'practice_owner');
    const owner = rows[0]?.user_id ?? null;
    if (owner === null) return null;
    if (this.owners.size >= KEPT) this.owners.delete(this.owners.keys().next().value!);
    this.owners.set(practiceId, owner);
    return owner;
  }
}
