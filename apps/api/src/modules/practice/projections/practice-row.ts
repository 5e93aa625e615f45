import {
  buyableBy,
  evolvePractice,
  initialPracticeState,
  sixBisIndex,
  type Closing,
  type CreditType,
  type DocumentReviews,
  type DueDiligenceFacts,
  type ExistingPractice,
  type PracticeComment,
  type PracticeDocuments,
  type PracticeEvent,
  type PracticeStatus,
  type Rata,
  type SaleStatus,
  type TransferChain,
} from '@pratiche/domain';
import type { RecordedEvent } from '../../../infrastructure/event-store/event-store.types';

/** A row of `practices_view`: the practice's state as the lists and screens read it. */
export type PracticeRow = {
  id: number;
  userId: number;
  type: CreditType;
  year: number;
  amount: number;
  discount: number;
  isTraceable: boolean;
  tributeCode: string | null;
  numSites: number;
  documents: PracticeDocuments;
  status: PracticeStatus;
  saleStatus: SaleStatus;
  soldViaPortal: boolean | null;
  soldAt: string | null;
  exclusiveUserId: number | null;
  /** The exclusivity's end; null while a closing holds it open (readers take a null end as running). */
  exclusiveUntil: string | null;
  comments: PracticeComment[];
  approvedAt: string | null;
  createdAt: string;
  rate: Rata[];
  transferChain: TransferChain;
  scheduleDeclared: boolean;
  buyableBy: string;
  lastRataYear: number | null;
  dueDiligenceFacts: DueDiligenceFacts;
  documentReviews: DocumentReviews;
  lastConfirmedAt: string;
  sixBisApplies: boolean;
  ddUnapproved: number;
  ddFreshUntil: string | null;
  cededYears: number[];
};

/**
 * The row of a practice's state. Derived columns are the domain's rules: who may buy
 * (`buyableBy`), the 6-bis index the marketplace filters on (`sixBisIndex`), the year after which
 * every rata is lost.
 */
export const toPracticeRow = (p: ExistingPractice): PracticeRow => {
  const index = sixBisIndex({ type: p.type, amount: p.amount, facts: p.dueDiligenceFacts, documents: p.documents, reviews: p.documentReviews });
  return {
    id: p.practiceId,
    userId: p.userId,
    type: p.type,
    year: p.year,
    amount: p.amount,
    discount: p.discount,
    isTraceable: p.isTraceable,
    tributeCode: p.tributeCode,
    numSites: p.numSites,
    documents: p.documents,
    status: p.status,
    saleStatus: p.saleStatus,
    soldViaPortal: p.soldViaPortal,
    soldAt: p.soldAt,
    exclusiveUserId: p.exclusivity?.buyerId ?? null,
    exclusiveUntil: p.closing === null ? (p.exclusivity?.until ?? null) : null,
    comments: p.comments,
    approvedAt: p.approvedAt,
    createdAt: p.createdAt,
    rate: p.rate,
    transferChain: p.transferChain,
    scheduleDeclared: p.scheduleDeclared,
    buyableBy: buyableBy(p.type, p.transferChain),
    lastRataYear: p.rate.length === 0 ? null : Math.max(...p.rate.map((r) => r.year)),
    dueDiligenceFacts: p.dueDiligenceFacts,
    documentReviews: p.documentReviews,
    lastConfirmedAt: p.lastConfirmedAt,
    sixBisApplies: index.applies,
    ddUnapproved: index.unapproved,
    ddFreshUntil: index.freshUntil,
    cededYears: p.cededYears,
  };
};

/**
 * A closing the row holds open. Which offer and which steps are not kept here: no event this read
 * model handles reads them (the closing's steps are not among its events).
 */
const heldOpen = (row: PracticeRow): Closing => ({
  offerId: 0,
  buyerId: row.exclusiveUserId!,
  amount: 0,
  rate: [],
  openedAt: row.approvedAt ?? row.createdAt,
  protocol: null,
  ticks: {},
});

/**
 * The state a row keeps, for `evolvePractice` to take further. What it drops (the buyers, the
 * offers, the closing's terms) changes no column: an accepted offer is only possible to the
 * holder of a running exclusivity, so a holder with no end is exactly a closing held open.
 */
export const practiceOfRow = (row: PracticeRow): ExistingPractice => {
  const closingOpen = row.exclusiveUserId !== null && row.exclusiveUntil === null;
  return {
    practiceId: row.id,
    userId: row.userId,
    type: row.type,
    year: row.year,
    amount: row.amount,
    discount: row.discount,
    isTraceable: row.isTraceable,
    tributeCode: row.tributeCode,
    numSites: row.numSites,
    rate: row.rate,
    transferChain: row.transferChain,
    scheduleDeclared: row.scheduleDeclared,
    dueDiligenceFacts: row.dueDiligenceFacts,
    status: row.status,
    documents: row.documents,
    comments: row.comments,
    saleStatus: row.saleStatus,
    soldViaPortal: row.soldViaPortal,
    soldAt: row.soldAt,
    createdAt: row.createdAt,
    approvedAt: row.approvedAt,
    buyers: [],
    exclusivity: row.exclusiveUserId === null ? null : { buyerId: row.exclusiveUserId, until: row.exclusiveUntil ?? '' },
    documentReviews: row.documentReviews,
    lastConfirmedAt: row.lastConfirmedAt,
    offers: [],
    closing: closingOpen ? heldOpen(row) : null,
    cededYears: row.cededYears,
  };
};

/** The row after `event`: the practice's own fold (`evolvePractice`) on the state the row keeps; null once deleted. */
export const evolvePracticeRow = (row: PracticeRow | null, event: RecordedEvent): PracticeRow | null => {
  const before = row === null ? initialPracticeState() : practiceOfRow(row);
  const after = evolvePractice(before, { type: event.type, data: event.data } as PracticeEvent);
  if (after === before) return row;
  return after.status === 'unsubmitted' || after.status === 'deleted' ? null : toPracticeRow(after);
};
