import { z } from 'zod';
import { pageNumberParam, pageSizeParam } from '../shared/query-numbers';

/** What a movement of a wallet is, as the ledger's filter names it. */
export const walletLedgerKinds = ['card', 'admin', 'test', 'base', 'exclusive', 'reversal'] as const;
export type WalletLedgerKind = (typeof walletLedgerKinds)[number];

/** The Italian name of each kind: the filter's options, the table's column and the CSV's. */
export const walletLedgerKindLabels: Record<WalletLedgerKind, string> = {
  card: 'Acquisto crediti con carta',
  admin: "Crediti aggiunti dall'amministratore",
  test: 'Crediti di test',
  base: 'Accesso base a una pratica',
  exclusive: 'Esclusiva su una pratica',
  reversal: 'Crediti ripresi (rimborso o contestazione)',
};

export const walletLedgerMessages = {
  kind: 'Tipo di movimento non valido',
  date: 'Data non valida: usa il formato AAAA-MM-GG',
  range: 'La data iniziale deve precedere quella finale',
} as const;

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** True for a calendar day that exists (2026-02-30 does not). */
const realDay = (s: string) => {
  const date = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(s);
};

/** A calendar day `YYYY-MM-DD`. */
const day = () =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string({ message: walletLedgerMessages.date })
      .regex(/^\d{4}-\d{2}-\d{2}$/, walletLedgerMessages.date)
      .refine(realDay, walletLedgerMessages.date)
      .optional(),
  );

/** `GET /api/wallet/ledger` and `/api/wallet/ledger.csv`: `from` and `to` are whole days, both included (Italian time). */
export const walletLedgerQuerySchema = /* @__PURE__ */ (() =>
  z
    .object({
      kind: z.preprocess(emptyAsUndefined, z.enum(walletLedgerKinds, { message: walletLedgerMessages.kind }).optional()),
      from: day(),
      to: day(),
      page: pageNumberParam(),
      pageSize: pageSizeParam(100, 20),
    })
    .refine((q) => !q.from || !q.to || q.from <= q.to, { message: walletLedgerMessages.range, path: ['to'] }))();
export type WalletLedgerQuery = z.input<typeof walletLedgerQuerySchema>;
export type WalletLedgerFilter = z.output<typeof walletLedgerQuerySchema>;

/** One movement: `credits` is signed (spending negative), `balance` the wallet's balance right after it. */
export type WalletLedgerEntry = {
  id: number;
  at: string;
  kind: WalletLedgerKind;
  description: string;
  credits: number;
  balance: number;
  practiceId: number | null;
  /** Euro with 2 decimals, for credits bought by card; null otherwise. */
  price: string | null;
};

export type WalletLedgerPage = { data: WalletLedgerEntry[]; total: number; page: number; pageSize: number };
