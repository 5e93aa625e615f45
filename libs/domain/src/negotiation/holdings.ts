import type { BuyerKind } from '../credit/buyer-qualification';
import { isRataExpired, usableUntil, type PracticeRata } from '../credit/credit-schedule';
import { rataTributeCode } from '../credit/declared-schedule';
import { pricePer100 } from '../credit/implied-yield';
import { categoryAfterTransfer, type RataCategory, type SaleRoute } from '../credit/rata-category';
import { rule75Applies, rule75Schedule } from '../credit/rule-75';
import type { TransferChain } from '../credit/transfer-chain';
import type { CreditType } from '../shared/catalogue';
import { toCents } from '../shared/cents';
import { conflict, notFound } from '../shared/domain-error';

/**
 * 'I miei crediti' (issue 45): what a buyer holds after a completed closing, one row per rata. The
 * transfer itself happens on the Agenzia's Piattaforma Cessione Crediti; this is the buyer's record
 * of it, with what the law makes of the rata in its hands (art. 121 DL 34/2020 as amended;
 * categoryAfterTransfer, rule-75.ts).
 */
export type Holding = {
  practiceId: number;
  offerId: number;
  rataId: string;
  year: number;
  amount: number;
  pricePaid: number;
  pricePer100: number;
  code: string | null;
  /** The F24 tribute code the buyer offsets the rata with; null for a Credito IVA and for the 75 rule's six rate. */
  tributeCode: string | null;
  usableUntil: string;
  offsetChosen: boolean;
  transferable: boolean;
  category: RataCategory;
  boundByRule75: boolean;
  acquiredAt: string;
  protocol: string;
};

/** The rata id of a Credito IVA holding: it has no rate, the whole credit is transferred (by deed). */
export const wholeCreditRataId = 'intero';

/**
 * A completed closing as the holdings read it: the covered rate (as the practice declares them),
 * the price, the credit's type and chain at the time, the route of the deal, the buyer's kind, and
 * the rata ids the buyer has since chosen to offset.
 */
export type CompletedDeal = {
  practiceId: number;
  offerId: number;
  type: CreditType;
  /** The practice's whole amount and year: a Credito IVA is held whole. */
  practiceAmount: number;
  practiceYear: number;
  /** The practice's tribute code, its rate's in F24 (null for a Credito IVA). */
  tributeCode: string | null;
  rate: readonly PracticeRata[];
  price: number;
  chain: TransferChain;
  route: SaleRoute;
  buyerKind: BuyerKind;
  offsetRataIds: readonly string[];
  completedAt: string;
  protocol: string;
};

/** `price` split over `amounts` by their share of the total, to the cent; the cents left over go to the first part. */
export const splitPrice = (price: number, amounts: readonly number[]): number[] => {
  const total = amounts.reduce((sum, amount) => sum + toCents(amount), 0);
  if (total === 0) return amounts.map(() => 0);
  const parts = amounts.map((amount) => Math.floor((toCents(price) * toCents(amount)) / total));
  parts[0] += toCents(price) - parts.reduce((sum, part) => sum + part, 0);
  return parts.map((cents) => cents / 100);
};

type HeldRata = { rataId: string; year: number; amount: number; code: string | null; tributeCode: string | null; category: RataCategory };

/**
 * The rate as the buyer holds them, each with the tribute code it is offset with in F24 (the
 * practice's: an annual rata keeps its credit's code, Ris. AdE 2023 on codes 7701-7739; a quota of
 * the ten-year spread the spread's, 7771 or 7772, art. 9 c. 4 DL 176/2022). Bound by
 * the 75 rule (DL 39/2024: a bank, intermediary or insurer buying Superbonus or Sismabonus under 75
 * per 100), each rata of 2025 or later becomes six equal annual rate with no Piattaforma code yet,
 * ids '{rata}-{n}', and no tribute code: the Agenzia gives the re-spread rate theirs, which the
 * product does not know.
 */
const heldRate = (deal: CompletedDeal, boundByRule75: boolean): HeldRata[] => {
  const { tributeCode } = deal;
  if (deal.rate.length === 0)
    return [{ rataId: wholeCreditRataId, year: deal.practiceYear, amount: deal.practiceAmount, code: null, tributeCode, category: 'chiunque' }];
  const whole = (rata: PracticeRata): HeldRata => ({
    rataId: rata.id,
    year: rata.year,
    amount: rata.amount,
    code: rata.code,
    tributeCode: rataTributeCode(deal.type, tributeCode, rata),
    category: rata.category,
  });
  if (!boundByRule75) return deal.rate.map(whole);
  return deal.rate.flatMap((rata) => {
    const schedule = rule75Schedule([rata]);
    if (schedule.length === 1) return [whole(rata)];
    return schedule.map((part, index) => ({
      rataId: `${rata.id}-${index + 1}`,
      year: part.year,
      amount: part.amount,
      code: null,
      tributeCode: null,
      category: rata.category,
    }));
  });
};

/** Each rata a completed closing gave the buyer, with its share of the price and whether it may be transferred again. */
export const holdingsOf = (deal: CompletedDeal): Holding[] => {
  const faceValue = deal.rate.length === 0 ? deal.practiceAmount : deal.rate.reduce((cents, r) => cents + toCents(r.amount), 0) / 100;
  const boundByRule75 = rule75Applies({ buyerKind: deal.buyerKind, type: deal.type, price: deal.price, faceValue });
  const rate = heldRate(deal, boundByRule75);
  const prices = splitPrice(
    deal.price,
    rate.map((r) => r.amount),
  );
  return rate.map((rata, index) => {
    const offsetChosen = deal.offsetRataIds.includes(rata.rataId);
    const category = categoryAfterTransfer({ category: rata.category, chain: deal.chain, route: deal.route, buyerKind: deal.buyerKind }, boundByRule75);
    return {
      practiceId: deal.practiceId,
      offerId: deal.offerId,
      rataId: rata.rataId,
      year: rata.year,
      amount: rata.amount,
      pricePaid: prices[index],
      pricePer100: pricePer100(rata.amount, prices[index]),
      code: rata.code,
      tributeCode: rata.tributeCode,
      usableUntil: usableUntil(rata.year),
      offsetChosen,
      // Chosen for offset, a rata "non sarà più cedibile" (guide to the Piattaforma, June 2022).
      transferable: category !== 'non_cedibile' && !offsetChosen,
      category,
      boundByRule75,
      acquiredAt: deal.completedAt,
      protocol: deal.protocol,
    };
  });
};

export type HoldingsYearTotal = { year: number; amount: number; pricePaid: number; offsetChosenAmount: number };

/** How much the buyer has to offset in each year, and how much of it is already chosen for offset; years in order. */
export const holdingTotalsByYear = (holdings: readonly Holding[]): HoldingsYearTotal[] => {
  const byYear = new Map<number, { amount: number; pricePaid: number; offsetChosenAmount: number }>();
  for (const h of holdings) {
    const total = byYear.get(h.year) ?? { amount: 0, pricePaid: 0, offsetChosenAmount: 0 };
    total.amount += toCents(h.amount);
    total.pricePaid += toCents(h.pricePaid);
    if (h.offsetChosen) total.offsetChosenAmount += toCents(h.amount);
    byYear.set(h.year, total);
  }
  return [...byYear.entries()]
    .sort(([a], [b]) => a - b)
    .map(([year, t]) => ({ year, amount: t.amount / 100, pricePaid: t.pricePaid / 100, offsetChosenAmount: t.offsetChosenAmount / 100 }));
};

export const holdingMessages = {
  notHeld: 'Rata non presente tra i tuoi crediti',
  offsetAlreadyChosen: 'Hai già comunicato la scelta di compensazione per questa rata',
  offsetExpired: (year: number) => `La rata ${year} è scaduta: non si può più compensare`,
  noRataChosen: 'Indica almeno una rata da utilizzare in compensazione',
} as const;

/**
 * The buyer's irrevocable choice to offset a rata in F24 (provvedimento del direttore dell'Agenzia
 * delle Entrate 10/06/2022 n. 202205: "la scelta irrevocabile di fruizione in compensazione, con
 * riferimento a ciascuna rata annuale", communicated on the Piattaforma after accepting the credit;
 * the rata is then no longer transferable): once per rata, only for a rata the buyer holds and only
 * up to the end of the rata's year. Returns the holding the choice is for.
 */
export const checkedOffsetChoice = (holdings: readonly Holding[], rataId: string, at: string): Holding => {
  const holding = holdings.find((h) => h.rataId === rataId);
  if (!holding) throw notFound(holdingMessages.notHeld);
  if (holding.offsetChosen) throw conflict(holdingMessages.offsetAlreadyChosen);
  if (isRataExpired(holding.year, at)) throw conflict(holdingMessages.offsetExpired(holding.year));
  return holding;
};
