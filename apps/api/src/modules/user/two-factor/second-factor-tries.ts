import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Database, SqlExecutor } from '../../../infrastructure/database/database';
import { DATABASE } from '../../../infrastructure/database/database.tokens';
import { PENDING_SIGN_IN_MS, type PendingSignIn } from './pending-sign-in';

/** Wrong codes one pending sign-in may take; the next attempt needs the password again. */
export const WRONG_CODES_PER_SIGN_IN = 3;
/**
 * Consecutive wrong codes of an account (across pending sign-ins, cleared by a right code) after
 * which the code step is refused until the password changes. Only the password holder reaches
 * this step, so it caps the guesses of someone who has the password at 10 in a million codes, not
 * ~50 an hour for ever under the rate limits alone.
 */
export const WRONG_CODES_BEFORE_LOCK = 10;

/** A try taken: whether it was the pending sign-in's last one and whether it was the account's last before the lock. */
export type SecondFactorTry =
  | { outcome: 'taken'; lastOfSignIn: boolean; lastBeforeLock: boolean }
  /** The pending sign-in used its tries (or is unknown): the password must be typed again. */
  | { outcome: 'signInSpent' }
  /** The account reached the cap: no code is checked until the password changes. */
  | { outcome: 'locked' };

/**
 * The cap on second-factor guesses. A try is counted *before* the code is checked, by one atomic
 * UPDATE per counter that refuses once the cap is reached, so parallel requests cannot take more
 * tries than the cap; a right code gives the account's count back (`succeeded`).
 */
@Injectable()
export class SecondFactorTries {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** A new pending sign-in after the right password; expired ones of every user are purged on the way. */
  async open(userId: number, now: Date): Promise<PendingSignIn> {
    const pending = { id: randomUUID(), userId, until: new Date(now.getTime() + PENDING_SIGN_IN_MS).toISOString() };
    await this.db.query('DELETE FROM two_factor_pending_sign_ins WHERE expires_at <= $1', [now]);
    await this.db.query('INSERT INTO two_factor_pending_sign_ins (id, user_id, expires_at) VALUES ($1, $2, $3)', [pending.id, userId, pending.until]);
    return pending;
  }

  async take(pending: PendingSignIn, now: Date): Promise<SecondFactorTry> {
    const signIn = await this.db.query<{ wrong_codes: number }>(
      `UPDATE two_factor_pending_sign_ins SET wrong_codes = wrong_codes + 1
       WHERE id = $1 AND user_id = $2 AND wrong_codes < $3 AND expires_at > $4 RETURNING wrong_codes`,
      [pending.id, pending.userId, WRONG_CODES_PER_SIGN_IN, now],
    );
    if (!signIn.rows[0]) return { outcome: 'signInSpent' };
    const account = await this.db.query<{ failed_codes: number }>(
      'UPDATE two_factor_secrets SET failed_codes = failed_codes + 1 WHERE user_id = $1 AND confirmed AND failed_codes < $2 RETURNING failed_codes',
      [pending.userId, WRONG_CODES_BEFORE_LOCK],
    );
    if (!account.rows[0]) return { outcome: 'locked' };
    return {
      outcome: 'taken',
      lastOfSignIn: signIn.rows[0].wrong_codes >= WRONG_CODES_PER_SIGN_IN,
      lastBeforeLock: account.rows[0].failed_codes >= WRONG_CODES_BEFORE_LOCK,
    };
  }

  /** A right code: the pending sign-in is used up and the account's consecutive failures start again. */
  async succeeded(pending: PendingSignIn): Promise<void> {
    await this.close(pending);
    await this.db.query('UPDATE two_factor_secrets SET failed_codes = 0 WHERE user_id = $1', [pending.userId]);
  }

  async close(pending: PendingSignIn): Promise<void> {
    await this.db.query('DELETE FROM two_factor_pending_sign_ins WHERE id = $1', [pending.id]);
  }
}

/** In the transaction of every password change (reset link, change, admin): the lock is lifted. */
export const clearSecondFactorLock = async (tx: SqlExecutor, userId: number): Promise<void> => {
  await tx.query('UPDATE two_factor_secrets SET failed_codes = 0 WHERE user_id = $1 AND failed_codes > 0', [userId]);
};
