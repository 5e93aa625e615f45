import type { ClosingResponse, OfferResponse, RataResponse } from '@pratiche/contracts';
import { offerLimits, pricePer100, rataLabelsOfIds, type NegotiationParty } from '@pratiche/domain';
import { parseAmountInput } from '../../lib/amount-input';
import { formatEuro } from '../../lib/format';

/**
 * The negotiation panel's words and sums (issue 29), kept out of the components so they are
 * tested alone. The reader is a party: the seller on its practice page, the buyer on its
 * exclusive practice; a seller never reads the buyer's company name, only 'Cessionario'.
 */

const HOUR_MS = 3_600_000;
const partyNames: Readonly<Record<NegotiationParty, string>> = { seller: 'Cedente', buyer: 'Cessionario' };

/** Who made an offer, as the reader sees it: 'Tu' for its own, else the other party's role. */
export function offerAuthorLabel(offer: Pick<OfferResponse, 'userId' | 'buyerId'>, reader: NegotiationParty): string {
  const author: NegotiationParty = offer.userId === offer.buyerId ? 'buyer' : 'seller';
  return author === reader ? 'Tu' : partyNames[author];
}

/**
 * An amount typed the Italian way ('40.000,50', '40000,5', '40000'): dots group thousands, the
 * comma marks the cents (at most two); null when it is not such a figure.
 */
export function parseOfferAmount(text: string | null | undefined): number | null {
  const value = (text ?? '').replace(/\s|€/g, '');
  if (!/^(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$/.test(value)) return null;
  return parseAmountInput(value);
}

/** The price per 100 euro of face value (the domain's figure); null while either figure is missing. */
export function offerPricePer100(amount: number | null | undefined, faceValue: number): number | null {
  return !amount || amount <= 0 || faceValue <= 0 ? null : pricePer100(faceValue, amount);
}

/** '87,00 € ogni 100 € di credito', or a dash while it cannot be told. */
export const pricePer100Text = (value: number | null): string => (value === null ? '—' : `${formatEuro(value)} ogni 100 € di credito`);

/** The rate an offer may cover: neither ceduta nor scaduta (the domain refuses them). */
export const offerableRate = (rate: readonly RataResponse[]): RataResponse[] => rate.filter((rata) => rata.status !== 'ceduta' && rata.status !== 'scaduta');

/** 'Rate 2026, 2027' or 'Intero credito' (Credito IVA has no rate), from rata ids: a spread's quota reads with the rata it comes from. */
export const coveredRateText = (ids: readonly string[]): string =>
  ids.length === 0 ? 'Intero credito' : `${ids.length === 1 ? 'Rata' : 'Rate'} ${rataLabelsOfIds(ids)}`;

/** The latest an offer may expire, and its default: 48 hours from now, never after the exclusivity ends. */
export function offerExpiryBounds(now: Date, exclusiveUntil: string | null): { max: Date | null; initial: Date } {
  const max = exclusiveUntil === null ? null : new Date(exclusiveUntil);
  const byDefault = new Date(now.getTime() + offerLimits.defaultExpiryHours * HOUR_MS);
  return { max, initial: max !== null && max < byDefault ? max : byDefault };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A date as a `datetime-local` input shows it: local time, to the minute. */
export const toLocalInputValue = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** A `datetime-local` value back to the ISO instant the API takes; null when empty or not a date. */
export function fromLocalInputValue(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = new Date(value).getTime();
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}

/** The offers in the order they were made, each answer after what it answers. */
export const offerThread = (offers: readonly OfferResponse[]): OfferResponse[] =>
  [...offers].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id);

/** Who must act next on a closing, from the reader's side; null once it ended. */
export function closingTurnText(closing: Pick<ClosingResponse, 'status' | 'nextActor'>, reader: NegotiationParty): string | null {
  if (closing.status !== 'open' || closing.nextActor === null) return null;
  if (closing.nextActor === reader) return 'Tocca a te';
  return closing.nextActor === 'seller' ? 'In attesa del cedente' : 'In attesa del cessionario';
}

/**
 * The closings the panel shows: every open one (several buyers close on different rate side by
 * side, issue 45), else the latest that ended.
 */
export function shownClosings(closings: readonly ClosingResponse[]): ClosingResponse[] {
  const open = closings.filter((closing) => closing.status === 'open');
  if (open.length > 0) return open;
  return [...closings].sort((a, b) => Date.parse(b.openedAt) - Date.parse(a.openedAt)).slice(0, 1);
}

/** The rate an offer may cover (issue 45): those of the holder's own exclusivity, when the reader holds one. */
export const offerableRata = (rata: { id: string; status: string }, heldRate: readonly string[] | null): boolean =>
  rata.status !== 'ceduta' && rata.status !== 'scaduta' && (heldRate === null || heldRate.includes(rata.id));
