import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { twoFactorMessages } from '@pratiche/contracts';
import { conflict } from '@pratiche/domain';
import type { Database, SqlExecutor } from '../../../infrastructure/database/database';
import { DATABASE } from '../../../infrastructure/database/database.tokens';
import { hashRecoveryCode, isTotpCode } from './recovery-codes';
import { matchingTimeStep } from './totp';
import { openTotpSecret, SEALED_PREFIX, sealTotpSecret } from './totp-secret-cipher';
import { TOTP_SECRET_KEY } from './totp-secret-key';

/**
 * The TOTP secrets and recovery codes (ordinary tables, migration 0019). Every "only once" rule
 * is one atomic statement, so parallel requests with one code cannot both pass: a time step is
 * taken by moving `last_used_step` forward, a recovery code by deleting its row. Secrets are
 * stored sealed with the TOTP key, which lives outside the database (totp-secret-key.ts).
 */
@Injectable()
export class TwoFactorSecrets implements OnModuleInit {
  private readonly logger = new Logger(TwoFactorSecrets.name);

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(TOTP_SECRET_KEY) private readonly key: Buffer,
  ) {}

  /**
   * Secrets stored in plaintext by an older version are sealed at start (each row only if unchanged
   * meanwhile); then one sealed secret tells whether the key is the one they were sealed with.
   */
  async onModuleInit(): Promise<void> {
    const plain = await this.db.query<{ user_id: number; secret: string }>('SELECT user_id, secret FROM two_factor_secrets WHERE secret NOT LIKE $1', [
      `${SEALED_PREFIX}%`,
    ]);
    for (const { user_id: userId, secret } of plain.rows) {
      const sealed = sealTotpSecret(this.key, userId, secret);
      await this.db.query('UPDATE two_factor_secrets SET secret = $3 WHERE user_id = $1 AND secret = $2', [userId, secret, sealed]);
    }
    const { rows } = await this.db.query<{ user_id: number; secret: string }>('SELECT user_id, secret FROM two_factor_secrets LIMIT 1');
    if (rows[0] && !this.opens(rows[0].user_id, rows[0].secret))
      this.logger.error('The two-factor secrets were sealed with another key: restore DATA_DIR/totp-encryption.key or set TOTP_ENCRYPTION_KEY to it');
  }

  private opens(userId: number, stored: string): boolean {
    try {
      openTotpSecret(this.key, userId, stored);
      return true;
    } catch {
      return false;
    }
  }

  /** Keeps a new unconfirmed secret (replacing an unconfirmed one); false when 2FA is already on. */
  async startSetup(userId: number, secret: string): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `INSERT INTO two_factor_secrets (user_id, secret) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET secret = EXCLUDED.secret, last_used_step = -1 WHERE NOT two_factor_secrets.confirmed`,
      [userId, sealTotpSecret(this.key, userId, secret)],
    );
    return rowCount === 1;
  }

  /** The secret being set up, not yet confirmed with a code: the stored (sealed) value and the secret. */
  async unconfirmedSecret(userId: number): Promise<{ stored: string; secret: string } | null> {
    const { rows } = await this.db.query<{ secret: string }>('SELECT secret FROM two_factor_secrets WHERE user_id = $1 AND NOT confirmed', [userId]);
    return rows[0] ? { stored: rows[0].secret, secret: openTotpSecret(this.key, userId, rows[0].secret) } : null;
  }

  /**
   * In the TwoFactorEnabled transaction: the secret the code was checked against becomes the
   * confirmed one (its step spent), and the new recovery codes replace any old ones. A setup
   * started meanwhile (another tab) replaced the secret: refused, nothing is enabled. `stored` is
   * the value as read (sealed), compared as stored.
   */
  async confirm(tx: SqlExecutor, userId: number, stored: string, step: number, codes: readonly string[]): Promise<void> {
    const { rowCount } = await tx.query(
      'UPDATE two_factor_secrets SET confirmed = true, last_used_step = $3, failed_codes = 0 WHERE user_id = $1 AND secret = $2 AND NOT confirmed',
      [userId, stored, step],
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
    const step = rows[0] ? await matchingTimeStep(openTotpSecret(this.key, userId, rows[0].secret), code, now) : null;
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

/** In the transaction of TwoFactorDisabled, TwoFactorReset or the user's erasure: the secret, the codes and the pending sign-ins go. */
export const removeTwoFactorSecrets = async (tx: SqlExecutor, userId: number): Promise<void> => {
  await tx.query('DELETE FROM two_factor_secrets WHERE user_id = $1', [userId]);
  await tx.query('DELETE FROM two_factor_recovery_codes WHERE user_id = $1', [userId]);
  await tx.query('DELETE FROM two_factor_pending_sign_ins WHERE user_id = $1', [userId]);
};
