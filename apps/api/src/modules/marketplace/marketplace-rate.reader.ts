import { Inject, Injectable } from '@nestjs/common';
import type { ListedRataStatus, MarketplaceRata, MarketplaceRateRequest, MarketplaceRateResponse } from '@pratiche/contracts';
import {
  creditPurchaseEligibility,
  daysLeftToTransfer,
  isRataAtRisk,
  italianDay,
  italianYear,
  lastTransferDay,
  usableUntil,
  type AccessType,
  type CreditType,
  type PracticeRata,
  type RataCategory,
  type TransferChain,
} from '@pratiche/domain';
import { CLOCK, type Clock } from '../../infrastructure/clock/clock';
import type { Database } from '../../infrastructure/database/database';
import { DATABASE } from '../../infrastructure/database/database.tokens';
import type { MarketplaceCaller } from './marketplace-caller';
import { FROM_RATE, rateFilterConditions, rateOrderBy, ratePageStatement } from './marketplace-rate.sql';

type RataPageRow = {
  practice_id: number;
  rata_id: string;
  year: number;
  amount: number;
  residual_amount: number;
  category: RataCategory;
  user_id: number;
  type: CreditType;
  tribute_code: string | null;
  discount: number;
  price_per_100: number;
  status: ListedRataStatus;
  rate: PracticeRata[];
  transfer_chain: TransferChain;
  ceded_rate: string[];
  access_type: AccessType | null;
};

/**
 * Whether the caller may buy this rata: the purchase rule (`creditPurchaseEligibility`, art. 121
 * DL 34/2020 as amended) on the practice with this rata alone on sale, with the correntista bank
 * of the caller's profile.
 */
const eligibilityOf = (r: RataPageRow, rata: PracticeRata | undefined, caller: MarketplaceCaller, at: string) => {
  const credit = { rate: rata ? [rata] : [], transferChain: r.transfer_chain, sellerId: r.user_id, cededRate: r.ceded_rate };
  return creditPurchaseEligibility(credit, caller.qualification, { declared: null, profile: caller.correntistaOf }, at);
};

const toRata = (r: RataPageRow, caller: MarketplaceCaller, at: string, today: string): MarketplaceRata => {
  const rata = r.rate.find((candidate) => candidate.id === r.rata_id);
  return {
    practiceId: r.practice_id,
    rataId: r.rata_id,
    year: r.year,
    // A quota of a ten-year spread says which rata it comes from (issue 45), as the practice's schedule does.
    ...(rata?.spreadFrom === undefined ? {} : { spreadFrom: rata.spreadFrom }),
    amount: Number(r.amount),
    residualAmount: Number(r.residual_amount),
    category: r.category,
    status: r.status,
    pricePer100: Number(r.price_per_100),
    // A rata's price: its amount at the practice's price per 100, to the cent.
    price: Math.round(Number(r.amount) * Number(r.price_per_100)) / 100,
    daysLeft: daysLeftToTransfer(r.year, today),
    lastTransferDay: lastTransferDay(r.year),
    usableUntil: usableUntil(r.year),
    atRisk: isRataAtRisk(r.year, today),
    type: r.type,
    tributeCode: r.tribute_code,
    discount: Number(r.discount),
    accessType: r.access_type,
    ...eligibilityOf(r, rata, caller, at),
  };
};

/** The rate listing (issue 45): `rate_view`'s rows the caller sees, paged, sorted, filtered and counted in SQL. */
@Injectable()
export class MarketplaceRateReader {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async page(caller: MarketplaceCaller, request: MarketplaceRateRequest): Promise<MarketplaceRateResponse> {
    const at = this.clock().toISOString();
    const today = italianDay(at);
    const params: unknown[] = [caller.id, at, italianYear(at), today];
    const where = [FROM_RATE, ...rateFilterConditions(request, params, caller, today)].join(' AND ');
    const pageParams = [...params, request.pageSize, (request.page - 1) * request.pageSize];
    const limit = `LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
    // Two statements on two pool connections at once: the page reads 12 index entries, the count every filtered one.
    const [count, page] = await Promise.all([
      this.db.query<{ total: number }>(`SELECT count(*)::int AS total ${where}`, params),
      this.db.query<RataPageRow>(
        ratePageStatement(where, (table) => rateOrderBy(request, table), limit),
        pageParams,
      ),
    ]);
    return {
      items: page.rows.map((r) => toRata(r, caller, at, today)),
      total: count.rows[0]!.total,
      page: request.page,
      pageSize: request.pageSize,
    };
  }
}
