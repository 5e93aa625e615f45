import { Inject, Injectable } from '@nestjs/common';
import type { Exclusivity, MarketplacePractice, MyPractice } from '@pratiche/contracts';
import {
  allRataExpired,
  creditMessages,
  creditPurchaseEligibility,
  italianYear,
  type AccessType,
  type PurchaseEligibility,
  type SaleStatus,
} from '@pratiche/domain';
import { CLOCK, type Clock } from '../../infrastructure/clock/clock';
import type { Database } from '../../infrastructure/database/database';
import { DATABASE } from '../../infrastructure/database/database.tokens';
import { creditTermsView, type CreditTermsRow } from '../practice/credit-terms-view';
import { documentsView, dueDiligenceColumns, dueDiligenceView, type DueDiligenceRow } from '../practice/due-diligence-view';
import { practiceTerms, type PracticeTermsRow, saleStatusAt } from '../practice/practices.reader';
import type { MarketplaceCaller } from './marketplace-caller';
import { exclusivityRowEnd, exclusivityRowRunning, type ExclusivityRow } from './projections/exclusivities.projection';

export type MarketplaceRow = PracticeTermsRow &
  CreditTermsRow &
  DueDiligenceRow & {
    id: number;
    user_id: number;
    sale_status: SaleStatus;
    exclusive_until: Date | string | null;
    approved_at: Date | string | null;
    created_at: Date | string;
    access_type: AccessType | null;
    my_exclusive_until: Date | string | null;
    purchased_at: Date | string | null;
    company_name: string | null;
    username: string | null;
  };

const iso = (value: Date | string) => new Date(value).toISOString();

const SELECT = `SELECT p.id, p.user_id, p.type, p.year, p.amount, p.discount, p.is_traceable, p.tribute_code, p.num_sites,
    p.documents, p.status, p.sale_status, p.exclusive_until, p.approved_at, p.created_at, p.rate, p.transfer_chain, p.buyable_by, p.ceded_rate, p.exclusivities, ${dueDiligenceColumns}, a.access_type,
    a.exclusive_until AS my_exclusive_until, a.purchased_at, u.company_name, u.username
  FROM practices_view p`;

/** One practice as the caller sees it ($1 the caller, $2 the practice). */
const PRACTICE = `${SELECT}
  LEFT JOIN practice_access a ON a.practice_id = p.id AND a.user_id = $1
  LEFT JOIN users_view u ON u.id = p.user_id
  WHERE p.id = $2`;

/**
 * The listing's condition that leaves out a practice whose every rata is lost (issue 27):
 * `last_rata_year` before the Italian year of the request; null (no rate) never expires.
 */
export const unexpiredCondition = (year: string) => `(p.last_rata_year IS NULL OR p.last_rata_year >= ${year})`;

/**
 * Whether the caller may buy the practice: the law's rule per rata (`creditPurchaseEligibility`,
 * with the correntista bank of the caller's profile), and nothing is sold once every rata is lost.
 */
const eligibilityOf = (r: MarketplaceRow, caller: MarketplaceCaller, now: Date): PurchaseEligibility => {
  const at = now.toISOString();
  if (allRataExpired(r.rate, at)) return { canBuy: false, cannotBuyReason: creditMessages.allRataExpired };
  const credit = { rate: r.rate, transferChain: r.transfer_chain, sellerId: r.user_id, cededRate: r.ceded_rate };
  return creditPurchaseEligibility(credit, caller.qualification, { declared: null, profile: caller.correntistaOf }, at);
};

/**
 * The practice as the caller sees it: the seller, the documents and the rata codes only once
 * access is bought (spec 6, issue 27); whether the caller may buy it, and why not; the due
 * diligence's checklist and reconfirmation at `now` (issue 28), for every buyer.
 */
export const toMarketplacePractice = (r: MarketplaceRow, now: Date, caller: MarketplaceCaller): MarketplacePractice => {
  const sale = saleStatusAt(r.sale_status, r.exclusive_until, now);
  const bought = r.access_type !== null;
  const mine = r.my_exclusive_until !== null ? new Date(r.my_exclusive_until) : null;
  return {
    id: r.id,
    ...practiceTerms(r),
    saleStatus: sale.saleStatus,
    createdAt: iso(r.created_at),
    approvedAt: r.approved_at === null ? null : iso(r.approved_at),
    exclusiveUntil: sale.exclusiveUntil,
    accessType: r.access_type,
    exclusivityEndDate: mine ? mine.toISOString() : null,
    // The caller's own exclusivity runs (others may run beside it on other rate, issue 45); an
    // exclusive row without end is the caller's accepted offer in closing (issue 29).
    isExclusiveHolder: sale.saleStatus === 'in_trattativa' && r.access_type === 'exclusive' && (mine === null || mine > now),
    userId: bought ? r.user_id : null,
    sellerCompanyName: bought ? r.company_name : null,
    documents: bought ? documentsView(r) : null,
    ...creditTermsView(r, sale.saleStatus, now, bought),
    ...eligibilityOf(r, caller, now),
    // Issue 28: every buyer reads the checklist (types and their standing), the files only with access.
    ...dueDiligenceView(r, now, bought),
  };
};

/** Reads `practices_view` joined with the caller's `practice_access` and the seller's `users_view` row. */
@Injectable()
export class MarketplaceReader {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Spec 7 `GET /api/marketplace`: approved practices of other sellers, newest approval first.
   * A seller who is not active (blocked, rejected; a deleted one has no row) sells nothing: those
   * practices are listed only to buyers who bought them, as the purchase decision refuses them.
   * A practice whose rate are all lost leaves it (issue 27), for every buyer.
   */
  async listing(caller: MarketplaceCaller): Promise<MarketplacePractice[]> {
    const now = this.clock();
    const { rows } = await this.db.query<MarketplaceRow>(
      `${SELECT}
       LEFT JOIN practice_access a ON a.practice_id = p.id AND a.user_id = $1
       LEFT JOIN users_view u ON u.id = p.user_id
       WHERE p.status = 'approved' AND p.user_id <> $1 AND (u.status = 'active' OR a.access_type IS NOT NULL) AND ${unexpiredCondition('$2')}
       ORDER BY p.approved_at DESC NULLS LAST, p.id DESC`,
      [caller.id, italianYear(now.toISOString())],
    );
    return rows.map((r) => toMarketplacePractice(r, now, caller));
  }

  async practice(caller: MarketplaceCaller, practiceId: number): Promise<MarketplacePractice | null> {
    // The answer of every purchase: planned once per connection.
    const { rows } = await this.db.query<MarketplaceRow>(PRACTICE, [caller.id, practiceId], 'marketplace_practice');
    return rows[0] ? toMarketplacePractice(rows[0], this.clock(), caller) : null;
  }

  /** Spec 7 `GET /api/marketplace/my-practices`: the caller's purchases, latest first (expired ones too: they were bought). */
  async purchases(caller: MarketplaceCaller): Promise<MyPractice[]> {
    const { rows } = await this.db.query<MarketplaceRow>(
      `${SELECT}
       JOIN practice_access a ON a.practice_id = p.id AND a.user_id = $1
       LEFT JOIN users_view u ON u.id = p.user_id
       ORDER BY a.purchased_at DESC, p.id DESC`,
      [caller.id],
    );
    const now = this.clock();
    return rows.map((r) => ({
      ...toMarketplacePractice(r, now, caller),
      accessType: r.access_type!,
      purchasedAt: iso(r.purchased_at!),
      userId: r.user_id,
      sellerUsername: r.username,
      documents: documentsView(r),
    }));
  }

  /**
   * `GET /api/marketplace/exclusivities`: every exclusivity the caller bought, newest first;
   * running or not by the domain's rule at the time of the request (exclusivities.projection.ts).
   */
  async exclusivities(callerId: number): Promise<Exclusivity[]> {
    const { rows } = await this.db.query<ExclusivityRow>(
      `SELECT e.practice_id AS "practiceId", e.buyer_id AS "buyerId", e.hours, e.credits, e.starts_at AS "startsAt", e.ends_at AS "until",
              e.closing_open AS "closingOpen", e.ended_at AS "endedAt"
       FROM exclusivities e JOIN practices_view p ON p.id = e.practice_id
       WHERE e.buyer_id = $1 ORDER BY e.starts_at DESC`,
      [callerId],
    );
    const now = this.clock().toISOString();
    return rows.map((r) => {
      const row = { ...r, until: iso(r.until), endedAt: r.endedAt === null ? null : iso(r.endedAt) };
      return {
        practiceId: r.practiceId,
        hours: r.hours,
        credits: r.credits,
        exclusiveStartDate: iso(r.startsAt),
        exclusiveEndDate: exclusivityRowEnd(row),
        isActive: exclusivityRowRunning(row, now),
      };
    });
  }

  /**
   * The /auth counter 'Crediti venduti questa settimana' (issue 46: what was really sold): since
   * Monday 00:00 in Italy, the face value of the rate each completed closing transferred (a credit
   * without rate, its amount), plus, for a practice marked ceduta through the portal without a
   * closing, what its closings had not already transferred. Deals per rata (issue 45) sell rate, not
   * practices, so a practice's amount is no longer the measure. `closings_view` is the negotiation's
   * read model, read here as SQL only.
   */
  async soldThisWeek(): Promise<number> {
    const { rows } = await this.db.query<{ total: string | number }>(
      `WITH week AS (SELECT date_trunc('week', $1::timestamptz AT TIME ZONE 'Europe/Rome') AT TIME ZONE 'Europe/Rome' AS start),
       closed AS (
         SELECT coalesce(sum(CASE WHEN jsonb_array_length(p.rate) = 0 THEN p.amount
           ELSE (SELECT coalesce(sum((r ->> 'amount')::numeric), 0) FROM jsonb_array_elements(p.rate) r WHERE r ->> 'id' = ANY(c.rate)) END), 0) AS total
         FROM closings_view c JOIN practices_view p ON p.id = c.practice_id, week
         WHERE c.status = 'completed' AND c.ended_at >= week.start),
       marked AS (
         SELECT coalesce(sum(p.amount - (SELECT coalesce(sum((r ->> 'amount')::numeric), 0) FROM jsonb_array_elements(p.rate) r
           WHERE r ->> 'id' = ANY(p.ceded_rate))), 0) AS total
         FROM practices_view p, week
         WHERE p.sale_status = 'ceduta' AND p.sold_via_portal AND p.sold_at >= week.start
           AND NOT EXISTS (SELECT 1 FROM closings_view c WHERE c.practice_id = p.id AND c.status = 'completed' AND c.ended_at = p.sold_at))
       SELECT closed.total + marked.total AS total FROM closed, marked`,
      [this.clock()],
    );
    return Number(rows[0]!.total);
  }

  /**
   * Practices with a deadline passed at `now` but not recorded yet, oldest first: an exclusivity
   * ended (the earliest of a practice's; one with a closing open has no end), or a pending offer expired (issue 29), of a
   * practice not deleted (`offers_view` keeps a deleted practice's offers). Both conditions read a
   * partial index.
   */
  async dueDeadlines(now: Date, limit: number): Promise<number[]> {
    const { rows } = await this.db.query<{ id: number }>(
      `SELECT id FROM (
         SELECT id, exclusivity_due_at AS due FROM practices_view WHERE exclusivity_due_at <= $1
         UNION ALL
         SELECT o.practice_id, o.expires_at FROM offers_view o JOIN practices_view p ON p.id = o.practice_id WHERE o.status = 'pending' AND o.expires_at <= $1
       ) d GROUP BY id ORDER BY min(due), id LIMIT $2`,
      [now, limit],
    );
    return rows.map((r) => r.id);
  }
}
