import { Inject, Injectable } from '@nestjs/common';
import type { ClosingResponse, NegotiationResponse, OfferResponse, WaitingNegotiationsResponse } from '@pratiche/contracts';
import {
  closingStepActor,
  faceValueOf,
  nextClosingStep,
  offerOpen,
  pricePer100,
  type ClosingPath,
  type ClosingStep,
  type DocumentFingerprint,
  type Offer,
  type OfferStatus,
  type PracticeRata,
  type SaleStatus,
} from '@pratiche/domain';
import type { Database } from '../../infrastructure/database/database';
import { DATABASE } from '../../infrastructure/database/database.tokens';
import { runningExclusivityOfRow, type ExclusivityOfRow } from '../practice/projections/practice-row';

/** The `practices_view` columns an offer's figures and flags are read from. */
type PracticeColumns = {
  seller_id: number;
  practice_amount: string | number;
  practice_rate: PracticeRata[];
  sale_status: SaleStatus;
  exclusivities: ExclusivityOfRow[];
  exclusive_until: Date | string | null;
};

type OfferRow = PracticeColumns & {
  id: number;
  practice_id: number;
  user_id: number;
  buyer_id: number;
  amount: string | number;
  rate: string[];
  status: OfferStatus;
  notes: string | null;
  created_at: Date | string;
  expires_at: Date | string;
  replies_to: number | null;
  decided_at: Date | string | null;
  reason: string | null;
  documents: DocumentFingerprint[];
};

type Tick = { at: Date | string | null; by: number | null };

type ClosingRow = {
  offer_id: number;
  practice_id: number;
  buyer_id: number;
  seller_id: number;
  amount: string | number;
  rate: string[];
  status: ClosingResponse['status'];
  protocol: string | null;
  comunicazione_at: Date | string | null;
  comunicazione_by: number | null;
  communicated_on: string | null;
  esito_at: Date | string | null;
  esito_by: number | null;
  suspended_until: string | null;
  accettazione_at: Date | string | null;
  accettazione_by: number | null;
  path: ClosingPath;
  atto_at: Date | string | null;
  atto_by: number | null;
  notary: string | null;
  deed_on: string | null;
  repertorio: string | null;
  notifica_at: Date | string | null;
  notifica_by: number | null;
  notified_on: string | null;
  pagamento_at: Date | string | null;
  pagamento_by: number | null;
  payment_reference: string | null;
  opened_at: Date | string;
  ended_at: Date | string | null;
  abandon_reason: string | null;
  abandoned_by: number | null;
  end_cause: ClosingResponse['endCause'];
  offset_rata_ids: string[];
  buyer_codice_fiscale: string | null;
};

/** Whose negotiations a read shows: every one of the practice (owner, admins), or one buyer's. */
export type NegotiationScope = { kind: 'all' } | { kind: 'buyer'; buyerId: number };

/** A practice's parties as `GET /api/practices/{id}/offers` decides access by them. */
export type NegotiationParties = { sellerId: number; holderIds: number[]; buyerIds: number[] };

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

const PRACTICE_COLUMNS = `p.user_id AS seller_id, p.amount AS practice_amount, p.rate AS practice_rate, p.sale_status, p.exclusivities, p.exclusive_until`;

const SELECT_OFFERS = `SELECT o.id, o.practice_id, o.user_id, o.buyer_id, o.amount, o.rate, o.status, o.notes, o.created_at, o.expires_at, o.replies_to,
    o.decided_at, o.reason, o.documents, ${PRACTICE_COLUMNS}
  FROM offers_view o JOIN practices_view p ON p.id = o.practice_id`;

/** Issue 47: with the buyer's codice fiscale as its data for trading give it now, which the seller communicates on the platform. */
const SELECT_CLOSINGS = `SELECT c.*, bu.trading_profile ->> 'codiceFiscale' AS buyer_codice_fiscale
  FROM closings_view c JOIN practices_view p ON p.id = c.practice_id LEFT JOIN users_view bu ON bu.id = c.buyer_id`;

/**
 * The exclusivity `buyerId` may still negotiate in at `now`: its own, running with an end (its
 * closing open extends it with none, and then no offer is answered any more). Other buyers' deals
 * on other rate do not matter (issue 45).
 */
const negotiatingIn = (p: PracticeColumns, buyerId: number, now: Date) => {
  const exclusivity = runningExclusivityOfRow(p.exclusivities, buyerId, now);
  return exclusivity && exclusivity.closingOfferId === null ? exclusivity : undefined;
};
const negotiating = (p: PracticeColumns, buyerId: number, now: Date) => negotiatingIn(p, buyerId, now) !== undefined;

const offerOf = (r: OfferRow): Offer => ({
  offerId: r.id,
  buyerId: r.buyer_id,
  authorId: r.user_id,
  createdAt: iso(r.created_at),
  amount: Number(r.amount),
  rate: r.rate,
  notes: r.notes,
  expiresAt: iso(r.expires_at),
  repliesTo: r.replies_to,
  status: r.status,
  // No flag of these reads depends on the correntista route (offers_view's correntista_of is the holdings').
  correntistaOf: null,
});

/**
 * The offer as `viewerId` reads it at `now`: a pending offer past its expiry reads 'expired'
 * before the processor records it; the flags follow the decider's rules (the other party answers
 * an open offer, accepting and countering only while its negotiation runs; the author withdraws it).
 */
const toOfferResponse = (r: OfferRow, viewerId: number, now: Date): OfferResponse => {
  const offer = offerOf(r);
  const at = now.toISOString();
  const open = offerOpen(offer, at);
  const counterpart = (viewerId === r.seller_id || viewerId === r.buyer_id) && viewerId !== r.user_id;
  const answerable = counterpart && open && negotiating(r, r.buyer_id, now);
  const faceValue = faceValueOf({ amount: Number(r.practice_amount), rate: r.practice_rate }, r.rate);
  return {
    id: r.id,
    practiceId: r.practice_id,
    userId: r.user_id,
    buyerId: r.buyer_id,
    amount: offer.amount,
    rate: r.rate,
    faceValue,
    pricePer100: pricePer100(faceValue, offer.amount),
    status: r.status === 'pending' && !open ? 'expired' : r.status,
    notes: r.notes,
    createdAt: offer.createdAt,
    expiresAt: offer.expiresAt,
    repliesTo: r.replies_to,
    decidedAt: isoOrNull(r.decided_at),
    reason: r.reason,
    documents: r.documents,
    canAccept: answerable,
    canReject: counterpart && open,
    canCounter: answerable,
    canWithdraw: viewerId === r.user_id && open,
  };
};

const tickOf = ({ at, by }: Tick) => (at === null || by === null ? null : { by, at: iso(at) });

const ticksOf = (r: ClosingRow) => ({
  comunicazione: tickOf({ at: r.comunicazione_at, by: r.comunicazione_by }),
  esito: tickOf({ at: r.esito_at, by: r.esito_by }),
  accettazione: tickOf({ at: r.accettazione_at, by: r.accettazione_by }),
  atto: tickOf({ at: r.atto_at, by: r.atto_by }),
  notifica: tickOf({ at: r.notifica_at, by: r.notifica_by }),
  pagamento: tickOf({ at: r.pagamento_at, by: r.pagamento_by }),
});

/** The ticks made so far, as the domain's `nextClosingStep` reads them. */
const madeTicks = (steps: ClosingResponse['steps']) =>
  Object.fromEntries(Object.entries(steps).filter(([, tick]) => tick !== null)) as Partial<Record<ClosingStep, { by: number; at: string }>>;

const toClosingResponse = (r: ClosingRow): ClosingResponse => {
  const steps = ticksOf(r);
  const nextStep = r.status === 'open' ? nextClosingStep({ ticks: madeTicks(steps), path: r.path }) : null;
  return {
    offerId: r.offer_id,
    buyerId: r.buyer_id,
    sellerId: r.seller_id,
    amount: Number(r.amount),
    rate: r.rate,
    status: r.status,
    protocol: r.protocol,
    communicatedOn: r.communicated_on,
    suspendedUntil: r.suspended_until,
    paymentReference: r.payment_reference,
    path: r.path,
    deed: r.repertorio === null ? null : { notary: r.notary!, deedOn: r.deed_on!, repertorio: r.repertorio },
    notifiedOn: r.notified_on,
    steps,
    nextStep,
    nextActor: nextStep === null ? null : closingStepActor[nextStep],
    openedAt: iso(r.opened_at),
    endedAt: isoOrNull(r.ended_at),
    abandonReason: r.abandon_reason,
    abandonedBy: r.abandoned_by,
    endCause: r.end_cause,
    offsetRataIds: r.offset_rata_ids,
    buyerCodiceFiscale: r.buyer_codice_fiscale,
  };
};

/** When a closing last moved: its latest tick, or its opening. */
const closingSince = (c: ClosingResponse) => [c.openedAt, ...Object.values(c.steps).flatMap((tick) => (tick ? [tick.at] : []))].sort().at(-1)!;

/** Reads `offers_view` and `closings_view` (issue 29), with the practice's figures from `practices_view`. */
@Injectable()
export class NegotiationsReader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async offer(offerId: number, viewerId: number, now: Date): Promise<OfferResponse | null> {
    const { rows } = await this.db.query<OfferRow>(`${SELECT_OFFERS} WHERE o.id = $1`, [offerId]);
    return rows[0] ? toOfferResponse(rows[0], viewerId, now) : null;
  }

  /** A closing reads alike at any time (it has no deadline); `_now` keeps the readers' one signature. */
  async closing(offerId: number, _now: Date): Promise<ClosingResponse | null> {
    const { rows } = await this.db.query<ClosingRow>(`${SELECT_CLOSINGS} WHERE c.offer_id = $1`, [offerId]);
    return rows[0] ? toClosingResponse(rows[0]) : null;
  }

  /** The seller, the exclusivities' holders and every buyer who negotiated; null for no such practice. */
  async parties(practiceId: number): Promise<NegotiationParties | null> {
    const { rows } = await this.db.query<{ user_id: number; holder_ids: number[]; buyer_ids: number[] }>(
      `SELECT p.user_id, ARRAY(SELECT (e ->> 'buyerId')::int FROM jsonb_array_elements(p.exclusivities) e) AS holder_ids,
         ARRAY(SELECT DISTINCT o.buyer_id FROM offers_view o WHERE o.practice_id = p.id) AS buyer_ids
       FROM practices_view p WHERE p.id = $1`,
      [practiceId],
    );
    const row = rows[0];
    return row ? { sellerId: row.user_id, holderIds: row.holder_ids, buyerIds: row.buyer_ids } : null;
  }

  /**
   * The practice's negotiations in `scope`, oldest first (a thread reads in order), as `viewerId`
   * reads them at `now`. `canOffer` is for the holder of a running exclusivity with no closing open
   * and no offer of its own still open; the decider still checks its standing as a buyer.
   */
  async negotiation(practiceId: number, viewerId: number, scope: NegotiationScope, now: Date): Promise<NegotiationResponse> {
    // $2 null reads every buyer's negotiation.
    const params = [practiceId, scope.kind === 'buyer' ? scope.buyerId : null];
    const [offers, closings, practice] = await Promise.all([
      this.db.query<OfferRow>(`${SELECT_OFFERS} WHERE o.practice_id = $1 AND ($2::int IS NULL OR o.buyer_id = $2) ORDER BY o.created_at, o.id`, params),
      this.db.query<ClosingRow>(
        `${SELECT_CLOSINGS} WHERE c.practice_id = $1 AND ($2::int IS NULL OR c.buyer_id = $2) ORDER BY c.opened_at, c.offer_id`,
        params,
      ),
      this.db.query<PracticeColumns>(`SELECT ${PRACTICE_COLUMNS} FROM practices_view p WHERE p.id = $1`, [practiceId]),
    ]);
    const p = practice.rows[0]!;
    const answers = offers.rows.map((r) => toOfferResponse(r, viewerId, now));
    const ownOpen = answers.some((o) => o.buyerId === viewerId && o.status === 'pending');
    const own = negotiatingIn(p, viewerId, now);
    const shown = scope.kind === 'buyer' ? [own] : p.exclusivities.map((e) => negotiatingIn(p, e.buyerId, now));
    const ends = shown.flatMap((e) => (e ? [e.until] : [])).sort();
    return {
      practiceId,
      offers: answers,
      closings: closings.rows.map(toClosingResponse),
      canOffer: own !== undefined && !ownOpen,
      exclusiveUntil: ends.length === 0 ? null : iso(ends.at(-1)!),
      heldRate: own ? own.rate : [],
    };
  }

  /**
   * `userId`'s turns at `now`, newest first: pending offers of the other party it may answer,
   * and open closings whose next step is its own.
   */
  async waiting(userId: number, now: Date): Promise<WaitingNegotiationsResponse> {
    const [offers, closings] = await Promise.all([
      this.db.query<OfferRow>(
        `${SELECT_OFFERS} WHERE o.status = 'pending' AND o.expires_at > $2 AND o.user_id <> $1 AND (o.buyer_id = $1 OR o.seller_id = $1)`,
        [userId, now],
      ),
      this.db.query<ClosingRow>(`${SELECT_CLOSINGS} WHERE c.status = 'open' AND (c.buyer_id = $1 OR c.seller_id = $1)`, [userId]),
    ]);
    const offerTurns = offers.rows.map((r) => ({
      practiceId: r.practice_id,
      offerId: r.id,
      what: 'offer' as const,
      since: iso(r.created_at),
      amount: Number(r.amount),
      rate: r.rate,
    }));
    const closingTurns = closings.rows
      .map((r) => ({ practiceId: r.practice_id, closing: toClosingResponse(r) }))
      .filter(({ closing }) => closing.nextActor === (closing.sellerId === userId ? 'seller' : 'buyer'))
      .map(({ practiceId, closing: c }) => ({
        practiceId,
        offerId: c.offerId,
        what: 'closing' as const,
        since: closingSince(c),
        amount: c.amount,
        rate: c.rate,
      }));
    return [...offerTurns, ...closingTurns].sort((a, b) => b.since.localeCompare(a.since) || b.offerId - a.offerId);
  }
}
