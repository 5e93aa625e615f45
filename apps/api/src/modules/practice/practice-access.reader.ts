import { Inject, Injectable } from '@nestjs/common';
import type { AccessType } from '@pratiche/domain';
import type { Database } from '../../infrastructure/database/database';
import { DATABASE } from '../../infrastructure/database/database.tokens';

/** What a buyer bought of one practice; `exclusiveUntil` is the end of his latest exclusivity, if any. */
export type PracticeAccess = { accessType: AccessType; exclusiveUntil: Date | null };

/**
 * Who bought what, from the practice's own read model (`practice_access`, folded from the
 * purchases and closings on the practice's stream): the one reader of it for the rules that ask,
 * document downloads and the timeline (this module) and seller contact data (user module), spec 6.
 */
@Injectable()
export class PracticeAccessReader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async accessOf(userId: number, practiceId: number): Promise<PracticeAccess | null> {
    const { rows } = await this.db.query<{ access_type: AccessType; exclusive_until: Date | string | null }>(
      'SELECT access_type, exclusive_until FROM practice_access WHERE user_id = $1 AND practice_id = $2',
      [userId, practiceId],
    );
    const row = rows[0];
    return row ? { accessType: row.access_type, exclusiveUntil: row.exclusive_until === null ? null : new Date(row.exclusive_until) } : null;
  }

  /** True when `buyerId` bought access to a practice of `sellerId` that still exists. */
  async boughtFromSeller(buyerId: number, sellerId: number): Promise<boolean> {
    const { rows } = await this.db.query(
      `SELECT 1 FROM practice_access a JOIN practices_view p ON p.id = a.practice_id
       WHERE a.user_id = $1 AND p.user_id = $2 LIMIT 1`,
      [buyerId, sellerId],
    );
    return rows.length > 0;
  }
}
