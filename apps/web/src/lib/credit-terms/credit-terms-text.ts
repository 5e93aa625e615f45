import { buyableByLabels, lastTransferDay, type BuyableBy, type RataStatus } from '@pratiche/domain';
import { formatEuro } from '../format';
import { formatItalianNumber } from '../italian-number';

/**
 * Issue 27's words for the credit's terms, shared by the seller's, the admin's and the buyer's screens.
 * Only what the marketplace tiles need lives here (the countdown and the chain are in their own modules),
 * so the listing's first screen does not load the schedule rules.
 */

export const rataStatusLabels: Readonly<Record<RataStatus, string>> = {
  disponibile: 'Disponibile',
  in_trattativa: 'In trattativa',
  ceduta: 'Ceduta',
  scaduta: 'Scaduta',
};

export const rataStatusColors: Readonly<Record<RataStatus, string>> = {
  disponibile: 'green',
  in_trattativa: 'gold',
  ceduta: 'blue',
  scaduta: 'red',
};

export const vatCreditYearsText = 'Credito IVA, atto notarile';
export const vatCreditNotice = 'Il Credito IVA si cede per atto notarile: nessuna rata';

/** The years the rate span, '2026–2029' (one year: '2026'); Credito IVA has none and is sold by deed. */
export function rateYearsText(type: string, rate: readonly { year: number }[]): string {
  if (type === 'CREDITO_IVA') return vatCreditYearsText;
  if (rate.length === 0) return '—';
  const years = rate.map((r) => r.year);
  const first = Math.min(...years);
  const last = Math.max(...years);
  return first === last ? String(first) : `${first}–${last}`;
}

export const buyableByText = (value: BuyableBy): string => buyableByLabels[value];

/** 'Prezzo per 100 € di credito: 87,00 €'. */
export const pricePer100Text = (value: number): string => formatEuro(value);

/** '4,12 %'; null (it cannot be told) is '—'. */
export const impliedYieldText = (value: number | null): string => (value === null ? '—' : `${formatItalianNumber(value, 2, 2)} %`);

export const yieldNote = 'Stima basata sul prezzo e sulle scadenze delle rate: non è una promessa di rendimento.';

/** '2026-12-31' as '31/12/2026' (the ISO date as it is, no time zone shift). */
export function isoDateText(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

export const usableUntilText = (isoDate: string): string => `Utilizzabile entro ${isoDateText(isoDate)}`;

/** A rata still on sale past its 'Ultimo giorno utile per cedere' (`atRisk`). */
export const atRiskText = 'A rischio: cessione oltre il termine utile';

/**
 * Issue 47: an exclusivity or offer that ends after the 'Ultimo giorno utile per cedere' of some of
 * its rate (`rateEndingPastTransferDay`): closed after that day, the transfer may reach the buyer too
 * late to use them by 31 December.
 */
export const endsPastTransferDayText = (deal: "L'esclusiva termina" | "L'offerta scade", years: readonly number[]): string => {
  const rate = years.map((year) => `${year} (ultimo giorno utile ${isoDateText(lastTransferDay(year))})`).join(', ');
  return `${deal} dopo l'ultimo giorno utile per cedere ${years.length === 1 ? 'la rata' : 'le rate'} ${rate}: chiusa più tardi, la cessione potrebbe arrivare troppo tardi per usarl${years.length === 1 ? 'a' : 'e'} entro il 31 dicembre.`;
};
