import { buyerKindLabels, qualifiedBuyerKinds, type BuyerKind, type BuyerQualification, type PurchaseEligibility } from './buyer-qualification';
import { creditMessages as m } from './credit.messages';
import { maxQualifiedTransfers, type TransferChain } from './transfer-chain';

/**
 * A rata's transfer category as the Agenzia delle Entrate's Piattaforma Cessione Crediti shows it
 * (guide "La cessione dei crediti", agenziaentrate.gov.it/portale/web/guest/la-cessione-crediti:
 * credits "cedibili a chiunque", "cedibili solo a soggetti qualificati", "cedibili una sola
 * volta", whose buyer may only offset them, and non cedibili). The register, not the seller's
 * declared chain, is the source of truth; the chain only adds what the category cannot tell.
 */
export const rataCategories = ['chiunque', 'qualificati', 'una_sola_volta', 'non_cedibile'] as const;
export type RataCategory = (typeof rataCategories)[number];

export const rataCategoryLabels: Readonly<Record<RataCategory, string>> = {
  chiunque: 'Cedibile a chiunque',
  qualificati: 'Cedibile solo a soggetti qualificati',
  una_sola_volta: 'Cedibile una sola volta',
  non_cedibile: 'Non cedibile',
};

export const isRataCategory = (value: unknown): value is RataCategory => (rataCategories as readonly unknown[]).includes(value);

/**
 * How a rata is sold: `ordinaria` under its category, or `correntista`, the bank's route of art.
 * 121 c. 1 lett. a) and b) DL 34/2020 as amended by art. 14 DL 50/2022 conv. L. 91/2022 (from
 * 16/07/2022): "alle banche, ovvero alle società appartenenti ad un gruppo bancario iscritto
 * all'albo di cui all'articolo 64 del d.lgs. n. 385/1993, è sempre consentita la cessione a favore
 * di soggetti diversi dai consumatori o utenti ... che abbiano stipulato un contratto di conto
 * corrente con la banca stessa, ovvero con la banca capogruppo, senza facoltà di ulteriore
 * cessione" (ius.giuffrefl.it 18/07/2022, blog.blumatica.it 08/07/2022, bcinformation.it).
 * "Sempre" is at any point of the chain, not only after the third qualified transfer.
 */
export const saleRoutes = ['ordinaria', 'correntista'] as const;
export type SaleRoute = (typeof saleRoutes)[number];

/** Kinds that may sell on the correntista route: banks and banking-group companies (art. 121 c. 1, as above). */
export const correntistaSellerKinds: readonly BuyerKind[] = ['banca', 'gruppo_bancario'];

/**
 * One sale of a rata: its category on the Piattaforma, the declared chain, the holder's kind
 * (the seller; a bank holder of the chain reads 'banca'), the buyer, and the route. On the
 * correntista route the buyer declares, per deal, that it holds a current account with the
 * selling bank or its parent (`correntistaOf`), and the closing confirms it.
 */
export type RataSale = {
  category: RataCategory;
  chain: TransferChain;
  sellerKind: BuyerKind | null;
  buyer: BuyerQualification;
  route: SaleRoute;
};

const allowed: PurchaseEligibility = { canBuy: true, cannotBuyReason: null };
const refused = (cannotBuyReason: string): PurchaseEligibility => ({ canBuy: false, cannotBuyReason });

/** The seller's kind, else read from the chain's holder (only 'banca' maps to a correntista seller). */
const sellerMaySellToAccountHolders = (sale: RataSale) =>
  correntistaSellerKinds.includes(sale.sellerKind ?? (sale.chain.holder === 'banca' ? 'banca' : 'impresa'));

/**
 * After the third qualified transfer the ordinary route is closed (art. 121 c. 1 lett. a-b: "due
 * ulteriori cessioni" to qualified parties after the first, as amended by DL 50/2022 conv.; the
 * Piattaforma and this product count the three transfers to qualified parties after the free one).
 */
const ordinaryRouteClosed = (chain: TransferChain) => chain.freeTransferUsed && chain.qualifiedTransfers >= maxQualifiedTransfers;

/** The buyers a category admits on the ordinary route; a chain already past its free transfer admits only qualified ones. */
const ordinaryEligibility = (sale: RataSale): PurchaseEligibility => {
  const { category, chain, buyer } = sale;
  if (ordinaryRouteClosed(chain)) return refused(m.onlyBankAccountHolders);
  // The stricter of register and chain: a rata the Piattaforma reads 'chiunque' whose chain already
  // used its free transfer goes to qualified parties only.
  const needsQualified = category === 'qualificati' || (category === 'chiunque' && chain.freeTransferUsed);
  if (!needsQualified) return allowed;
  if (!qualifiedBuyerKinds.includes(buyer.kind)) return refused(m.onlyQualified);
  return buyer.verified ? allowed : refused(m.notYetVerified(buyerKindLabels[buyer.kind]));
};

/**
 * Whether this buyer may buy the rata on this route, and if not, why, in Italian.
 * - Public administrations buy nothing: art. 121 c. 1-quinquies, added by DL 11/2023 art. 1.
 * - A 'non cedibile' rata is sold to nobody, on any route (the Piattaforma refuses the transfer).
 * - The correntista route: a bank or banking-group company seller, any buyer that is not a
 *   consumer (every buyer kind of this marketplace is a business), at any point of the chain.
 * - The ordinary route: 'chiunque' and 'una_sola_volta' admit anyone; 'qualificati' admits verified
 *   banks, 106-TUB intermediaries, banking-group companies and insurers; closed after the third
 *   qualified transfer, when the correntista route is the only one left.
 */
export const rataPurchaseEligibility = (sale: RataSale): PurchaseEligibility => {
  if (sale.buyer.kind === 'pa') return refused(m.publicAdministration);
  if (sale.category === 'non_cedibile') return refused(m.rataNotTransferable);
  if (sale.route === 'correntista') return sellerMaySellToAccountHolders(sale) ? allowed : refused(m.correntistaNeedsBankSeller);
  return ordinaryEligibility(sale);
};

/** The routes open to this buyer on this rata: what the purchase and offer forms offer. */
export const openSaleRoutes = (sale: Omit<RataSale, 'route'>): SaleRoute[] => saleRoutes.filter((route) => rataPurchaseEligibility({ ...sale, route }).canBuy);

/**
 * The rata's category after a transfer, for the buyer's holding.
 * - Correntista route: "senza facoltà di ulteriore cessione" (art. 121 c. 1, as above): non cedibile.
 * - 'una_sola_volta': its one transfer is used: non cedibile.
 * - A buyer bound by the 75 rule (DL 39/2024, rule-75.ts): the six new rate "non possono costituire
 *   oggetto di cessione": non cedibile.
 * - The free first transfer: later transfers go to qualified parties only.
 * - A qualified transfer: still 'qualificati' while transfers are left; after the third only a bank
 *   or banking-group buyer may still sell (to its correntisti), anyone else holds it non cedibile.
 */
export const categoryAfterTransfer = (sale: Pick<RataSale, 'category' | 'chain' | 'route'> & { buyerKind: BuyerKind }, boundByRule75 = false): RataCategory => {
  const { category, chain, route, buyerKind } = sale;
  if (route === 'correntista' || boundByRule75 || category === 'una_sola_volta' || category === 'non_cedibile') return 'non_cedibile';
  if (!chain.freeTransferUsed) return 'qualificati';
  const lastQualified = chain.qualifiedTransfers + 1 >= maxQualifiedTransfers;
  return lastQualified && !correntistaSellerKinds.includes(buyerKind) ? 'non_cedibile' : 'qualificati';
};

/**
 * The category a rata reads from the declared chain alone, for rate recorded before categories
 * existed and for a schedule declared by year only (art. 121 c. 1 DL 34/2020 as amended by DL
 * 50/2022 conv., DL 176/2022 and DL 11/2023; the Piattaforma's categories as in the guide above):
 * - no transfer yet: the first transfer is free, 'chiunque';
 * - after the free transfer, while qualified transfers are left, and after the third one with a bank
 *   holding it (its correntista route stays open, the ordinary one is closed by the chain):
 *   'qualificati';
 * - after the third qualified transfer held by anyone but a bank: 'non_cedibile'.
 * Credito IVA has no rate (deed transfer to anyone): 'chiunque' where a category is asked of it.
 */
export const categoryFromChain = (chain: TransferChain): RataCategory => {
  if (!chain.freeTransferUsed) return 'chiunque';
  if (chain.qualifiedTransfers < maxQualifiedTransfers) return 'qualificati';
  return chain.holder === 'banca' ? 'qualificati' : 'non_cedibile';
};
