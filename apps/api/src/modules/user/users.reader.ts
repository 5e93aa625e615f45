import { Inject, Injectable } from '@nestjs/common';
import type { UserPublicInfoResponse, UserResponse, UserStatus } from '@pratiche/contracts';
import type { StoredDocument } from '@pratiche/domain';
import type { Database, SqlExecutor } from '../../infrastructure/database/database';
import { DATABASE } from '../../infrastructure/database/database.tokens';
import { claimValue, type ClaimKind } from './unique-claims';

/** A row of `users_view` in the shape the answers use. */
export type UserView = UserResponse;

export type UserRow = {
  id: number;
  username: string;
  company_name: string;
  vat_number: string;
  legal_rep_name: string;
  phone: string;
  email: string;
  is_cedente: boolean;
  is_cessionario: boolean;
  is_admin: boolean;
  status: UserStatus;
  wallet_balance: number;
  business_document: StoredDocument | null;
  created_at: Date | string;
};

export const toView = (r: UserRow): UserView => ({
  id: r.id,
  username: r.username,
  companyName: r.company_name,
  vatNumber: r.vat_number,
  legalRepName: r.legal_rep_name,
  phone: r.phone,
  email: r.email,
  isCedente: r.is_cedente,
  isCessionario: r.is_cessionario,
  isAdmin: r.is_admin,
  status: r.status,
  walletBalance: r.wallet_balance,
  businessDocument: r.business_document,
  createdAt: new Date(r.created_at).toISOString(),
});

export const toPublicInfo = (u: UserView): UserPublicInfoResponse => ({
  id: u.id,
  username: u.username,
  companyName: u.companyName,
  vatNumber: u.vatNumber,
  legalRepName: u.legalRepName,
  phone: u.phone,
  email: u.email,
  createdAt: u.createdAt,
});

/** Reads `users_view`; usernames and e-mails are found through their claims, in canonical form. */
@Injectable()
export class UsersReader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Every signed-in request reads it (SessionUserSerializer): a named statement, planned once per connection. */
  async byId(id: number, tx: SqlExecutor = this.db): Promise<UserView | null> {
    const { rows } = await tx.query<UserRow>('SELECT * FROM users_view WHERE id = $1', [id], 'users_view_by_id');
    return rows[0] ? toView(rows[0]) : null;
  }

  byUsername(username: string): Promise<UserView | null> {
    return this.byClaim('username', username);
  }

  byEmail(email: string): Promise<UserView | null> {
    return this.byClaim('email', email);
  }

  async anyAdmin(): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM users_view WHERE is_admin LIMIT 1');
    return rows.length > 0;
  }

  /**
   * Equality on the claims' primary key, so at most one account can match: never a look-alike
   * row of `users_view` (whose username and e-mail columns are not unique, and read "Dato
   * cancellato" for every erased person). An erased user has no claims and is not found.
   */
  private async byClaim(kind: ClaimKind, value: string): Promise<UserView | null> {
    const { rows } = await this.db.query<UserRow>(
      `SELECT v.* FROM unique_claims c JOIN users_view v ON v.id = split_part(c.stream_id, '-', 2)::int
       WHERE c.kind = $1 AND c.value = $2`,
      [kind, claimValue(kind, value)],
    );
    return rows[0] ? toView(rows[0]) : null;
  }
}
