import {
  buyableBy,
  evolvePractice,
  initialPracticeState,
  sixBisIndex,
  type BuyableBy,
  type Closing,
  type ExistingPractice,
  type PracticeEvent,
} from '@pratiche/domain';
import type { RecordedEvent } from '../../../infrastructure/event-store/event-store.types';

/** The fields of the practice's state a row keeps as they are. */
const keptFields = [
  'practiceId',
  'userId',
  'type',
  'year',
  'amount',
  'discount',
  'isTraceable',
  'tributeCode',
  'numSites',
  'documents',
  'status',
  'saleStatus',
  'soldViaPortal',
  'soldAt',
  'comments',
  'approvedAt',
  'createdAt',
  'rate',
  'transferChain',
  'scheduleDeclared',
  'dueDiligenceFacts',
  'documentReviews',
  'lastConfirmedAt',
  'lastDeclaration',
  'cededYears',
] as const satisfies readonly (keyof ExistingPractice)[];

type Kept = Pick<ExistingPractice, (typeof keptFields)[number]>;

const kept = (from: Kept): Kept => Object.fromEntries(keptFields.map((field) => [field, from[field]])) as Kept;

/** What a row adds to the state: the exclusivity as readers read it, and what the domain derives. */
type Derived = {
  exclusiveUserId: number | null;
  exclusiveUntil: string | null;
  buyableBy: BuyableBy;
  lastRataYear: number | null;
  sixBisApplies: boolean;
  ddUnapproved: number;
  ddFreshUntil: string | null;
};

/** A row of `practices_view`. */
export type PracticeRow = Kept & Derived;

const snakeCase = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The column of each field: its snake_case name, the practice's id in `id`. */
export const practiceRowColumns: { readonly [K in keyof PracticeRow]: string } = {
  ...(Object.fromEntries(keptFields.map((field) => [field, snakeCase(field)])) as Record<keyof Kept, string>),
  practiceId: 'id',
  exclusiveUserId: 'exclusive_user_id',
  exclusiveUntil: 'exclusive_until',
  buyableBy: 'buyable_by',
  lastRataYear: 'last_rata_year',
  sixBisApplies: 'six_bis_applies',
  ddUnapproved: 'dd_unapproved',
  ddFreshUntil: 'dd_fresh_until',
};

/**
 * The row of a practice's state: its fields as they are, the exclusivity as readers compare it
 * with the time of a request (no end while a closing holds it open), and what the domain derives:
 * who may buy (`buyableBy`), the year after which every rata is lost, the 6-bis index the
 * marketplace filters on (`sixBisIndex`).
 */
export const toPracticeRow = (p: ExistingPractice): PracticeRow => {
  const index = sixBisIndex({ type: p.type, amount: p.amount, facts: p.dueDiligenceFacts, documents: p.documents, reviews: p.documentReviews });
  return {
    ...kept(p),
    exclusiveUserId: p.exclusivity?.buyerId ?? null,
    exclusiveUntil: p.closing === null ? (p.exclusivity?.until ?? null) : null,
    buyableBy: buyableBy(p.type, p.transferChain),
    lastRataYear: p.rate.length === 0 ? null : Math.max(...p.rate.map((r) => r.year)),
    sixBisApplies: index.applies,
    ddUnapproved: index.unapproved,
    ddFreshUntil: index.freshUntil,
  };
};

/**
 * The state a row keeps, for `evolvePractice` to take further. What it drops (the buyers, the
 * offers, the closing's terms and steps, the offset choices) no event of this read model reads: an offer is accepted
 * only from the holder of a running exclusivity, so a holder with no end is a closing held open.
 */
export const practiceOfRow = (row: PracticeRow): ExistingPractice => {
  const closingOpen = row.exclusiveUserId !== null && row.exclusiveUntil === null;
  const heldOpen: Closing = { offerId: 0, buyerId: row.exclusiveUserId ?? 0, amount: 0, rate: [], openedAt: row.createdAt, protocol: null, ticks: {} };
  return {
    ...kept(row),
    buyers: [],
    offers: [],
    offsetChoices: [],
    exclusivity: row.exclusiveUserId === null ? null : { buyerId: row.exclusiveUserId, until: row.exclusiveUntil ?? '' },
    closing: closingOpen ? heldOpen : null,
  };
};

/** The row after `event`: the practice's own fold (`evolvePractice`) on the state the row keeps; null once deleted. */
export const evolvePracticeRow = (row: PracticeRow | null, event: RecordedEvent): PracticeRow | null => {
  const before = row === null ? initialPracticeState() : practiceOfRow(row);
  const after = evolvePractice(before, { type: event.type, data: event.data } as PracticeEvent);
  if (after === before) return row;
  return after.status === 'unsubmitted' || after.status === 'deleted' ? null : toPracticeRow(after);
};
