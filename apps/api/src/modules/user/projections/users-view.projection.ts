import type { BuyerKindDeclared, BuyerKindVerified, UserEvent, UserProfile, UserRegistered } from '@pratiche/domain';
import type { SqlExecutor } from '../../../infrastructure/database/database';
import { defineProjection, type ApplyMode } from '../../../infrastructure/projections/projection';

/** The profile fields an admin edit may change, and their columns. */
const profileColumns: Record<keyof UserProfile, string> = {
  username: 'username',
  companyName: 'company_name',
  vatNumber: 'vat_number',
  legalRepName: 'legal_rep_name',
  phone: 'phone',
  email: 'email',
  isCedente: 'is_cedente',
  isCessionario: 'is_cessionario',
  isAdmin: 'is_admin',
};

const statusAfter = { UserApproved: 'active', UserRejected: 'rejected', UserBlocked: 'blocked', UserActivated: 'active' } as const;

/** jsonb parameter: SQL NULL for no document (JSON.stringify(null) would store a JSON null). */
const jsonOrNull = (value: object | null) => (value ? JSON.stringify(value) : null);

const insertRegistered = (tx: SqlExecutor, d: UserRegistered['data']) =>
  tx.query(
    `INSERT INTO users_view (id, username, company_name, vat_number, legal_rep_name, phone, email,
       is_cedente, is_cessionario, is_admin, status, business_document, created_at, wallet_balance)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'pending', $11::jsonb, $12,
       coalesce((SELECT balance FROM wallets WHERE user_id = $1), 0))`,
    [
      d.userId,
      d.username,
      d.companyName,
      d.vatNumber,
      d.legalRepName,
      d.phone,
      d.email,
      d.isCedente,
      d.isCessionario,
      d.isAdmin,
      jsonOrNull(d.businessDocument),
      d.registeredAt,
    ],
  );

const applyEdit = (tx: SqlExecutor, userId: number, changes: Partial<UserProfile>) => {
  const entries = (Object.keys(profileColumns) as (keyof UserProfile)[]).filter((key) => changes[key] !== undefined);
  if (entries.length === 0) return Promise.resolve();
  const assignments = entries.map((key, i) => `${profileColumns[key]} = $${i + 2}`).join(', ');
  return tx.query(`UPDATE users_view SET ${assignments} WHERE id = $1`, [userId, ...entries.map((key) => changes[key])]);
};

/**
 * `user_status_counts` holds how many rows of users_view have each status, so the users tab's
 * counters read four rows instead of counting 50,000 on every page. Each change below moves the
 * counters before it changes users_view, reading the row's old status in SQL (apply only writes).
 * Concurrent registrations queue on the 'pending' row until commit: registrations are rare.
 * A replay leaves them alone and counts users_view once at its end (`countAfterReplay`).
 */
const countRegistered = (tx: SqlExecutor) => tx.query(`UPDATE user_status_counts SET n = n + 1 WHERE status = 'pending'`);

const countStatusChange = (tx: SqlExecutor, userId: number, status: string) =>
  tx.query(
    `UPDATE user_status_counts c SET n = c.n + CASE WHEN c.status = $2 THEN 1 ELSE -1 END
     FROM users_view u WHERE u.id = $1 AND u.status <> $2 AND c.status IN (u.status, $2)`,
    [userId, status],
  );

const countDeleted = (tx: SqlExecutor, userId: number) =>
  tx.query('UPDATE user_status_counts c SET n = c.n - 1 FROM users_view u WHERE u.id = $1 AND c.status = u.status', [userId]);

const countAfterReplay = `
  UPDATE user_status_counts c SET n = coalesce((SELECT count(*) FROM users_view u WHERE u.status = c.status), 0)`;

const setStatus = async (tx: SqlExecutor, userId: number, status: string, counts: boolean) => {
  if (counts) await countStatusChange(tx, userId, status);
  return tx.query('UPDATE users_view SET status = $2 WHERE id = $1', [userId, status]);
};

const deleteUser = async (tx: SqlExecutor, userId: number, counts: boolean) => {
  if (counts) await countDeleted(tx, userId);
  return tx.query('DELETE FROM users_view WHERE id = $1', [userId]);
};

/**
 * A new declaration replaces the kind and the correntista bank; a new kind or register number
 * undoes any verification (the decider's fold does the same). The right-hand sides read the old row.
 */
const applyDeclared = (tx: SqlExecutor, d: BuyerKindDeclared['data']) =>
  tx.query(
    `UPDATE users_view SET buyer_kind = $2, register_number = $3, correntista_of = $4,
       buyer_verified = buyer_verified AND same, buyer_verified_at = CASE WHEN same THEN buyer_verified_at END,
       buyer_verified_by = CASE WHEN same THEN buyer_verified_by END
     FROM (SELECT buyer_kind = $2 AND register_number IS NOT DISTINCT FROM $3::text AS same FROM users_view WHERE id = $1) old
     WHERE id = $1`,
    [d.userId, d.kind, d.registerNumber, d.correntistaOf ?? null],
  );

const applyVerified = (tx: SqlExecutor, d: BuyerKindVerified['data']) =>
  tx.query('UPDATE users_view SET buyer_verified = true, buyer_verified_at = $2, buyer_verified_by = $3 WHERE id = $1', [d.userId, d.at, d.by]);

const applyUserEvent = async (tx: SqlExecutor, event: UserEvent, counts: boolean): Promise<unknown> => {
  switch (event.type) {
    case 'UserRegistered':
      if (counts) await countRegistered(tx);
      return insertRegistered(tx, event.data);
    case 'BusinessDocumentAttached':
      return tx.query('UPDATE users_view SET business_document = $2::jsonb WHERE id = $1', [event.data.userId, jsonOrNull(event.data.document)]);
    case 'BusinessDocumentRemoved':
      return tx.query('UPDATE users_view SET business_document = NULL WHERE id = $1', [event.data.userId]);
    case 'UserApproved':
    case 'UserRejected':
    case 'UserBlocked':
    case 'UserActivated':
      return setStatus(tx, event.data.userId, statusAfter[event.type], counts);
    case 'UserEditedByAdmin':
      return applyEdit(tx, event.data.userId, event.data.changes);
    case 'UserDeleted':
      return deleteUser(tx, event.data.userId, counts);
    case 'BuyerKindDeclared':
      return applyDeclared(tx, event.data);
    case 'BuyerKindVerified':
      return applyVerified(tx, event.data);
    case 'TwoFactorEnabled':
    case 'TwoFactorDisabled':
    case 'TwoFactorReset':
      return tx.query('UPDATE users_view SET two_factor_enabled = $2 WHERE id = $1', [event.data.userId, event.type === 'TwoFactorEnabled']);
    default:
      return undefined;
  }
};

/**
 * `users_view`: one row per registered user, shaped for the session, the profile and the admin
 * users tab (spec section 3 minus the password). Times come from the events only, so a rebuild
 * equals the live table. `wallet_balance` is kept by the wallet capability (wallets.projection.ts);
 * a row inserted when `wallets` already holds the balance (this read model rebuilt alone) takes it
 * from there, so rebuilding users_view never resets a balance. `user_status_counts` is rebuilt
 * with it (same projection, same replay). `buyer_*` and `register_number`: the buyer's declared
 * kind (undeclared reads impresa) and an admin's verification of it, which a new kind or register
 * number undoes; `correntista_of`, the bank it declares a current account with (issue 45).
 * `two_factor_enabled`: on with TwoFactorEnabled, off with TwoFactorDisabled or an admin's TwoFactorReset.
 */
export const usersViewProjection = defineProjection({
  name: 'users_view',
  // 2: indexes for the admin users tab's sorts and status filter.
  // 3: trigram indexes for its substring search (pg_trgm comes from migration 0008).
  // 4: user_status_counts, the tab's per-status counters.
  // 5: the buyer's declared kind and its verification (issue 27).
  // 6: two_factor_enabled (issue 31).
  // 7: correntista_of, the bank the buyer holds a current account with (issue 45).
  version: 7,
  tables: ['users_view', 'user_status_counts'],
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
      correntista_of integer
    );
    CREATE TABLE user_status_counts (status text PRIMARY KEY, n integer NOT NULL);
    INSERT INTO user_status_counts (status, n) VALUES ('pending', 0), ('active', 0), ('rejected', 0), ('blocked', 0);
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
    'TwoFactorEnabled',
    'TwoFactorDisabled',
    'TwoFactorReset',
  ],
  apply: async (recorded, tx, mode: ApplyMode) => {
    await applyUserEvent(tx, { type: recorded.type, data: recorded.data } as unknown as UserEvent, mode === 'inline');
  },
  afterReplay: countAfterReplay,
});
