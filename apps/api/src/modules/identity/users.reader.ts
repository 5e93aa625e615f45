import { Inject, Injectable } from '@nestjs/common';
import type { UserResponse, UserStatus } from '@pratiche/contracts';
import type { AccountDocument, BuyerKind, BuyerQualification, StoredDocument, TradingProfile } from '@pratiche/domain';
import type { Database } from '../../infrastructure/database/database';
import { DATABASE } from '../../infrastructure/database/database.tokens';

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
  buyer_kind: BuyerKind;
  register_number: string | null;
  buyer_verified: boolean;
  buyer_verified_at: Date | string | null;
  buyer_verified_by: number | null;
  two_factor_enabled: boolean;
  correntista_of: number | null;
  trading_profile: TradingProfile | null;
  trading_documents?: AccountDocument[] | null;
};

/** What the purchase rules read of a buyer (`purchaseEligibility`), from its users_view answer. */
export const buyerQualificationOf = ({ buyerQualification: q }: UserView): BuyerQualification => ({
  kind: q.kind,
  registerNumber: q.registerNumber,
  verified: q.verified,
});

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
  // Issue 27; the row read with the session is `to_jsonb` of users_view, so times may come as text.
  buyerQualification: {
    kind: r.buyer_kind,
    registerNumber: r.register_number,
    verified: r.buyer_verified,
    verifiedAt: r.buyer_verified_at === null ? null : new Date(r.buyer_verified_at).toISOString(),
    verifiedBy: r.buyer_verified_by,
    correntistaOf: r.correntista_of ?? null,
  },
  twoFactorEnabled: r.two_factor_enabled,
  tradingProfile: r.trading_profile ?? null,
  // Issue 46: flat, so every user answer grows by little.
  tradingDocuments: (r.trading_documents ?? []).map(({ kind, year, expiresOn, document }) => ({ kind, year, expiresOn, ...document })),
});

/** Reads `users_view` by id: the signed-in user of every request, and every capability's look at an account. */
@Injectable()
export class UsersReader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Every signed-in request reads it (SessionUserSerializer): a named statement, planned once per connection. */
  async byId(id: number): Promise<UserView | null> {
    const { rows } = await this.db.query<UserRow>('SELECT * FROM users_view WHERE id = $1', [id], 'users_view_by_id');
    return rows[0] ? toView(rows[0]) : null;
  }
}
