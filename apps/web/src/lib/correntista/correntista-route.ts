import type { MarketplacePractice, RataResponse } from '@pratiche/contracts';
import { categoryFromChain, creditMessages, rataPurchaseEligibility, undeclaredBuyer } from '@pratiche/domain';

/** What the offer of the correntista declaration reads of a practice, as the marketplace and the buyer's reads carry it. */
export type CorrentistaPractice = {
  canBuy: boolean;
  cannotBuyReason: string | null;
  transferChain: MarketplacePractice['transferChain'];
  rate: Pick<RataResponse, 'category' | 'status' | 'offsetChosen' | 'residualAmount'>[];
};

/**
 * The categories still on sale, as the domain's `rataOnSale` reads them: the rate neither ceduta nor
 * scaduta (held ones too: their holder's offers need the route), not chosen for offset, something
 * left; the chain's for a credit without rate.
 */
const categoriesOnSale = ({ rate, transferChain }: CorrentistaPractice) =>
  rate.length === 0
    ? [categoryFromChain(transferChain)]
    : rate
        .filter((rata) => (rata.status === 'disponibile' || rata.status === 'in_trattativa') && !rata.offsetChosen && rata.residualAmount > 0)
        .map((rata) => rata.category);

/**
 * Issue 45: whether the buyer the listing refuses may declare, for this deal, a current account
 * with the selling bank or its capogruppo ('Correntista della banca cedente o della capogruppo'):
 * banks may transfer at any point of the chain to non-consumers "che abbiano stipulato un contratto
 * di conto corrente con la banca stessa, ovvero con la banca capogruppo" (art. 121 c. 1 DL 34/2020,
 * as amended by art. 14 DL 50/2022 conv. L. 91/2022). So: the credit's holder is a bank, some rata
 * on sale admits a business on that route (the domain's rule), and the buyer is not a public
 * administration (art. 121 c. 1-quinquies). The API decides again, with the bank named.
 */
export const correntistaRouteOffered = (practice: CorrentistaPractice): boolean =>
  !practice.canBuy &&
  practice.cannotBuyReason !== creditMessages.publicAdministration &&
  practice.transferChain.holder === 'banca' &&
  categoriesOnSale(practice).some(
    (category) => rataPurchaseEligibility({ category, chain: practice.transferChain, sellerKind: null, buyer: undeclaredBuyer(), route: 'correntista' }).canBuy,
  );
