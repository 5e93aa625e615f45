import type { WalletLedgerKind } from '@pratiche/contracts';
import type { CreditsAdded, CreditsPurchased, CreditsReversed, CreditsSpent } from '@pratiche/domain';
import type { RecordedEvent } from '../../../infrastructure/event-store/event-store.types';
import { defineFoldProjection } from '../../../infrastructure/projections/fold-projection';

/** The payment id of credits not paid through a provider (spec 3: "may be 'N/A'"). */
export const NO_PAYMENT_ID = 'N/A';

/** What an event says of its transaction (the row below adds where it stands in the log, whose wallet and when). */
type Transaction = {
  type: string;
  amount: number;
  paymentId: string;
  price: string | null;
  typeLabel: string;
  /** The ledger's finer kind (`WalletLedgerKind`) and the practice paid for, if any. */
  kind: WalletLedgerKind;
  practiceId: number | null;
};

const spendLabel = (practiceId: number, hours: number | null) =>
  hours ? `Esclusiva ${hours} ore sulla pratica #${practiceId}` : `Accesso base alla pratica #${practiceId}`;

/**
 * One transaction per wallet event. The success page's test credits count as simulated purchases
 * (a `sim_` id derived from the event, no price: the history shows 'Simulazione' and the fallback
 * price); admin additions with the PIN are `admin_credit_add`; spending is negative.
 */
type TransactionEvent = CreditsPurchased | CreditsAdded | CreditsSpent | CreditsReversed;

const reversalLabels = { refund: 'Crediti ripresi: pagamento rimborsato', dispute: 'Crediti ripresi: pagamento contestato' } as const;

const toTransaction = (event: TransactionEvent, eventId: string): Transaction => {
  switch (event.type) {
    case 'CreditsPurchased':
      return {
        type: 'credit_purchase',
        amount: event.data.credits,
        paymentId: event.data.paymentId,
        price: event.data.price,
        typeLabel: 'Acquisto crediti',
        kind: 'card',
        practiceId: null,
      };
    case 'CreditsAdded':
      return event.data.method === 'simulation'
        ? {
            type: 'credit_purchase',
            amount: event.data.credits,
            paymentId: `sim_${eventId}`,
            price: null,
            typeLabel: 'Crediti di test (simulazione)',
            kind: 'test',
            practiceId: null,
          }
        : {
            type: 'admin_credit_add',
            amount: event.data.credits,
            paymentId: NO_PAYMENT_ID,
            price: null,
            typeLabel: "Crediti aggiunti dall'amministratore",
            kind: 'admin',
            practiceId: null,
          };
    case 'CreditsSpent':
      return {
        type: 'credit_spend',
        amount: -event.data.credits,
        paymentId: NO_PAYMENT_ID,
        price: null,
        typeLabel: spendLabel(event.data.practiceId, event.data.hours),
        kind: event.data.accessType,
        practiceId: event.data.practiceId,
      };
    // A refund or dispute takes credits out like spending (negative), naming the payment undone.
    case 'CreditsReversed':
      return {
        type: 'credit_spend',
        amount: -event.data.credits,
        paymentId: event.data.paymentId,
        price: null,
        typeLabel: reversalLabels[event.data.reason],
        kind: 'reversal',
        practiceId: null,
      };
  }
};

export type WalletTransactionRow = Transaction & { id: number; userId: number; createdAt: string };

/** The transaction an event records: every value comes from the event, so a rebuild equals the live table. */
export const toTransactionRow = (recorded: RecordedEvent): WalletTransactionRow => {
  const event = { type: recorded.type, data: recorded.data } as unknown as TransactionEvent;
  return { id: recorded.globalPosition, userId: event.data.userId, ...toTransaction(event, recorded.eventId), createdAt: event.data.at };
};

/**
 * `wallet_transactions`: spec 3 "transactions" for `GET /api/wallet/transactions`, and the
 * ledger (`kind`, `practice_id`; the running balance is a window sum over `id` when read). One
 * row per event, its id the event's log position: every event opens its own row.
 */
export const walletTransactionsProjection = defineFoldProjection<WalletTransactionRow>({
  name: 'wallet_transactions',
  version: 3,
  table: 'wallet_transactions',
  schema: `
    CREATE TABLE wallet_transactions (
      id bigint PRIMARY KEY,
      user_id integer NOT NULL,
      type text NOT NULL,
      amount integer NOT NULL,
      stripe_payment_id text NOT NULL,
      status text NOT NULL DEFAULT 'completed',
      price numeric(10, 2),
      type_label text NOT NULL,
      kind text NOT NULL,
      practice_id integer,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX wallet_transactions_user ON wallet_transactions (user_id, created_at DESC, id DESC);
    CREATE INDEX wallet_transactions_ledger ON wallet_transactions (user_id, id)
  `,
  handles: ['CreditsPurchased', 'CreditsAdded', 'CreditsSpent', 'CreditsReversed'],
  columns: {
    id: 'id',
    userId: 'user_id',
    type: 'type',
    amount: 'amount',
    paymentId: 'stripe_payment_id',
    price: 'price',
    typeLabel: 'type_label',
    kind: 'kind',
    practiceId: 'practice_id',
    createdAt: 'created_at',
  },
  primaryKey: ['id'],
  key: (event) => event.globalPosition,
  current: 'id = $1',
  opens: ['CreditsPurchased', 'CreditsAdded', 'CreditsSpent', 'CreditsReversed'],
  evolve: (_, event) => toTransactionRow(event),
});
