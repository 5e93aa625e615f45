import { Inject, Injectable } from '@nestjs/common';
import { userValidationMessages } from '@pratiche/contracts';
import { canonicalEmail, canonicalUsername, conflict, type UserProfile } from '@pratiche/domain';
import type { Database, SqlExecutor } from '../../infrastructure/database/database';
import { DATABASE } from '../../infrastructure/database/database.tokens';

export type ClaimKind = 'username' | 'vat' | 'email';

const canonicalForm: Record<ClaimKind, (value: string) => string> = {
  username: canonicalUsername,
  vat: (value) => value.trim(),
  email: canonicalEmail,
};

/**
 * The form a value is claimed and looked up in: the canonical names of the domain, so two
 * spellings a person reads alike ('İvan', 'ＩＶＡＮ', 'ivan') are one claim.
 */
export const claimValue = (kind: ClaimKind, value: string) => canonicalForm[kind](value);

const takenMessage: Record<ClaimKind, string> = {
  username: userValidationMessages.usernameTaken,
  vat: userValidationMessages.vatTaken,
  email: userValidationMessages.emailTaken,
};

/**
 * Uniqueness of username, VAT number and e-mail as a set constraint (ARCHITECTURE.md section 3):
 * a row per value in `unique_claims`, inserted in the transaction that appends the event. Of two
 * concurrent registrations the second waits on the first's row and then finds it taken. The
 * primary key (kind, value) is also the unique index sign-in and password recovery look up by.
 */
@Injectable()
export class UniqueClaims {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async isClaimed(kind: ClaimKind, value: string): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM unique_claims WHERE kind = $1 AND value = $2', [kind, claimValue(kind, value)]);
    return rows.length > 0;
  }

  /** Claims the three values in a fixed order (so concurrent claims cannot deadlock), or refuses with 409. */
  async claimProfile(tx: SqlExecutor, streamId: string, profile: Pick<UserProfile, 'username' | 'vatNumber' | 'email'>): Promise<void> {
    await this.claim(tx, 'username', profile.username, streamId);
    await this.claim(tx, 'vat', profile.vatNumber, streamId);
    await this.claim(tx, 'email', profile.email, streamId);
  }

  /**
   * An admin edit (issue 7): each of the three values that changed in canonical form gives up
   * the account's old claim and takes the new one in the edit's transaction, or refuses with 409.
   */
  async reclaimChanged(tx: SqlExecutor, streamId: string, changes: Partial<Pick<UserProfile, 'username' | 'vatNumber' | 'email'>>) {
    const changed: [ClaimKind, string | undefined][] = [
      ['username', changes.username],
      ['vat', changes.vatNumber],
      ['email', changes.email],
    ];
    for (const [kind, value] of changed) {
      if (value === undefined) continue;
      const { rows } = await tx.query<{ value: string }>('SELECT value FROM unique_claims WHERE kind = $1 AND stream_id = $2', [kind, streamId]);
      if (rows[0]?.value === claimValue(kind, value)) continue;
      await tx.query('DELETE FROM unique_claims WHERE kind = $1 AND stream_id = $2', [kind, streamId]);
      await this.claim(tx, kind, value, streamId);
    }
  }

  private async claim(tx: SqlExecutor, kind: ClaimKind, value: string, streamId: string): Promise<void> {
    const { rows } = await tx.query('INSERT INTO unique_claims (kind, value, stream_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING kind', [
      kind,
      claimValue(kind, value),
      streamId,
    ]);
    if (rows.length === 0) throw conflict(takenMessage[kind]);
  }
}
