import {
  buyableBy,
  closingOf,
  evolvePractice,
  exclusivityRunsAt,
  initialPracticeState,
  openClosing,
  sixBisIndex,
  unexpiredFaceValueByYear,
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
  'cededRate',
] as const satisfies readonly (keyof ExistingPractice)[];

type Kept = Pick<ExistingPractice, (typeof keptFields)[number]>;

const kept = (from: Kept): Kept => Object.fromEntries(keptFields.map((field) => [field, from[field]])) as Kept;

/**
 * An exclusivity as the row keeps it (issue 45: several, each on its rate): `closingOfferId` is the
 * offer of its buyer's open closing, which holds it open with no end.
 */
export type ExclusivityOfRow = { buyerId: number; until: string; rate: string[]; closingOfferId: number | null };

/**
 * What a row adds to the state: the exclusivities, the practice's negotiation as readers compare it
 * with the time of a request, and what the domain derives.
 */
type Derived = {
  exclusivities: ExclusivityOfRow[];
  /** Until when some exclusivity runs: the latest end, null while a closing holds one open (or none is recorded). */
  exclusiveUntil: string | null;
  /** The first end the expiry processor waits for: the earliest of the exclusivities no closing holds open. */
  exclusivityDueAt: string | null;
  buyableBy: BuyableBy;
  lastRataYear: number | null;
  /** The face value of the rate not yet lost in each Italian year from the practice's year on (the listing's 'Valore totale'). */
  faceValueFrom: number[];
  /** Whether the chain's holder is a bank: its customers' correntista route (the marketplace's 'only what I may buy'). */
  bankHolder: boolean;
  /** The capogruppo a bank holder's chain names: its correntisti's route too (rata-eligibility.ts `correntistaBanks`). */
  bankGroup: number | null;
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
  exclusivities: 'exclusivities',
  exclusiveUntil: 'exclusive_until',
  exclusivityDueAt: 'exclusivity_due_at',
  buyableBy: 'buyable_by',
  lastRataYear: 'last_rata_year',
  faceValueFrom: 'face_value_from',
  bankHolder: 'bank_holder',
  bankGroup: 'bank_group',
  sixBisApplies: 'six_bis_applies',
  ddUnapproved: 'dd_unapproved',
  ddFreshUntil: 'dd_fresh_until',
};

/**
 * The row of a practice's state: its fields as they are, the exclusivity as readers compare it
 * with the time of a request (no end while a closing holds it open), and what the domain derives:
 * who may buy (`buyableBy`), the year after which every rata is lost, the face value left in each
 * year, the 6-bis index the marketplace filters on (`sixBisIndex`): the marketplace's filters and
 * counts read these plain columns, never the jsonb, so its covering index answers them alone.
 */
export const toPracticeRow = (p: ExistingPractice): PracticeRow => {
  const index = sixBisIndex({ type: p.type, amount: p.amount, facts: p.dueDiligenceFacts, documents: p.documents, reviews: p.documentReviews });
  const exclusivities = p.exclusivities.map(({ buyerId, until, rate }) => ({ buyerId, until, rate, closingOfferId: closingOf(p, buyerId)?.offerId ?? null }));
  const ends = exclusivities
    .filter((e) => e.closingOfferId === null)
    .map((e) => e.until)
    .sort();
  const heldOpen = exclusivities.some((e) => e.closingOfferId !== null);
  return {
    ...kept(p),
    exclusivities,
    exclusiveUntil: heldOpen || ends.length === 0 ? null : ends.at(-1)!,
    exclusivityDueAt: ends[0] ?? null,
    buyableBy: buyableBy(p.type, p.transferChain),
    lastRataYear: p.rate.length === 0 ? null : Math.max(...p.rate.map((r) => r.year)),
    faceValueFrom: unexpiredFaceValueByYear(p.year, p.rate),
    bankHolder: p.transferChain.holder === 'banca',
    bankGroup: p.transferChain.capogruppo ?? null,
    sixBisApplies: index.applies,
    ddUnapproved: index.unapproved,
    ddFreshUntil: index.freshUntil,
  };
};

/**
 * The state a row keeps, for `evolvePractice` to take further. What it drops (the buyers, the
 * offers, the closings' terms and steps, the offset choices) no event of this read model reads:
 * a closing is kept as the offer that opened it, which its completion or abandonment names.
 */
export const practiceOfRow = (row: PracticeRow): ExistingPractice => {
  const heldOpen = (e: ExclusivityOfRow): Closing[] =>
    e.closingOfferId === null ? [] : [openClosing({ offerId: e.closingOfferId, buyerId: e.buyerId, amount: 0, rate: e.rate, openedAt: row.createdAt })];
  return {
    ...kept(row),
    buyers: [],
    offers: [],
    offsetChoices: [],
    exclusivities: row.exclusivities.map(({ buyerId, until, rate }) => ({ buyerId, until, rate })),
    closings: row.exclusivities.flatMap(heldOpen),
  };
};

/**
 * The buyer's exclusivity as a row keeps it, when it runs at `now` (the domain's
 * `exclusivityRunsAt`: a closing holds it open with no end).
 */
export const runningExclusivityOfRow = (exclusivities: readonly ExclusivityOfRow[], buyerId: number, now: Date): ExclusivityOfRow | undefined =>
  exclusivities.find((e) => e.buyerId === buyerId && exclusivityRunsAt(e.until, e.closingOfferId !== null, now.toISOString()));

/** The row after `event`: the practice's own fold (`evolvePractice`) on the state the row keeps; null once deleted. */
export const evolvePracticeRow = (row: PracticeRow | null, event: RecordedEvent): PracticeRow | null => {
  const before = row === null ? initialPracticeState() : practiceOfRow(row);
  const after = evolvePractice(before, { type: event.type, data: event.data } as PracticeEvent);
  if (after === before) return row;
  return after.status === 'unsubmitted' || after.status === 'deleted' ? null : toPracticeRow(after);
};
