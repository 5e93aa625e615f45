import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Database, SqlExecutor } from '../../../infrastructure/database/database';
import { DATABASE } from '../../../infrastructure/database/database.tokens';

/** A recovery link works for one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** 256 random bits for the link; only its SHA-256 is stored, so a database leak opens no account. */
export const newResetToken = () => randomBytes(32).toString('base64url');
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Single-use password reset tokens (the `password_reset_tokens` table). */
@Injectable()
export class ResetTokens {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Only the newest link works: issuing one spends the links sent before it. */
  async issue(tx: SqlExecutor, userId: number, token: string, now: Date): Promise<void> {
    await spendAllResetTokens(tx, userId, now);
    await tx.query('INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
      hashResetToken(token),
      userId,
      new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    ]);
  }

  /** The user a still usable token belongs to, or null. */
  async ownerOf(token: string, now: Date): Promise<number | null> {
    const { rows } = await this.db.query<{ user_id: number }>(
      'SELECT user_id FROM password_reset_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2',
      [hashResetToken(token), now],
    );
    return rows[0]?.user_id ?? null;
  }

  /**
   * Uses the token; false when it was used meanwhile (two clicks racing). The user's other
   * links are spent by the password change itself (Credentials.setPasswordHash).
   */
  async use(tx: SqlExecutor, token: string, userId: number, now: Date): Promise<boolean> {
    const { rowCount } = await tx.query(
      'UPDATE password_reset_tokens SET used_at = $3 WHERE token_hash = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > $3',
      [hashResetToken(token), userId, now],
    );
    return rowCount === 1;
  }
}

/**
 * Spends every unused link of the user. Run in the transaction of each password change
 * (whatever its path) and of each new link, so a link sent earlier never works afterwards.
 */
export const spendAllResetTokens = (tx: SqlExecutor, userId: number, now: Date) =>
  tx.query('UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [userId, now]);
