import type { WalletTransactionResponse } from '@pratiche/contracts';
import { fallbackPrice } from '@pratiche/domain';

/** A transaction as the client may receive it: spec 3 says the price may be a number, a string or 'N/A'. */
export type ClientTransaction = Omit<WalletTransactionResponse, 'price' | 'stripePaymentId'> & {
  price: number | string | null | undefined;
  stripePaymentId: string | null | undefined;
};

const NO_PAYMENT_ID = 'N/A';

/**
 * Spec 9: the purchase history lists only credit purchases with more than 0 credits and a
 * payment id other than 'N/A'; the same purchases make the wallet's counters.
 */
export function purchaseHistory<T extends ClientTransaction>(transactions: readonly T[]): T[] {
  return transactions.filter(
    (t) =>
      t.type === 'credit_purchase' && t.amount > 0 && !!t.stripePaymentId && t.stripePaymentId !== NO_PAYMENT_ID && (t.status ?? 'completed') === 'completed',
  );
}

/** Spec 2 wallet card: how many purchases, and how many credits they brought. */
export function purchaseCounters(transactions: readonly ClientTransaction[]): { count: number; credits: number } {
  const purchases = purchaseHistory(transactions);
  return { count: purchases.length, credits: purchases.reduce((sum, t) => sum + t.amount, 0) };
}

/** Spec 9 "fallback price": the recorded price when it is a number, else the package price for those credits. */
export function transactionPrice(transaction: Pick<ClientTransaction, 'price' | 'amount'>): number {
  const { price } = transaction;
  const recorded = typeof price === 'number' ? price : typeof price === 'string' && price.trim() !== '' ? Number(price) : Number.NaN;
  return Number.isFinite(recorded) ? recorded : fallbackPrice(transaction.amount);
}

/** Spec 2: simulated payments show as 'Simulazione' instead of their id. */
export function paymentIdLabel(paymentId: string | null | undefined): string {
  if (!paymentId) return NO_PAYMENT_ID;
  return paymentId.startsWith('sim_') ? 'Simulazione' : paymentId;
}
