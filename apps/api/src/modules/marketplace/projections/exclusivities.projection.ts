import { exclusivityRunsAt, type ExclusivityPurchased, type OfferAccepted } from '@pratiche/domain';
import type { RecordedEvent } from '../../../infrastructure/event-store/event-store.types';
import { defineFoldProjection } from '../../../infrastructure/projections/fold-projection';

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

/**
 * The practice's latest exclusivity after `event`, as the practice's own fold (`evolvePractice`)
 * treats it: an accepted offer of its holder opens the closing that keeps it running
 * (`exclusivityRunsAt`); the closing's completion or abandon, and the sale, end it there and then.
 * An exclusivity already over keeps its record (ExclusivityExpired only records that).
 */
export const evolveExclusivity = (row: ExclusivityRow | null, event: RecordedEvent): ExclusivityRow | null => {
  if (event.type === 'ExclusivityPurchased') {
    const d = event.data as ExclusivityPurchased['data'];
    const bought = { practiceId: d.practiceId, buyerId: d.by, hours: d.hours, credits: d.credits, startsAt: d.at };
    return { ...bought, until: d.exclusiveUntil, closingOpen: false, endedAt: null };
  }
  const { at, buyerId } = event.data as OfferAccepted['data'];
  if (row === null || !exclusivityRowRunning(row, at)) return row;
  switch (event.type) {
    case 'OfferAccepted':
      return buyerId === row.buyerId ? { ...row, closingOpen: true } : row;
    case 'ClosingCompleted':
    case 'ClosingAbandoned':
    case 'PracticeMarkedSold':
      return { ...row, closingOpen: false, endedAt: at };
    default:
      return row;
  }
};

/**
 * `exclusivities`: every exclusivity bought, for `GET /api/marketplace/exclusivities` and the
 * dashboard's count of running ones. Whether one runs is read against the time of the request.
 */
export const exclusivitiesProjection = defineFoldProjection<ExclusivityRow>({
  name: 'exclusivities',
  version: 2,
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
      PRIMARY KEY (practice_id, starts_at)
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
  primaryKey: ['practiceId', 'startsAt'],
  key: (event) => (event.data as { practiceId: number }).practiceId,
  current: 'practice_id = $1 ORDER BY starts_at DESC LIMIT 1',
  // A purchase is one INSERT, as before the fold: the exclusive purchase's cost budget holds.
  opens: ['ExclusivityPurchased'],
  evolve: evolveExclusivity,
});
