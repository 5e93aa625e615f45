import { Inject, Injectable } from '@nestjs/common';
import { twoFactorMessages } from '@pratiche/contracts';
import { conflict } from '@pratiche/domain';
import type { Database, SqlExecutor } from '../../../infrastructure/database/database';
import { DATABASE } from '../../../infrastructure/database/database.tokens';
import { hashRecoveryCode, isTotpCode } from './recovery-codes';
import { matchingTimeStep } from './totp';

/**
 * The TOTP secrets and recovery codes (ordinary tables, migration 0019). Every "only once" rule
 * is one atomic statement, so parallel requests with one code cannot both pass: a time step is
 * taken by moving `last_used_step` forward, a recovery code by deleting its row.
 */
@Injectable()
export class TwoFactorSecrets {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Keeps a new unconfirmed secret (replacing an unconfirmed one); false when 2FA is already on. */
  async startSetup(userId: number, secret: string): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `INSERT INTO two_factor_secrets (user_id, secret) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET secret = EXCLUDED.secret, last_used_step = -1 WHERE NOT two_factor_secrets.confirmed`,
      [userId, secret],
    );
    return rowCount === 1;
  }

  /** The secret being set up, not yet confirmed with a code. */
  async unconfirmedSecret(userId: number): Promise<string | null> {
    const { rows } = await this.db.query<{ secret: string }>('SELECT secret FROM two_factor_secrets WHERE user_id = $1 AND NOT confirmed', [userId]);
    return rows[0]?.secret ?? null;
  }

  /**
   * In the TwoFactorEnabled transaction: the secret the code was checked against becomes the
   * confirmed one (its step spent), and the new recovery codes replace any old ones. A setup
   * started meanwhile (another tab) replaced the secret: refused, nothing is enabled.
   */
  async confirm(tx: SqlExecutor, userId: number, secret: string, step: number, codes: readonly string[]): Promise<void> {
    const { rowCount } = await tx.query(
      'UPDATE two_factor_secrets SET confirmed = true, last_used_step = $3 WHERE user_id = $1 AND secret = $2 AND NOT confirmed',
      [userId, secret, step],
    );
    if (rowCount !== 1) throw conflict(twoFactorMessages.noSetup);
    await tx.query('DELETE FROM two_factor_recovery_codes WHERE user_id = $1', [userId]);
    await tx.query('INSERT INTO two_factor_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])', [userId, codes.map(hashRecoveryCode)]);
  }

  /**
   * Spends a code of a user with 2FA on: a TOTP code of a step after the last one accepted, or an
   * unused recovery code. False when the code is wrong or already used.
   */
  async spend(userId: number, code: string, now: Date): Promise<boolean> {
    if (!isTotpCode(code)) {
      const { rowCount } = await this.db.query('DELETE FROM two_factor_recovery_codes WHERE user_id = $1 AND code_hash = $2', [userId, hashRecoveryCode(code)]);
      return rowCount === 1;
    }
    const { rows } = await this.db.query<{ secret: string }>('SELECT secret FROM two_factor_secrets WHERE user_id = $1 AND confirmed', [userId]);
    const step = rows[0] ? await matchingTimeStep(rows[0].secret, code, now) : null;
    if (step === null) return false;
    const taken = await this.db.query(
      'UPDATE two_factor_secrets SET last_used_step = $2 WHERE user_id = $1 AND confirmed AND last_used_step < $2 RETURNING user_id',
      [userId, step],
    );
    return taken.rowCount === 1;
  }

  async recoveryCodesLeft(userId: number): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM two_factor_recovery_codes WHERE user_id = $1', [userId]);
    return rows[0]?.n ?? 0;
  }
}

/** In the transaction of TwoFactorDisabled, TwoFactorReset or the user's erasure: the secret and the codes go. */
export const removeTwoFactorSecrets = async (tx: SqlExecutor, userId: number): Promise<void> => {
  await tx.query('DELETE FROM two_factor_secrets WHERE user_id = $1', [userId]);
  await tx.query('DELETE FROM two_factor_recovery_codes WHERE user_id = $1', [userId]);
};
