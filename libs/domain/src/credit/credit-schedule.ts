import type { CreditType, SaleStatus } from '../shared/catalogue';
import { toCents } from '../shared/cents';
import { endOfUseInstant, italianDay, italianYear } from './italian-calendar';
import { isRataAtRisk, lastTransferDay } from './platform-timings';
import type { RataCategory } from './rata-category';
import { lastRataYear } from './rata-year-bounds';

/**
 * The credit's annual instalments (rate), art. 121 DL 34/2020: each rata is used in its year,
 * carries the identifying code the Agenzia delle Entrate gives it, is transferred whole, and is
 * lost if not used by 31 December of its year. `spreadFrom` marks a quota of the ten-year spread of
 * the residual of the original rata of that year (art. 9 c. 4 DL 176/2022, declared-schedule.ts): it
 * can share its year with an original rata; absent on an original rata.
 */
export type Rata = { year: number; amount: number; code: string | null; spreadFrom?: number };

/**
 * A practice's rata with the facts the Piattaforma Cessione Crediti shows of it (guide "La cessione
 * dei crediti", agenziaentrate.gov.it): its id (stable, unique within the practice: `rataId`),
 * its category (rata-category.ts), the residual amount still usable, and whether the holder
 * communicated the irrevocable choice to offset it in F24 (Provv. AdE 10/06/2022: then it is no
 * longer for sale).
 */
export type PracticeRata = Rata & { id: string; category: RataCategory; residualAmount: number; offsetChosen: boolean };

/**
 * A rata's id: its year for an original rata (one per year, art. 121 c. 3 DL 34/2020), so ids
 * recorded before spreads existed stay valid; '{year}-R{spreadFrom}' for a quota of a spread.
 */
export const rataId = (year: number, spreadFrom?: number): string => (spreadFrom === undefined ? String(year) : `${year}-R${spreadFrom}`);

/** The Piattaforma's facts of a rata the seller declared only by year, amount, code (and spread): whole, not chosen for offset. */
export const withRataFacts = (rate: readonly Rata[], category: RataCategory): PracticeRata[] =>
  rate.map(({ year, amount, code, spreadFrom }) => ({
    id: rataId(year, spreadFrom),
    year,
    amount,
    code,
    ...(spreadFrom === undefined ? {} : { spreadFrom }),
    category,
    residualAmount: amount,
    offsetChosen: false,
  }));

/** How a rata is named to people: its year, and for a spread's quota the rata it comes from. */
export const rataLabel = ({ year, spreadFrom }: Pick<Rata, 'year' | 'spreadFrom'>): string =>
  spreadFrom === undefined ? String(year) : `${year} (ripartizione della rata ${spreadFrom})`;

/** `rataLabel` of a rata named by its id, as deals and declarations record rate: '2027-R2026' reads '2027 (ripartizione della rata 2026)'. */
export const rataLabelOfId = (id: string): string => {
  const quota = /^(\d{4})-R(\d{4})$/.exec(id);
  return quota ? rataLabel({ year: Number(quota[1]), spreadFrom: Number(quota[2]) }) : id;
};

/** Rata ids as one list people read: '2026, 2027 (ripartizione della rata 2026)'. */
export const rataLabelsOfIds = (ids: readonly string[]): string => ids.map(rataLabelOfId).join(', ');

export const rataStatuses = ['disponibile', 'in_trattativa', 'ceduta', 'scaduta'] as const;
export type RataStatus = (typeof rataStatuses)[number];

/**
 * A rata as the reads show it, its status read at the time of the request; `lastTransferDay`, the
 * 'Ultimo giorno utile per cedere' (platform-timings.ts), and `atRisk`, a rata still on sale past it.
 */
export type RataView<R extends Rata = Rata> = R & { status: RataStatus; usableUntil: string; lastTransferDay: string; atRisk: boolean };

/** The usual number of annual instalments per credit type: what the form proposes. CREDITO_IVA has none. */
export const usualInstalments: Readonly<Record<CreditType, number>> = {
  SUPERBONUS_110: 4,
  SISMA_BONUS: 5,
  BONUS_FACCIATE: 10,
  BONUS_PATRIMONIO: 10,
  CREDITO_IVA: 0,
};

export const scheduleLimits = { maxRate: 10, codePattern: /^[A-Z0-9]{1,40}$/ } as const;

/** Credito IVA is transferred by notarial deed as a single amount: it has no rate. */
export const hasSchedule = (type: CreditType): boolean => usualInstalments[type] > 0;

/**
 * An equal split of `amount` over `count` consecutive years from `year`, to the cent; the cents
 * that do not divide evenly go to the first rata, so the rate always add up to the amount.
 */
export const splitEqually = (year: number, amount: number, count: number): Rata[] => {
  const cents = toCents(amount);
  const share = Math.floor(cents / count);
  return Array.from({ length: count }, (_, index) => ({
    year: year + index,
    amount: (index === 0 ? cents - share * (count - 1) : share) / 100,
    code: null,
  }));
};

/**
 * What the practice form proposes for a type: the usual number of equal rate, none for
 * CREDITO_IVA; never a rata past the last year its bonus allows (`lastRataYear`, with its sources):
 * then fewer rate, down to one.
 */
export const proposeSchedule = (type: CreditType, year: number, amount: number): Rata[] => {
  if (!hasSchedule(type)) return [];
  const last = lastRataYear(type) ?? year;
  return splitEqually(year, amount, Math.max(1, Math.min(usualInstalments[type], last - year + 1)));
};

/** The schedule of a practice recorded without one: a single rata in its year (none for CREDITO_IVA). */
export const defaultSchedule = (type: CreditType, year: number, amount: number): Rata[] => (hasSchedule(type) ? [{ year, amount, code: null }] : []);

/** One canonical form for codes: trimmed, upper case; blank is no code. */
export const canonicalRataCode = (code: string | null | undefined): string | null => code?.trim().toUpperCase() || null;

/** Every rata carries its code: what approval asks of a schedule the seller declared. */
export const scheduleHasAllCodes = (rate: readonly Rata[]): boolean => rate.every((r) => r.code !== null);

/** 31 December of the rata's year, the last day it can be used (ISO date). */
export const usableUntil = (year: number): string => `${year}-12-31`;

/** A rata is lost once its 31 December has passed in Italy. */
export const isRataExpired = (year: number, at: string): boolean => italianYear(at) > year;

/** Whether the rate run out: true when the practice has rate and every one is expired at `at`. */
export const allRataExpired = (rate: readonly Rata[], at: string): boolean => {
  const thisYear = italianYear(at);
  return rate.length > 0 && rate.every((r) => r.year < thisYear);
};

/** The sale state a rata not yet ceduta inherits from its practice. */
export type PracticeSaleState = SaleStatus;

/**
 * Each rata's status at `at`: ceduta once a closing transferred it (issue 29); otherwise an
 * expired rata is scaduta at once, with no job to wait for; otherwise the practice's sale state,
 * except that while the practice is in trattativa only the rate a running exclusivity holds are
 * (`heldRate`, rata ids, issue 45: the others stay disponibile); without `heldRate` every rata is.
 */
export const rataViews = <R extends PracticeRata>(
  rate: readonly R[],
  saleStatus: PracticeSaleState,
  at: string,
  cededRate: readonly string[] = [],
  heldRate?: readonly string[],
): RataView<R>[] => {
  const thisYear = italianYear(at);
  const status = ({ id, year }: R): RataStatus => {
    if (cededRate.includes(id)) return 'ceduta';
    if (year < thisYear) return 'scaduta';
    if (saleStatus === 'in_trattativa' && heldRate && !heldRate.includes(id)) return 'disponibile';
    return saleStatus === 'chiusa' ? 'ceduta' : saleStatus;
  };
  const today = italianDay(at);
  return rate.map((r) => {
    const rataStatus = status(r);
    const onSale = rataStatus === 'disponibile' || rataStatus === 'in_trattativa';
    return {
      ...r,
      usableUntil: usableUntil(r.year),
      lastTransferDay: lastTransferDay(r.year),
      atRisk: onSale && isRataAtRisk(r.year, today),
      status: rataStatus,
    };
  });
};

/**
 * Face value still for sale at `at`: the rate neither expired nor ceduta, or the whole amount
 * for a credit without rate (CREDITO_IVA).
 */
export const availableFaceValue = (amount: number, rate: readonly PracticeRata[], at: string, cededRate: readonly string[] = []): number => {
  if (rate.length === 0) return amount;
  const thisYear = italianYear(at);
  return rate.reduce((cents, r) => (r.year < thisYear || cededRate.includes(r.id) ? cents : cents + toCents(r.amount)), 0) / 100;
};

/**
 * The face value of the rate not yet lost in each Italian year from `fromYear` to the last rata's
 * year: element i is what is left in `fromYear + i` (a rata is lost after its year, art. 121 c. 3
 * DL 34/2020). Time-independent, so a read model keeps it and a listing picks the year it is in.
 */
export const unexpiredFaceValueByYear = (fromYear: number, rate: readonly Rata[]): number[] => {
  const lastYear = Math.max(fromYear - 1, ...rate.map((r) => r.year));
  return Array.from(
    { length: lastYear - fromYear + 1 },
    (_, i) => rate.reduce((cents, r) => (r.year < fromYear + i ? cents : cents + toCents(r.amount)), 0) / 100,
  );
};

/** Milliseconds from `at` to the end of the rata's 31 December: the detail dialog's countdown. */
export const msUntilEndOfUse = (year: number, at: string): number => Math.max(0, endOfUseInstant(year) - Date.parse(at));

/** A code shown to someone who may not read it: that it exists, not what it is. */
export const maskRataCode = (code: string | null): string | null => (code === null ? null : '••••••••');
