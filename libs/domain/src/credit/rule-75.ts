import type { CreditType } from '../shared/catalogue';
import type { BuyerKind } from './buyer-qualification';
import { splitEqually, type Rata } from './credit-schedule';

/**
 * The 75 rule, DL 29/03/2024 n. 39 as converted by L. 67/2024 (government amendment of May 2024):
 * from 2025 banks, banking-group companies and insurers "dovranno rateizzare i crediti in 6 rate
 * annuali di pari importo: «Le rate dei crediti risultanti dalla nuova ripartizione non possono
 * essere cedute ad altri soggetti, oppure ulteriormente ripartite»", and "le norme non si applicano
 * a quelle società che hanno acquisito le rate dei crediti per un corrispettivo pari o superiore al
 * 75% dell'importo delle corrispondenti detrazioni" (open.online, 11/05/2024, quoting ANSA; also
 * ildenaro.it). The Gazzetta text is to be re-read before legal copy relies on it.
 */
export const rule75 = { thresholdPer100: 75, instalments: 6, fromYear: 2025 } as const;

/** The buyers it binds: the press names banks, their group companies and insurers; issue 45 adds 106-TUB intermediaries. */
export const rule75BuyerKinds: readonly BuyerKind[] = ['banca', 'intermediario', 'gruppo_bancario', 'assicurazione'];

/**
 * The credit types it covers. Barriere architettoniche 75% (art. 119-ter DL 34/2020) is covered by
 * the law but has no credit type in the spec's catalogue yet.
 */
export const rule75CreditTypes: readonly CreditType[] = ['SUPERBONUS_110', 'SISMA_BONUS'];

export type Rule75Purchase = { buyerKind: BuyerKind; type: CreditType; price: number; faceValue: number };

/** Strictly under 75 per 100 of face, compared in cents so that exactly 75 is not caught by rounding. */
const isUnderThreshold = (price: number, faceValue: number) => Math.round(price * 100) * 100 < Math.round(faceValue * 100) * rule75.thresholdPer100;

/** Whether buying these rate at this price binds the buyer to the six non-transferable rate. */
export const rule75Applies = ({ buyerKind, type, price, faceValue }: Rule75Purchase): boolean =>
  rule75BuyerKinds.includes(buyerKind) && rule75CreditTypes.includes(type) && faceValue > 0 && isUnderThreshold(price, faceValue);

/**
 * The schedule such a buyer uses: each rata of 2025 or later split into six equal annual rate from
 * its own year (the law says "in sei rate annuali di pari importo"; from which year the six start
 * is not in the texts found: its own year is assumed). Earlier rate keep their schedule. The rate
 * have no Piattaforma code yet, and several may fall in one year.
 */
export const rule75Schedule = (rate: readonly Rata[]): Rata[] =>
  rate.flatMap((r) => (r.year >= rule75.fromYear ? splitEqually(r.year, r.amount, rule75.instalments) : [{ ...r }]));

/** The schedule a purchase is used on: the 75 rule's when it applies, else the rate as they are. */
export const scheduleForPurchase = (purchase: Rule75Purchase, rate: readonly Rata[]): Rata[] =>
  rule75Applies(purchase) ? rule75Schedule(rate) : rate.map((r) => ({ ...r }));
