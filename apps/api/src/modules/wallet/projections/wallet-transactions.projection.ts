import type { WalletLedgerKind } from '@pratiche/contracts';
import type { CreditsAdded, CreditsPurchased, CreditsReversed, CreditsSpent } from '@pratiche/domain';
import type { RecordedEvent } from '../../../infrastructure/event-store/event-store.types';
import { defineProjection } from '../../../infrastructure/projections/projection';

/** The payment id of credits not paid through a provider (spec 3: "may be 'N/A'"). */
export const NO_PAYMENT_ID = 'N/A';

type TransactionRow = {
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

const toTransaction = (event: TransactionEvent, eventId: string): TransactionRow => {
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

/**
 * `wallet_transactions`: spec 3 "transactions" for `GET /api/wallet/transactions`, and the
 * ledger (`kind`, `practice_id`; the running balance is a window sum over `id` when read). The
 * id is the event's log position and every value comes from the event, so a rebuild equals the
 * live table.
 */
export const walletTransactionsProjection = defineProjection({
  name: 'wallet_transactions',
  version: 2,
  tables: ['wallet_transactions'],
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
  apply: async (recorded: RecordedEvent, tx) => {
    const event = { type: recorded.type, data: recorded.data } as unknown as TransactionEvent;
    const row = toTransaction(event, recorded.eventId);
    await tx.query(
      `INSERT INTO wallet_transactions (id, user_id, type, amount, stripe_payment_id, price, type_label, kind, practice_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [recorded.globalPosition, event.data.userId, row.type, row.amount, row.paymentId, row.price, row.typeLabel, row.kind, row.practiceId, event.data.at],
    );
  },
});
