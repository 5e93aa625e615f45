import type { PracticeRequest, PracticeResponse } from '@pratiche/contracts';
import {
  buyableBy,
  checkedDeclaredSchedule,
  checkedTransferChain,
  hasSchedule,
  isCreditType,
  proposeSchedule,
  scheduleLimits,
  splitEqually,
  unstartedChain,
  usualInstalments,
  type BuyableBy,
  type TransferChain,
} from '@pratiche/domain';

/**
 * A rata as the form edits it: the code is text, blank until the seller has it. `spreadFrom`: a
 * quota of a ten-year spread (issue 45), declared through the API; the form keeps it as it is.
 */
export type RataRow = { year: number; amount: number; code: string; spreadFrom?: number };

const isQuota = (row: RataRow) => row.spreadFrom !== undefined;

const toCents = (amount: number) => Math.round(amount * 100);

/** What the form proposes once type, year and amount are set: an equal split over the type's usual years. */
export function proposedRows(type: string | undefined, year: number | undefined, amount: number | undefined): RataRow[] {
  if (!type || !isCreditType(type) || !year || !amount || amount <= 0) return [];
  return proposeSchedule(type, year, amount).map((rata) => ({ year: rata.year, amount: rata.amount, code: '' }));
}

/** One rata per consecutive year from the practice's year, whatever rows were added or removed. */
export const withYears = (rows: readonly RataRow[], year: number): RataRow[] => {
  let next = year;
  return rows.map((row) => (isQuota(row) ? row : { ...row, year: next++ }));
};

/** 'Ripartisci in parti uguali': the amount split over the rows there are (the type's usual number when none), codes kept. */
export function splitRowsEqually(rows: readonly RataRow[], type: string | undefined, year: number, amount: number): RataRow[] {
  const original = rows.filter((row) => !isQuota(row));
  const quote = rows.filter(isQuota);
  const count = original.length || (type && isCreditType(type) ? usualInstalments[type] : 1) || 1;
  const spread = toCents(rowsSum(quote)) / 100;
  const split = splitEqually(year, Math.max(0, amount - spread), count).map((rata, index) => ({
    year: rata.year,
    amount: rata.amount,
    code: original[index]?.code ?? '',
  }));
  return [...split, ...quote];
}

/** Another original rata fits: the domain's limit counts the original rate, not a spread's quote. */
export const canAddRow = (rows: readonly RataRow[]): boolean => rows.filter((row) => !isQuota(row)).length < scheduleLimits.maxRate;

/** A new last rata for the remainder (nothing when the rows already add up), up to the domain's limit. */
export function addRow(rows: readonly RataRow[], year: number, amount: number): RataRow[] {
  if (!canAddRow(rows)) return [...rows];
  const remainder = Math.max(0, toCents(amount) - toCents(rowsSum(rows))) / 100;
  return withYears([...rows.filter((row) => !isQuota(row)), { year, amount: remainder, code: '' }, ...rows.filter(isQuota)], year);
}

export const removeRow = (rows: readonly RataRow[], index: number, year: number): RataRow[] =>
  withYears(
    rows.filter((_, at) => at !== index),
    year,
  );

/** The rows' sum to the cent. */
export const rowsSum = (rows: readonly RataRow[]): number => rows.reduce((cents, row) => cents + toCents(row.amount || 0), 0) / 100;

const toRate = (rows: readonly RataRow[]) =>
  rows.map((row) => ({ year: row.year, amount: row.amount, code: row.code.trim() || null, ...(isQuota(row) ? { spreadFrom: row.spreadFrom } : {}) }));

const messageOf = (check: () => unknown): string | null => {
  try {
    check();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};

/** The domain's own check of the schedule (the API answers the same Italian message); null when fine or not yet decidable. */
export function scheduleError(type: string | undefined, year: number | undefined, amount: number | undefined, rows: readonly RataRow[]): string | null {
  if (!type || !isCreditType(type) || !hasSchedule(type) || !year || !amount || amount <= 0) return null;
  return messageOf(() => checkedDeclaredSchedule(type, year, amount, toRate(rows), new Date().toISOString()));
}

export const chainError = (chain: TransferChain): string | null => messageOf(() => checkedTransferChain(chain));

/** The chain with `change` applied; only a bank holder keeps a capogruppo (the domain's rule), and none is left out. */
export const changedChain = (chain: TransferChain, change: Partial<TransferChain>): TransferChain => {
  const { capogruppo, ...next } = { ...chain, ...change };
  return next.holder === 'banca' && capogruppo !== undefined ? { ...next, capogruppo } : next;
};

/** Who could buy the credit with this chain, shown live under the chain. */
export const chainBuyableBy = (type: string | undefined, chain: TransferChain): BuyableBy =>
  buyableBy(type && isCreditType(type) ? type : 'SUPERBONUS_110', chain);

/** The terms as the practice request sends them; Credito IVA sends no rate and an unstarted chain (its deed rules apply). */
export function toCreditTermsBody(type: string | undefined, rows: readonly RataRow[], chain: TransferChain): Pick<PracticeRequest, 'rate' | 'transferChain'> {
  if (!type || !isCreditType(type) || !hasSchedule(type)) return { rate: null, transferChain: unstartedChain() };
  return { rate: toRate(rows), transferChain: { ...chain } };
}

/** A practice's terms as the edit form's starting values. */
export function creditTermsOf(practice: Pick<PracticeResponse, 'rate' | 'transferChain'>): { rate: RataRow[]; transferChain: TransferChain } {
  return {
    rate: practice.rate.map((rata) => ({
      year: rata.year,
      amount: rata.amount,
      code: rata.code ?? '',
      ...(rata.spreadFrom === undefined ? {} : { spreadFrom: rata.spreadFrom }),
    })),
    transferChain: { ...practice.transferChain },
  };
}
