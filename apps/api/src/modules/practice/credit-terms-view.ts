import type { RataResponse } from '@pratiche/contracts';
import {
  availableFaceValue,
  impliedAnnualYield,
  maskRataCode,
  netPrice,
  pricePer100,
  rataViews,
  type BuyableBy,
  type PracticeRata,
  type SaleStatus,
  type TransferChain,
} from '@pratiche/domain';
import { runningExclusivityOfRow, type ExclusivityOfRow } from './projections/practice-row';

/** The `practices_view` columns of a practice's credit terms (issue 27). */
export type CreditTermsRow = {
  amount: string | number;
  discount: string | number;
  rate: PracticeRata[];
  transfer_chain: TransferChain;
  buyable_by: BuyableBy;
  /** Years of the rate a completed closing transferred (issue 29). */
  ceded_rate: string[];
  /** The exclusivities recorded, each on its rate (issue 45). */
  exclusivities: ExclusivityOfRow[];
};

/** The rate (ids) the exclusivities running at `now` hold: those rate read in trattativa, the others disponibile (issue 45). */
export const heldRateAt = (exclusivities: readonly ExclusivityOfRow[], now: Date): string[] =>
  exclusivities.filter((e) => runningExclusivityOfRow([e], e.buyerId, now)).flatMap((e) => e.rate);

/**
 * The credit terms as every practice read answers them, at `now`: each rata's status (scaduta
 * from the day after its 31 December, with no job to wait for), the price per 100 euro, the
 * implied yield and the face value still usable (neither lost nor ceduta). `revealCodes` is for the owner, an admin and a
 * buyer with access; anyone else reads masked codes. `saleStatus` is the one read at `now`.
 */
export const creditTermsView = (row: CreditTermsRow, saleStatus: SaleStatus, now: Date, revealCodes: boolean) => {
  const at = now.toISOString();
  const amount = Number(row.amount);
  const price = netPrice(amount, Number(row.discount));
  const views = rataViews(row.rate, saleStatus, at, row.ceded_rate, heldRateAt(row.exclusivities, now));
  const rate: RataResponse[] = views.map((r) => (revealCodes ? r : { ...r, code: maskRataCode(r.code) }));
  return {
    rate,
    transferChain: row.transfer_chain,
    buyableBy: row.buyable_by,
    pricePer100: pricePer100(amount, price),
    impliedAnnualYield: impliedAnnualYield(price, row.rate, at),
    availableFaceValue: availableFaceValue(amount, row.rate, at, row.ceded_rate),
  };
};
