import { exclusivityRunsAt, type ExclusivityPurchased, type OfferAccepted } from '@pratiche/domain';
import type { RecordedEvent } from '../../../infrastructure/event-store/event-store.types';
import { defineFoldSetProjection } from '../../../infrastructure/projections/fold-set-projection';

/** One exclusivity bought: its end as bought, whether a closing holds it open, and when it ended before its end. */
export type ExclusivityRow = {
  practiceId: number;
  buyerId: number;
  hours: number;
  credits: number;
  startsAt: string;
  until: string;
  closingOpen: boolean;
  endedAt: string | null;
};

/** Whether the exclusivity of `row` runs at `at`: the domain's rule (`exclusivityRunsAt`), until it was ended. */
export const exclusivityRowRunning = (row: ExclusivityRow, at: string): boolean => row.endedAt === null && exclusivityRunsAt(row.until, row.closingOpen, at);

/** When the exclusivity of `row` ended or ends: the event that ended it, else its end as bought. */
export const exclusivityRowEnd = (row: ExclusivityRow): string => row.endedAt ?? row.until;

/** The buyer's exclusivity `row` as `event` leaves it, when the event is about that buyer's deal. */
const evolveRunning = (row: ExclusivityRow, event: RecordedEvent): ExclusivityRow => {
  const { at, buyerId } = event.data as OfferAccepted['data'];
  if (!exclusivityRowRunning(row, at)) return row;
  if (event.type === 'PracticeMarkedSold') return { ...row, closingOpen: false, endedAt: at };
  if (buyerId !== row.buyerId) return row;
  return event.type === 'OfferAccepted' ? { ...row, closingOpen: true } : { ...row, closingOpen: false, endedAt: at };
};

/**
 * A practice's exclusivities after `event`, as the practice's own fold (`evolvePractice`) treats
 * them: several run side by side, each on its rate (issue 45). An accepted offer of a holder opens
 * the closing that keeps that holder's exclusivity running (`exclusivityRunsAt`); the closing's
 * completion or abandon ends it there and then, and the sale ends every one still running. An
 * exclusivity already over keeps its record (ExclusivityExpired only records that).
 */
export const evolveExclusivities = (rows: readonly ExclusivityRow[], event: RecordedEvent): readonly ExclusivityRow[] => {
  if (event.type === 'ExclusivityPurchased') {
    const d = event.data as ExclusivityPurchased['data'];
    const bought = { practiceId: d.practiceId, buyerId: d.by, hours: d.hours, credits: d.credits, startsAt: d.at };
    return [...rows, { ...bought, until: d.exclusiveUntil, closingOpen: false, endedAt: null }];
  }
  const after = rows.map((row) => evolveRunning(row, event));
  return after.every((row, index) => row === rows[index]) ? rows : after;
};

/**
 * `exclusivities`: every exclusivity bought, for `GET /api/marketplace/exclusivities` and the
 * dashboard's count of running ones. Whether one runs is read against the time of the request.
 * v3: a fold over the set of a practice's rows, as several run side by side (issue 45).
 */
export const exclusivitiesProjection = defineFoldSetProjection<ExclusivityRow>({
  name: 'exclusivities',
  version: 3,
  table: 'exclusivities',
  schema: `
    CREATE TABLE exclusivities (
      practice_id integer NOT NULL,
      buyer_id integer NOT NULL,
      hours integer NOT NULL,
      credits integer NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      closing_open boolean NOT NULL,
      ended_at timestamptz,
      PRIMARY KEY (practice_id, starts_at, buyer_id)
    );
    CREATE INDEX exclusivities_buyer ON exclusivities (buyer_id, starts_at DESC)
  `,
  handles: ['ExclusivityPurchased', 'OfferAccepted', 'ClosingCompleted', 'ClosingAbandoned', 'PracticeMarkedSold'],
  columns: {
    practiceId: 'practice_id',
    buyerId: 'buyer_id',
    hours: 'hours',
    credits: 'credits',
    startsAt: 'starts_at',
    until: 'ends_at',
    closingOpen: 'closing_open',
    endedAt: 'ended_at',
  },
  primaryKey: ['practiceId', 'startsAt', 'buyerId'],
  key: (event) => (event.data as { practiceId: number }).practiceId,
  rowsOf: 'practice_id = $1 ORDER BY starts_at, buyer_id',
  evolve: evolveExclusivities,
});
