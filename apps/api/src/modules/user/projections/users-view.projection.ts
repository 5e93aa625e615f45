import {
  withAccountDocument,
  type AccountDocument,
  type BuyerKind,
  type BuyerKindDeclared,
  type BuyerKindVerified,
  type CreditsAdded,
  type CreditsPurchased,
  type CreditsReversed,
  type CreditsSpent,
  type OffsetCapacityYear,
  type StoredDocument,
  type TradingProfile,
  type UserEvent,
  type UserProfile,
  type UserRegistered,
  type UserStatus,
  type WalletEvent,
} from '@pratiche/domain';
import type { RecordedEvent } from '../../../infrastructure/event-store/event-store.types';
import { defineFoldProjection } from '../../../infrastructure/projections/fold-projection';

/** A row of users_view: the profile, the status, the balance, the buyer's declared kind and its verification, 2FA. */
export type UserViewRow = UserProfile & {
  id: number;
  status: UserStatus;
  walletBalance: number;
  businessDocument: StoredDocument | null;
  createdAt: string;
  buyerKind: BuyerKind;
  registerNumber: string | null;
  buyerVerified: boolean;
  buyerVerifiedAt: string | null;
  buyerVerifiedBy: number | null;
  twoFactorEnabled: boolean;
  correntistaOf: number | null;
  /** Issue 46: the company's data for trading, once given. */
  tradingProfile: TradingProfile | null;
  /** Issue 46: the account's typed documents for trading (account-documents.ts), as the decider folds them. */
  tradingDocuments: AccountDocument[];
  /** Issue 47: the buyer's offset capacity per declared year; 'I miei crediti' and the warnings before a deal read it. */
  offsetCapacity: OffsetCapacityYear[];
  /** The version of the wallet stream this row has folded: a purchase appends at it (issue 48). */
  walletVersion: number;
};

type BalanceEvent = CreditsPurchased | CreditsAdded | CreditsSpent | CreditsReversed;
/**
 * Every event type of the wallet stream, each moving `wallet_version` (a Record, so a new wallet
 * event fails to compile until it is named here): a version lagging behind one of them would make
 * every later purchase of that buyer conflict.
 */
const walletEventTypes: Record<WalletEvent['type'], true> = {
  CreditsPurchased: true,
  CreditsAdded: true,
  CreditsSpent: true,
  CreditsReversed: true,
  WalletFlagged: true,
};
const walletEvents = Object.keys(walletEventTypes) as WalletEvent['type'][];
const isWalletEvent = (type: string): type is WalletEvent['type'] => Object.hasOwn(walletEventTypes, type);

const statusAfter = { UserApproved: 'active', UserRejected: 'rejected', UserBlocked: 'blocked', UserActivated: 'active' } as const;

/** What a wallet event adds to the balance (spending and credits taken back subtract). */
const delta = (event: BalanceEvent): number => (event.type === 'CreditsSpent' || event.type === 'CreditsReversed' ? -event.data.credits : event.data.credits);

const registered = (d: UserRegistered['data']): UserViewRow => ({
  id: d.userId,
  username: d.username,
  companyName: d.companyName,
  vatNumber: d.vatNumber,
  legalRepName: d.legalRepName,
  phone: d.phone,
  email: d.email,
  isCedente: d.isCedente,
  isCessionario: d.isCessionario,
  isAdmin: d.isAdmin,
  status: 'pending',
  walletBalance: 0,
  businessDocument: d.businessDocument,
  createdAt: d.registeredAt,
  buyerKind: 'impresa',
  registerNumber: null,
  buyerVerified: false,
  buyerVerifiedAt: null,
  buyerVerifiedBy: null,
  twoFactorEnabled: false,
  correntistaOf: null,
  tradingProfile: null,
  tradingDocuments: [],
  offsetCapacity: [],
  walletVersion: 0,
});

const profileFields: readonly (keyof UserProfile)[] = [
  'username',
  'companyName',
  'vatNumber',
  'legalRepName',
  'phone',
  'email',
  'isCedente',
  'isCessionario',
  'isAdmin',
];

/** An admin edit: the profile fields it names (a field it leaves undefined stays). */
const edited = (row: UserViewRow, changes: Partial<UserProfile>): UserViewRow => ({
  ...row,
  ...Object.fromEntries(profileFields.flatMap((field) => (changes[field] === undefined ? [] : [[field, changes[field]]]))),
});

/**
 * A new declaration replaces the kind and the correntista bank; a new kind or register number
 * undoes any verification (the decider's fold does the same).
 */
const declared = (row: UserViewRow, d: BuyerKindDeclared['data']): UserViewRow => {
  const same = row.buyerKind === d.kind && row.registerNumber === d.registerNumber;
  return {
    ...row,
    buyerKind: d.kind,
    registerNumber: d.registerNumber,
    correntistaOf: d.correntistaOf ?? null,
    buyerVerified: row.buyerVerified && same,
    buyerVerifiedAt: same ? row.buyerVerifiedAt : null,
    buyerVerifiedBy: same ? row.buyerVerifiedBy : null,
  };
};

const verified = (row: UserViewRow, d: BuyerKindVerified['data']): UserViewRow => ({
  ...row,
  buyerVerified: true,
  buyerVerifiedAt: d.at,
  buyerVerifiedBy: d.by,
});

/** A user's row after an event of its account or its wallet; none before its registration or after its deletion. */
const evolveUser = (row: UserViewRow, event: UserEvent | BalanceEvent): UserViewRow | null => {
  switch (event.type) {
    case 'BusinessDocumentAttached':
      return { ...row, businessDocument: event.data.document };
    case 'BusinessDocumentRemoved':
      return { ...row, businessDocument: null };
    case 'UserApproved':
    case 'UserRejected':
    case 'UserBlocked':
    case 'UserActivated':
      return { ...row, status: statusAfter[event.type] };
    case 'UserEditedByAdmin':
      return edited(row, event.data.changes);
    case 'UserDeleted':
      return null;
    case 'BuyerKindDeclared':
      return declared(row, event.data);
    case 'BuyerKindVerified':
      return verified(row, event.data);
    case 'TradingProfileDeclared': {
      const { userId: _userId, by: _by, at: _at, ...tradingProfile } = event.data;
      return { ...row, tradingProfile };
    }
    case 'AccountDocumentAttached': {
      const { kind, year, expiresOn, document } = event.data;
      return { ...row, tradingDocuments: withAccountDocument(row.tradingDocuments, { kind, year, expiresOn, document }) };
    }
    case 'OffsetCapacityDeclared':
      return { ...row, offsetCapacity: event.data.years };
    case 'TwoFactorEnabled':
    case 'TwoFactorDisabled':
    case 'TwoFactorReset':
      return { ...row, twoFactorEnabled: event.type === 'TwoFactorEnabled' };
    case 'CreditsPurchased':
    case 'CreditsAdded':
    case 'CreditsSpent':
    case 'CreditsReversed':
      return { ...row, walletBalance: row.walletBalance + delta(event) };
    default:
      return row;
  }
};

export const evolveUserView = (row: UserViewRow | null, recorded: RecordedEvent): UserViewRow | null => {
  const event = { type: recorded.type, data: recorded.data } as unknown as UserEvent | BalanceEvent;
  if (event.type === 'UserRegistered') return registered(event.data);
  const after = row && evolveUser(row, event);
  return after && isWalletEvent(recorded.type) ? { ...after, walletVersion: recorded.streamVersion } : after;
};

/**
 * `users_view`: one row per registered user, shaped for the session, the profile and the admin
 * users tab (spec section 3 minus the password), folded from the user's stream and its wallet's.
 * Times come from the events only, so a rebuild equals the live table. `wallet_balance` (served as
 * walletBalance) adds up every balance event, the marketplace's CreditsSpent included. `buyer_*`
 * and `register_number`: the buyer's declared kind (undeclared reads impresa) and an admin's
 * verification of it, which a new kind or register number undoes; `correntista_of`, the bank it
 * declares a current account with (issue 45); `trading_profile`, the company's data for trading
 * (issue 46), opened like the profile; `trading_documents`, the account's identity document and balance sheets (issue 46; their names opened too); `offset_capacity`, the buyer's declared offset capacity per year (issue 47). `wallet_version`: the wallet stream's version after
 * its last event (any wallet event, WalletFlagged too), so a purchase reads its wallet from this
 * row, written in the same transaction as the events, instead of folding the stream (issue 48).
 * `two_factor_enabled`: on with
 * TwoFactorEnabled, off with TwoFactorDisabled or an admin's TwoFactorReset. The row goes with
 * UserDeleted, which an erasure appends first: no personal data stays here.
 * The users tab's per-status counters count this table when read (`users_view_status`).
 */
export const usersViewProjection = defineFoldProjection<UserViewRow>({
  name: 'users_view',
  // 2: indexes for the admin users tab's sorts and status filter.
  // 3: trigram indexes for its substring search (pg_trgm comes from migration 0008).
  // 4: user_status_counts, the tab's per-status counters.
  // 5: the buyer's declared kind and its verification (issue 27).
  // 6: two_factor_enabled (issue 31).
  // 7: a pure fold that keeps the balance itself (the wallets read model goes); no user_status_counts.
  // 8: correntista_of, the bank the buyer holds a current account with (issue 45).
  // 9: wallet_version, the wallet stream's version the balance is at (issue 48: purchases read it).
  // 10: trading_profile, the company's data for trading (issue 46).
  // 11: offset_capacity, the buyer's offset capacity per year (issue 47).
  // 12: trading_documents, the account's identity document and balance sheets (issue 46).
  version: 12,
  table: 'users_view',
  schema: `
    CREATE TABLE users_view (
      id integer PRIMARY KEY,
      username text NOT NULL,
      company_name text NOT NULL,
      vat_number text NOT NULL,
      legal_rep_name text NOT NULL,
      phone text NOT NULL,
      email text NOT NULL,
      is_cedente boolean NOT NULL DEFAULT false,
      is_cessionario boolean NOT NULL DEFAULT false,
      is_admin boolean NOT NULL DEFAULT false,
      status text NOT NULL DEFAULT 'pending',
      wallet_balance integer NOT NULL DEFAULT 0,
      business_document jsonb,
      created_at timestamptz NOT NULL,
      buyer_kind text NOT NULL DEFAULT 'impresa',
      register_number text,
      buyer_verified boolean NOT NULL DEFAULT false,
      buyer_verified_at timestamptz,
      buyer_verified_by integer,
      two_factor_enabled boolean NOT NULL DEFAULT false,
      correntista_of integer,
      trading_profile jsonb,
      offset_capacity jsonb NOT NULL DEFAULT '[]',
      trading_documents jsonb NOT NULL DEFAULT '[]',
      wallet_version integer NOT NULL DEFAULT 0
    );
    CREATE INDEX users_view_username ON users_view (lower(username));
    CREATE INDEX users_view_email ON users_view (lower(email));
    CREATE INDEX users_view_company_name ON users_view (lower(company_name));
    CREATE INDEX users_view_status ON users_view (status, created_at DESC);
    CREATE INDEX users_view_created_at ON users_view (created_at DESC);
    CREATE INDEX users_view_wallet_balance ON users_view (wallet_balance);
    CREATE INDEX users_view_username_trgm ON users_view USING gin (lower(username) gin_trgm_ops);
    CREATE INDEX users_view_company_name_trgm ON users_view USING gin (lower(company_name) gin_trgm_ops);
    CREATE INDEX users_view_email_trgm ON users_view USING gin (lower(email) gin_trgm_ops);
    CREATE INDEX users_view_vat_number_trgm ON users_view USING gin (vat_number gin_trgm_ops)
  `,
  handles: [
    'UserRegistered',
    'BusinessDocumentAttached',
    'BusinessDocumentRemoved',
    'UserApproved',
    'UserRejected',
    'UserBlocked',
    'UserActivated',
    'UserEditedByAdmin',
    'UserDeleted',
    'BuyerKindDeclared',
    'BuyerKindVerified',
    'TradingProfileDeclared',
    'AccountDocumentAttached',
    'OffsetCapacityDeclared',
    'TwoFactorEnabled',
    'TwoFactorDisabled',
    'TwoFactorReset',
    ...walletEvents,
  ],
  columns: {
    id: 'id',
    username: 'username',
    companyName: 'company_name',
    vatNumber: 'vat_number',
    legalRepName: 'legal_rep_name',
    phone: 'phone',
    email: 'email',
    isCedente: 'is_cedente',
    isCessionario: 'is_cessionario',
    isAdmin: 'is_admin',
    status: 'status',
    walletBalance: 'wallet_balance',
    businessDocument: 'business_document',
    createdAt: 'created_at',
    buyerKind: 'buyer_kind',
    registerNumber: 'register_number',
    buyerVerified: 'buyer_verified',
    buyerVerifiedAt: 'buyer_verified_at',
    buyerVerifiedBy: 'buyer_verified_by',
    twoFactorEnabled: 'two_factor_enabled',
    correntistaOf: 'correntista_of',
    tradingProfile: 'trading_profile',
    offsetCapacity: 'offset_capacity',
    tradingDocuments: 'trading_documents',
    walletVersion: 'wallet_version',
  },
  primaryKey: ['id'],
  json: ['businessDocument', 'tradingProfile', 'offsetCapacity', 'tradingDocuments'],
  key: (event) => (event.data as { userId: number }).userId,
  current: 'id = $1',
  opens: ['UserRegistered'],
  evolve: evolveUserView,
});
