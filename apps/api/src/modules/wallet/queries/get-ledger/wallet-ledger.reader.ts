import { Inject, Injectable } from '@nestjs/common';
import type { WalletLedgerEntry, WalletLedgerFilter, WalletLedgerKind, WalletLedgerPage } from '@pratiche/contracts';
import type { Database } from '../../../../infrastructure/database/database';
import { DATABASE } from '../../../../infrastructure/database/database.tokens';

type Row = {
  id: string | number;
  created_at: Date | string;
  kind: WalletLedgerKind;
  type_label: string;
  amount: number;
  balance: string | number;
  practice_id: number | null;
  price: string | null;
  total: string | number;
};

const toEntry = (r: Row): WalletLedgerEntry => ({
  id: Number(r.id),
  at: new Date(r.created_at).toISOString(),
  kind: r.kind,
  description: r.type_label,
  credits: r.amount,
  balance: Number(r.balance),
  practiceId: r.practice_id,
  price: r.price === null ? null : Number(r.price).toFixed(2),
});

/**
 * The running balance is a window sum over the whole wallet in log order (`id` is the event's
 * global position, the order the balance changed in), taken BEFORE the filters, so a filtered
 * row still shows the real balance after it. Days are Italian calendar days.
 */
const ledgerSql = (paged: boolean) => `
  WITH ledger AS (
    SELECT id, created_at, kind, type_label, amount, practice_id, price,
           sum(amount) OVER (ORDER BY id ROWS UNBOUNDED PRECEDING) AS balance
    FROM wallet_transactions WHERE user_id = $1
  )
  SELECT *, count(*) OVER () AS total FROM ledger
  WHERE ($2::text IS NULL OR kind = $2)
    AND ($3::date IS NULL OR created_at >= ($3::date)::timestamp AT TIME ZONE 'Europe/Rome')
    AND ($4::date IS NULL OR created_at < ($4::date + 1)::timestamp AT TIME ZONE 'Europe/Rome')
  ORDER BY id DESC
  ${paged ? 'LIMIT $5 OFFSET $6' : ''}`;

/** Reads the caller's wallet movements from `wallet_transactions`, newest first, with the balance after each. */
@Injectable()
export class WalletLedgerReader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async page(userId: number, filter: WalletLedgerFilter): Promise<WalletLedgerPage> {
    const { page, pageSize } = filter;
    const { rows } = await this.db.query<Row>(ledgerSql(true), [...this.filterParams(userId, filter), pageSize, (page - 1) * pageSize]);
    return { data: rows.map(toEntry), total: rows.length ? Number(rows[0]!.total) : await this.count(userId, filter), page, pageSize };
  }

  /** Every movement that matches, for the CSV export (a wallet holds hundreds of rows, not millions). */
  async all(userId: number, filter: WalletLedgerFilter): Promise<WalletLedgerEntry[]> {
    const { rows } = await this.db.query<Row>(ledgerSql(false), this.filterParams(userId, filter));
    return rows.map(toEntry);
  }

  /** A page past the end has no rows to carry the total. */
  private async count(userId: number, filter: WalletLedgerFilter): Promise<number> {
    const { rows } = await this.db.query<{ total: string | number }>(
      `SELECT count(*) AS total FROM (${ledgerSql(false)}) matching`,
      this.filterParams(userId, filter),
    );
    return Number(rows[0]?.total ?? 0);
  }

  private filterParams(userId: number, { kind, from, to }: WalletLedgerFilter) {
    return [userId, kind ?? null, from ?? null, to ?? null];
  }
}
