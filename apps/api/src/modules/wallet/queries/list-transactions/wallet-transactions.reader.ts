import { Inject, Injectable } from '@nestjs/common';
import type { WalletTransactionResponse, WalletTransactionType } from '@pratiche/contracts';
import type { Database } from '../../../../infrastructure/database/database';
import { DATABASE } from '../../../../infrastructure/database/database.tokens';

type Row = {
  id: string | number;
  user_id: number;
  type: WalletTransactionType;
  amount: number;
  stripe_payment_id: string;
  price: string | null;
  type_label: string;
  created_at: Date | string;
};

const toResponse = (r: Row): WalletTransactionResponse => ({
  id: Number(r.id),
  userId: r.user_id,
  type: r.type,
  amount: r.amount,
  stripePaymentId: r.stripe_payment_id,
  status: 'completed',
  price: r.price === null ? null : Number(r.price).toFixed(2),
  createdAt: new Date(r.created_at).toISOString(),
  typeLabel: r.type_label,
});

/** Reads `wallet_transactions`, newest first. */
@Injectable()
export class WalletTransactionsReader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async ofUser(userId: number): Promise<WalletTransactionResponse[]> {
    const { rows } = await this.db.query<Row>(
      `SELECT id, user_id, type, amount, stripe_payment_id, price, type_label, created_at
       FROM wallet_transactions WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
      [userId],
    );
    return rows.map(toResponse);
  }
}
