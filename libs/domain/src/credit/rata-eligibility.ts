import type { BuyerQualification, PurchaseEligibility } from './buyer-qualification';
import { isRataExpired, type PracticeRata } from './credit-schedule';
import { creditMessages as m } from './credit.messages';
import { categoryFromChain, rataPurchaseEligibility, type SaleRoute } from './rata-category';
import { buyableByValues, maxQualifiedTransfers, type BuyableBy, type TransferChain } from './transfer-chain';

/** What the purchase rules read of a practice on sale: its rate, its chain, its seller, the rate (ids) a closing transferred. */
export type CreditOnSale = { rate: readonly PracticeRata[]; transferChain: TransferChain; sellerId: number; cededRate: readonly string[] };

/**
 * The buyer's correntista declaration for one deal (art. 121 c. 1 lett. a-b DL 34/2020 as amended
 * by art. 14 DL 50/2022 conv. L. 91/2022: a current account "con la banca stessa, ovvero con la
 * banca capogruppo"): `declared` is the bank's user id sent with this purchase or offer, `profile`
 * the one the buyer keeps on its profile (`PUT /api/user/buyer-kind`).
 */
export type CorrentistaDeclaration = { declared: number | null; profile: number | null };

export const noCorrentista: CorrentistaDeclaration = { declared: null, profile: null };

const refused = (cannotBuyReason: string): PurchaseEligibility => ({ canBuy: false, cannotBuyReason });

/**
 * The banks whose correntisti may buy on the correntista route: the selling bank itself and the
 * capogruppo its chain names ("con la banca stessa, ovvero con la banca capogruppo", art. 121 c. 1
 * DL 34/2020 as amended by art. 14 DL 50/2022 conv.). Not a sister bank of the group.
 */
export const correntistaBanks = (credit: Pick<CreditOnSale, 'sellerId' | 'transferChain'>): number[] =>
  credit.transferChain.capogruppo === undefined ? [credit.sellerId] : [credit.sellerId, credit.transferChain.capogruppo];

/**
 * The routes this deal tries, in order. A declaration sent with the deal names the route: the
 * correntista one, and only with the selling bank or its capogruppo. The profile's bank opens the
 * route as a fallback, after the ordinary one, when it is one of those two.
 */
const routesOf = (credit: CreditOnSale, correntista: CorrentistaDeclaration): SaleRoute[] | string => {
  const banks = correntistaBanks(credit);
  if (correntista.declared !== null) return banks.includes(correntista.declared) ? ['correntista'] : m.correntistaOfNotSeller;
  return correntista.profile !== null && banks.includes(correntista.profile) ? ['ordinaria', 'correntista'] : ['ordinaria'];
};

/** The rate still for sale at `at`: not expired, not ceduta, not non cedibile, not chosen for offset, something left. */
export const rataOnSale = (credit: Pick<CreditOnSale, 'rate' | 'cededRate'>, at: string): PracticeRata[] =>
  credit.rate.filter(
    (r) => !isRataExpired(r.year, at) && !credit.cededRate.includes(r.id) && r.category !== 'non_cedibile' && !r.offsetChosen && r.residualAmount > 0,
  );

/**
 * Whether this buyer may buy the practice on sale (its base access, an exclusivity, an offer): some
 * rata still for sale admits the buyer on a route of this deal, by the rules of rata-category.ts
 * (its Piattaforma category with the declared chain, the buyer's kind and route). A credit without
 * rate (Credito IVA, transferred by deed) is one sale in the category of its chain. The refusal
 * is the first rata's on the deal's first route, in Italian.
 */
export const creditPurchaseEligibility = (
  credit: CreditOnSale,
  buyer: BuyerQualification,
  correntista: CorrentistaDeclaration,
  at: string,
): PurchaseEligibility => {
  const { route: _route, ...eligibility } = creditSale(credit, buyer, correntista, at);
  return eligibility;
};

/**
 * The same decision with the route that admits the buyer (the first of the deal's routes, so the
 * ordinary one when both do): a deal admitted only as the profile bank's correntista is a
 * correntista deal, "senza facoltà di ulteriore cessione", and must record that bank.
 */
export const creditSale = (
  credit: CreditOnSale,
  buyer: BuyerQualification,
  correntista: CorrentistaDeclaration,
  at: string,
): PurchaseEligibility & { route: SaleRoute | null } => {
  if (buyer.kind === 'pa') return { ...refused(m.publicAdministration), route: null };
  const routes = routesOf(credit, correntista);
  if (typeof routes === 'string') return { ...refused(routes), route: null };
  const categories = credit.rate.length === 0 ? [categoryFromChain(credit.transferChain)] : rataOnSale(credit, at).map((r) => r.category);
  if (categories.length === 0) return { ...refused(m.nobodyMayBuy), route: null };
  const decisions = routes.flatMap((route) =>
    categories.map((category) => ({ ...rataPurchaseEligibility({ category, chain: credit.transferChain, sellerKind: null, buyer, route }), route })),
  );
  const admitted = decisions.find((decision) => decision.canBuy);
  return admitted ?? { ...decisions[0]!, route: null };
};

/** A chain whose next buyer is each `buyableBy` value, for reading that value on the ordinary route. */
const chainOf: Readonly<Record<BuyableBy, TransferChain>> = {
  chiunque: { freeTransferUsed: false, qualifiedTransfers: 0, holder: 'beneficiario' },
  qualificati: { freeTransferUsed: true, qualifiedTransfers: 0, holder: 'impresa' },
  correntisti: { freeTransferUsed: true, qualifiedTransfers: maxQualifiedTransfers, holder: 'banca' },
  nessuno: { freeTransferUsed: true, qualifiedTransfers: maxQualifiedTransfers, holder: 'assicurazione' },
};

/**
 * The `buyableBy` values whose credits this buyer may buy on the ordinary route, by the rules of
 * rata-category.ts: what 'Solo crediti che posso acquistare' filters on, with the correntista route
 * added by the page for the bank the buyer keeps on its profile.
 */
export const buyableValuesFor = (buyer: BuyerQualification): BuyableBy[] =>
  buyableByValues.filter((value) => {
    const chain = chainOf[value];
    return rataPurchaseEligibility({ category: categoryFromChain(chain), chain, sellerKind: null, buyer, route: 'ordinaria' }).canBuy;
  });
