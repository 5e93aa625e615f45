import { Inject, Injectable } from '@nestjs/common';
import type { UserPublicInfoResponse, UserResponse, UserStatus } from '@pratiche/contracts';
import type { StoredDocument } from '@pratiche/domain';
import type { Database, SqlExecutor } from '../../infrastructure/database/database';
import { DATABASE } from '../../infrastructure/database/database.tokens';

/** A row of `users_view` in the shape the answers use. */
export type UserView = UserResponse;

type Row = {
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

const toView = (r: Row): UserView => ({
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

/** Reads `users_view`; usernames and e-mails match case-insensitively, as they are claimed. */
@Injectable()
export class UsersReader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  byId(id: number, tx: SqlExecutor = this.db): Promise<UserView | null> {
    return this.one(tx, 'id = $1', id);
  }

  byUsername(username: string): Promise<UserView | null> {
    return this.one(this.db, 'lower(username) = lower($1)', username);
  }

  byEmail(email: string): Promise<UserView | null> {
    return this.one(this.db, 'lower(email) = lower($1)', email);
  }

  async anyAdmin(): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM users_view WHERE is_admin LIMIT 1');
    return rows.length > 0;
  }

  private async one(tx: SqlExecutor, where: string, value: unknown): Promise<UserView | null> {
    const { rows } = await tx.query<Row>(`SELECT * FROM users_view WHERE ${where} LIMIT 1`, [value]);
    return rows[0] ? toView(rows[0]) : null;
  }
}
