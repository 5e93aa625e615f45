import { hasWholeCents, toCents } from '../shared/cents';
import { validationError } from '../shared/domain-error';
import { formatEuroAmount } from '../shared/italian-figures';
import { italianYear } from './italian-calendar';

/**
 * A buyer's offset capacity (issue 47): how much it expects to pay in F24 in each year, so how
 * much of the rate of that year it can really use. A rata is used only in its own year; "la quota
 * di credito d'imposta non utilizzata nell'anno non può essere utilizzata negli anni successivi, e
 * non può essere richiesta a rimborso" (art. 121 c. 3 DL 34/2020), so what is bought beyond the
 * year's F24 debits is lost unless it is transferred again. The F24 ceilings of art. 34 L. 388/2000
 * and art. 31 DL 78/2010 do not apply to these credits (same comma), so the buyer's own debits are
 * the only bound. Declared by the buyer; years without a declaration are never flagged.
 */
export type OffsetCapacityYear = { year: number; amount: number };

/** What a year's rate come to against its capacity, when they pass it. */
export type OffsetCapacityExcess = { year: number; capacity: number; total: number };

/** The years a declaration may name: this one (in Rome) and the ten after it, the longest spread of rate the law makes (art. 9 c. 4 DL 176/2022). */
export const offsetCapacityYearsAhead = 10;

const maxAmount = 100_000_000_000;

export const offsetCapacityMessages = {
  years: (from: number, to: number) => `Indica anni dal ${from} al ${to}, ciascuno una sola volta`,
  amount: 'Indica un importo in euro tra 0 e 100.000.000.000, con al massimo due decimali',
  invalid: 'Capacità di compensazione non valida: indica per ogni anno un importo in euro',
  buyersOnly: 'Solo un cessionario dichiara la capacità di compensazione',
  saved: 'Capacità di compensazione salvata',
} as const;

/**
 * The declaration as the buyer may give it at `at`: whole years from this one to ten after, each
 * once, amounts in euro with cents; sorted by year. An empty list withdraws the declaration.
 */
export const checkedOffsetCapacity = (years: readonly OffsetCapacityYear[], at: string): OffsetCapacityYear[] => {
  const from = italianYear(at);
  const to = from + offsetCapacityYearsAhead;
  const seen = new Set<number>();
  for (const { year, amount } of years) {
    if (!Number.isInteger(year) || year < from || year > to || seen.has(year)) throw validationError(offsetCapacityMessages.years(from, to));
    seen.add(year);
    if (!Number.isFinite(amount) || amount < 0 || amount > maxAmount || !hasWholeCents(amount)) {
      throw validationError(offsetCapacityMessages.amount);
    }
  }
  return [...years].sort((a, b) => a.year - b.year).map(({ year, amount }) => ({ year, amount }));
};

/** Whether two declarations say the same: then nothing is recorded again. */
export const sameOffsetCapacity = (a: readonly OffsetCapacityYear[], b: readonly OffsetCapacityYear[]): boolean =>
  a.length === b.length && a.every((y, i) => y.year === b[i]!.year && toCents(y.amount) === toCents(b[i]!.amount));

/**
 * The declared years whose rate, those held plus those about to be bought or offered, pass the
 * capacity; to the cent. Rate of an undeclared year are not flagged.
 */
export const offsetCapacityExcess = (
  capacity: readonly OffsetCapacityYear[],
  ...rateGroups: readonly (readonly { year: number; amount: number }[])[]
): OffsetCapacityExcess[] => {
  const totals = new Map<number, number>();
  for (const rata of rateGroups.flat()) totals.set(rata.year, (totals.get(rata.year) ?? 0) + toCents(rata.amount));
  return capacity
    .filter(({ year, amount }) => (totals.get(year) ?? 0) > toCents(amount))
    .map(({ year, amount }) => ({ year, capacity: amount, total: totals.get(year)! / 100 }));
};

/** The warning before a purchase or an offer, or on 'I miei crediti': each year past its capacity, in words. */
export const offsetCapacityWarning = (excess: readonly OffsetCapacityExcess[]): string =>
  `Oltre la capacità di compensazione dichiarata: ${excess
    .map(({ year, capacity, total }) => `${year}, ${formatEuroAmount(total)} di rate su ${formatEuroAmount(capacity)}`)
    .join('; ')}. La quota non utilizzata nell'anno è persa (art. 121 c. 3 D.L. 34/2020).`;
