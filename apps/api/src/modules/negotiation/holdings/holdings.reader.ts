import { Inject, Injectable } from '@nestjs/common';
import type { HoldingResponse, HoldingsResponse } from '@pratiche/contracts';
import {
  creditTypes,
  holdingsOf,
  holdingTotalsByYear,
  offsetCapacityExcess,
  type BuyerKind,
  type CompletedDeal,
  type CreditType,
  type OffsetCapacityYear,
  type PracticeRata,
  type TransferChain,
} from '@pratiche/domain';
import type { Database } from '../../../infrastructure/database/database';
import { DATABASE } from '../../../infrastructure/database/database.tokens';

/** A completed closing of the buyer, with what its holdings are computed from. */
type DealRow = {
  offer_id: number;
  practice_id: number;
  amount: string | number;
  rate: string[];
  protocol: string;
  ended_at: Date | string;
  offset_rata_ids: string[];
  type: CreditType;
  practice_year: number;
  practice_amount: string | number;
  tribute_code: string | null;
  practice_rate: PracticeRata[];
  transfer_chain: TransferChain;
  correntista_of: number | null;
  buyer_kind: BuyerKind;
};

/**
 * One statement per read: the buyer's completed closings ($2 null: of every practice), each with
 * its practice (a deleted one drops out, as in every negotiation read), the route of its accepted
 * offer and the buyer's kind. Chain and kind are read as they are now, not as at the closing.
 */
const SELECT_DEALS = `SELECT c.offer_id, c.practice_id, c.amount, c.rate, c.protocol, c.ended_at, c.offset_rata_ids,
    p.type, p.year AS practice_year, p.amount AS practice_amount, p.tribute_code, p.rate AS practice_rate, p.transfer_chain,
    o.correntista_of, u.buyer_kind
  FROM closings_view c
  JOIN practices_view p ON p.id = c.practice_id
  JOIN offers_view o ON o.id = c.offer_id
  JOIN users_view u ON u.id = c.buyer_id
  WHERE c.status = 'completed' AND c.buyer_id = $1 AND ($2::int IS NULL OR c.practice_id = $2)`;

/** The closing as the domain reads it: the practice's rate it covered (by rata id), the price, the route of its offer. */
const dealOf = (r: DealRow): CompletedDeal => ({
  practiceId: r.practice_id,
  offerId: r.offer_id,
  type: r.type,
  practiceAmount: Number(r.practice_amount),
  practiceYear: r.practice_year,
  tributeCode: r.tribute_code,
  rate: r.practice_rate.filter((rata) => r.rate.includes(rata.id)),
  price: Number(r.amount),
  chain: r.transfer_chain,
  route: r.correntista_of === null ? 'ordinaria' : 'correntista',
  buyerKind: r.buyer_kind,
  offsetRataIds: r.offset_rata_ids,
  completedAt: new Date(r.ended_at).toISOString(),
  protocol: r.protocol,
});

/** As the detail dialogs title a practice. */
const practiceTitle = (r: DealRow) => `${creditTypes[r.type].label} ${r.practice_year} · Pratica #${r.practice_id}`;

const holdingsOfRow = (r: DealRow): HoldingResponse[] =>
  holdingsOf(dealOf(r)).map((holding) => ({ ...holding, practiceTitle: practiceTitle(r), creditType: r.type }));

/** By year, then practice, then rata ('2026-2' before '2026-10'). */
const byYearPracticeRata = (a: HoldingResponse, b: HoldingResponse) =>
  a.year - b.year || a.practiceId - b.practiceId || a.rataId.localeCompare(b.rataId, 'en', { numeric: true });

/**
 * 'I miei crediti' (issue 45): each rata a buyer acquired through a completed closing, read from
 * `closings_view` with `practices_view`, `offers_view` and `users_view`; the figures and the
 * category in the buyer's hands are the domain's (`holdingsOf`).
 */
@Injectable()
export class HoldingsReader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Every holding of the buyer, in order, with the totals per year against its declared offset capacity (issue 47). */
  async holdings(buyerId: number): Promise<HoldingsResponse> {
    const [items, offsetCapacity] = await Promise.all([this.read(buyerId, null), this.offsetCapacity(buyerId)]);
    const beyond = new Set(offsetCapacityExcess(offsetCapacity, items).map(({ year }) => year));
    const totalsByYear = holdingTotalsByYear(items).map((total) => ({
      ...total,
      offsetCapacity: offsetCapacity.find(({ year }) => year === total.year)?.amount ?? null,
      beyondCapacity: beyond.has(total.year),
    }));
    return { items, totalsByYear, offsetCapacity };
  }

  /** The buyer's holdings of one practice: what an offset choice is decided on, and answered with. */
  ofPractice(buyerId: number, practiceId: number): Promise<HoldingResponse[]> {
    return this.read(buyerId, practiceId);
  }

  private async offsetCapacity(buyerId: number): Promise<OffsetCapacityYear[]> {
    const { rows } = await this.db.query<{ offset_capacity: OffsetCapacityYear[] }>('SELECT offset_capacity FROM users_view WHERE id = $1', [buyerId]);
    return rows[0]?.offset_capacity ?? [];
  }

  private async read(buyerId: number, practiceId: number | null): Promise<HoldingResponse[]> {
    const { rows } = await this.db.query<DealRow>(SELECT_DEALS, [buyerId, practiceId]);
    return rows.flatMap(holdingsOfRow).sort(byYearPracticeRata);
  }
}
