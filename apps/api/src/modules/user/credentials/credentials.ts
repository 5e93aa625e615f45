import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../infrastructure/clock/clock';
import type { Database, SqlExecutor } from '../../../infrastructure/database/database';
import { DATABASE } from '../../../infrastructure/database/database.tokens';
import { clearSecondFactorLock } from '../two-factor/second-factor-tries';
import { spendAllResetTokens } from './reset-tokens';

/** Password hashes, kept out of the event log (ARCHITECTURE.md section 3). */
@Injectable()
export class Credentials {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async passwordHashOf(userId: number): Promise<string | null> {
    const { rows } = await this.db.query<{ password_hash: string }>('SELECT password_hash FROM user_credentials WHERE user_id = $1', [userId]);
    return rows[0]?.password_hash ?? null;
  }

  /**
   * Inside the transaction that appends the matching event (registration, password change).
   * Every path that sets a password comes here, so this is where unused reset links die: a
   * link mailed before the change must not undo it (issue 10 point 3), and where the lock of the
   * second factor after too many wrong codes is lifted (a new password is what the lock asks for).
   */
  async setPasswordHash(tx: SqlExecutor, userId: number, passwordHash: string): Promise<void> {
    const now = this.clock();
    await spendAllResetTokens(tx, userId, now);
    await clearSecondFactorLock(tx, userId);
    await tx.query(
      `INSERT INTO user_credentials (user_id, password_hash, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = EXCLUDED.updated_at`,
      [userId, passwordHash, now],
    );
  }
}
