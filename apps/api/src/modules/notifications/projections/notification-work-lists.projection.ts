import type { ExclusivityEndingSoon, ExclusivityExpired, ExclusivityPurchased, ReconfirmationReminderSent } from '@pratiche/domain';
import type { RecordedEvent } from '../../../infrastructure/event-store/event-store.types';
import { defineFoldProjection } from '../../../infrastructure/projections/fold-projection';

/** A running exclusivity whose holder has not been warned of its end yet. */
export type ExclusivityToWarnRow = { practiceId: number; buyerId: number; endsAt: string };

const sameInstant = (a: string, b: string) => new Date(a).getTime() === new Date(b).getTime();

/**
 * A buyer's exclusivity on the practice to warn of after `event` (several buyers hold exclusivities
 * side by side, issue 45): bought, it waits for its warning; warned or over, it leaves; the buyer's
 * accepted offer opens the closing, which keeps it running with no end to warn of.
 */
export const evolveExclusivityToWarn = (row: ExclusivityToWarnRow | null, event: RecordedEvent): ExclusivityToWarnRow | null => {
  switch (event.type) {
    case 'ExclusivityPurchased': {
      const d = event.data as ExclusivityPurchased['data'];
      return { practiceId: d.practiceId, buyerId: d.by, endsAt: d.exclusiveUntil };
    }
    case 'ExclusivityEndingSoon':
    case 'ExclusivityExpired': {
      const { exclusiveUntil } = event.data as (ExclusivityEndingSoon | ExclusivityExpired)['data'];
      return row && sameInstant(row.endsAt, exclusiveUntil) ? null : row;
    }
    case 'OfferAccepted':
      return null;
    default:
      return row;
  }
};

/** `notification_exclusivities`: the 2-hour warning's work list (ExclusivityWarningProcessor). */
export const notificationExclusivitiesProjection = defineFoldProjection<ExclusivityToWarnRow>({
  name: 'notification-exclusivities',
  // v2: keyed per practice and buyer (issue 45).
  version: 2,
  table: 'notification_exclusivities',
  schema: `
    CREATE TABLE notification_exclusivities (
      practice_id integer NOT NULL,
      buyer_id integer NOT NULL,
      ends_at timestamptz NOT NULL,
      PRIMARY KEY (practice_id, ends_at)
    );
    CREATE INDEX notification_exclusivities_ends_at ON notification_exclusivities (ends_at);
    CREATE INDEX notification_exclusivities_buyer ON notification_exclusivities (practice_id, buyer_id, ends_at DESC)
  `,
  handles: ['ExclusivityPurchased', 'ExclusivityEndingSoon', 'ExclusivityExpired', 'OfferAccepted'],
  columns: { practiceId: 'practice_id', buyerId: 'buyer_id', endsAt: 'ends_at' },
  primaryKey: ['practiceId', 'endsAt'],
  // Per practice and buyer: every event handled names the buyer (`by` of the purchase, `buyerId` of the others).
  key: (event) => {
    const d = event.data as { practiceId: number; by: number; buyerId?: number };
    return [d.practiceId, event.type === 'ExclusivityPurchased' ? d.by : d.buyerId!];
  },
  current: 'practice_id = $1 AND buyer_id = $2 ORDER BY ends_at DESC LIMIT 1',
  // A purchase is one INSERT: the exclusive purchase's cost budget holds.
  opens: ['ExclusivityPurchased'],
  evolve: evolveExclusivityToWarn,
});

/** A confirmation period (the practice's `lastConfirmedAt`) already reminded. */
export type ReminderSentRow = { practiceId: number; lastConfirmedAt: string };

/** `notification_reconfirmation_reminders`: the periods the reconfirmation reminder's work list leaves out. */
export const notificationRemindersProjection = defineFoldProjection<ReminderSentRow>({
  name: 'notification-reconfirmation-reminders',
  version: 1,
  table: 'notification_reconfirmation_reminders',
  schema: `
    CREATE TABLE notification_reconfirmation_reminders (
      practice_id integer NOT NULL,
      last_confirmed_at timestamptz NOT NULL,
      PRIMARY KEY (practice_id, last_confirmed_at)
    )
  `,
  handles: ['ReconfirmationReminderSent'],
  columns: { practiceId: 'practice_id', lastConfirmedAt: 'last_confirmed_at' },
  primaryKey: ['practiceId', 'lastConfirmedAt'],
  key: (event) => (event.data as { practiceId: number }).practiceId,
  current: 'practice_id = $1 ORDER BY last_confirmed_at DESC LIMIT 1',
  opens: ['ReconfirmationReminderSent'],
  evolve: (_row, event) => {
    const d = event.data as ReconfirmationReminderSent['data'];
    return { practiceId: d.practiceId, lastConfirmedAt: d.lastConfirmedAt };
  },
});
