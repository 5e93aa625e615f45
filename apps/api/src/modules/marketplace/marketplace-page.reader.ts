import { Inject, Injectable } from '@nestjs/common';
import type { MarketplacePageItem, MarketplacePageRequest, MarketplacePageResponse } from '@pratiche/contracts';
import { italianYear, netPrice } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../infrastructure/clock/clock';
import type { Database } from '../../infrastructure/database/database';
import { DATABASE } from '../../infrastructure/database/database.tokens';
import type { MarketplaceCaller } from './marketplace-caller';
import { COUNTS_SELECT, filterConditions, FROM_LISTING, orderBy, pageStatement, tabCondition } from './marketplace-page.sql';
import { toMarketplacePractice, type MarketplaceRow } from './marketplace.reader';

type PageRow = MarketplaceRow & { societari_count: number; fiscali_count: number };
type CountsRow = {
  total: number;
  disponibili: number;
  acquistate: number;
  in_trattativa: number;
  cedute: number;
  total_value: string | number;
  average_discount: string | number;
};

const toItem = (r: PageRow, now: Date, caller: MarketplaceCaller): MarketplacePageItem => {
  const practice = toMarketplacePractice(r, now, caller);
  return {
    ...practice,
    netPrice: netPrice(practice.amount, practice.discount),
    listedAt: practice.approvedAt,
    documentCounts: { societari: r.societari_count, fiscali: r.fiscali_count },
    reservedUntil: practice.isExclusiveHolder ? null : practice.exclusiveUntil,
  };
};

/** The marketplace page (issue 26): the listing of `MarketplaceReader.listing`, paged, sorted, filtered and counted in SQL. */
@Injectable()
export class MarketplacePageReader {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async page(caller: MarketplaceCaller, request: MarketplacePageRequest): Promise<MarketplacePageResponse> {
    const now = this.clock();
    const params: unknown[] = [caller.id, now, italianYear(now.toISOString())];
    const where = [FROM_LISTING, ...filterConditions(request, params, caller)].join(' AND ');
    const inTab = request.tab ? ` AND ${tabCondition[request.tab]}` : '';
    const pageParams = [...params, request.pageSize, (request.page - 1) * request.pageSize];
    const limit = `LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
    // Two statements on two pool connections at once: the page reads 12 index entries, the counts every filtered row.
    const [counts, page] = await Promise.all([
      this.db.query<CountsRow>(`${COUNTS_SELECT} ${where}`, params),
      this.db.query<PageRow>(
        pageStatement(`${where}${inTab}`, (table) => orderBy(request, table), limit),
        pageParams,
      ),
    ]);
    const c = counts.rows[0]!;
    const tabCounts = { disponibili: c.disponibili, acquistate: c.acquistate, in_trattativa: c.in_trattativa, cedute: c.cedute };
    return {
      items: page.rows.map((r) => toItem(r, now, caller)),
      total: request.tab ? tabCounts[request.tab] : c.total,
      page: request.page,
      pageSize: request.pageSize,
      counts: tabCounts,
      summary: { total: c.total, available: c.disponibili, totalValue: Number(c.total_value), averageDiscount: Number(c.average_discount) },
    };
  }
}
