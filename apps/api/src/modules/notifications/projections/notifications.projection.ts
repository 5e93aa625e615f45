import {
  closingSteps,
  notices,
  type ClosingAbandoned,
  type ClosingCompleted,
  type ClosingStepRecorded,
  type NegotiationParty,
  type OfferAccepted,
  type OfferExpired,
  type OfferMade,
  type OfferRejected,
  type OfferWithdrawn,
  type ReconfirmationReminderSent,
  type SavedSearchMatched,
  type DataChangeRequested,
  type ExclusivityEndingSoon,
  type ExclusivityExpired,
  type ExclusivityPurchased,
  type IntegrationRequested,
  type Notice,
  type PracticeAccessPurchased,
  type PracticeApproved,
  type PracticeDocumentReviewed,
  type PracticeRejected,
  type UserApproved,
  type UserPersonalDataErased,
  type UserRejected,
} from '@pratiche/domain';
import type { SqlExecutor } from '../../../infrastructure/database/database';
import type { RecordedEvent } from '../../../infrastructure/event-store/event-store.types';
import { defineProjection } from '../../../infrastructure/projections/projection';
import { practiceOwnerSql } from '../../practice/practice-owners';

/** Who receives a notice: one user, or rows chosen by SQL in the same transaction (`$6` onwards are its parameters). */
type Recipients = { userId: number } | { select: string; params: unknown[] };

const insert = async (tx: SqlExecutor, event: RecordedEvent, notice: Notice, to: Recipients) => {
  const values = [event.globalPosition, notice.kind, notice.title, notice.message, notice.practiceId];
  const row = `$1::bigint, $2::text, $3::text, $4::text, $5::integer, $${values.length + 1}::timestamptz`;
  if ('userId' in to) {
    await tx.query(`INSERT INTO notifications (id, kind, title, message, practice_id, created_at, user_id) VALUES (${row}, $7)`, [
      ...values,
      event.recordedAt,
      to.userId,
    ]);
  } else {
    await tx.query(`INSERT INTO notifications (id, kind, title, message, practice_id, created_at, user_id) SELECT ${row}, r.user_id FROM (${to.select}) AS r`, [
      ...values,
      event.recordedAt,
      ...to.params,
    ]);
  }
};

/** The practice's owner, from the practices read model (kept before this one, in the same transaction). */
const ownerOf = (practiceId: number): Recipients => ({ select: practiceOwnerSql('$7'), params: [practiceId] });
const activeAdmins: Recipients = { select: "SELECT id AS user_id FROM users_view WHERE is_admin AND status = 'active'", params: [] };

type Data<E extends { data: object }> = E['data'];
/** Where a saved search's name goes in its alert's message (never in a name: names are trimmed text). */
const NAME_SLOT = '\u0000';

/** The party of a negotiation step who did not take it, and whether that is the seller or the buyer. */
type Negotiating = { by: number; buyerId: number; sellerId: number };
const otherParty = (d: Negotiating): { userId: number; party: NegotiationParty } =>
  d.by === d.sellerId ? { userId: d.buyerId, party: 'buyer' } : { userId: d.sellerId, party: 'seller' };
const toOtherParty = (d: Negotiating): Recipients => ({ userId: otherParty(d).userId });
/** Both parties: nobody acted, or the end concerns both alike. */
const toBothParties = async (tx: SqlExecutor, event: RecordedEvent, notice: Notice, d: Omit<Negotiating, 'by'>) => {
  await insert(tx, event, notice, { userId: d.sellerId });
  await insert(tx, event, notice, { userId: d.buyerId });
};

/**
 * What each event does to the notification centre. The row's id is the event's position in the
 * log, so it survives a rebuild and the read state kept apart (migration 0014) still applies.
 */
const appliers: Record<string, (event: RecordedEvent, tx: SqlExecutor) => Promise<void>> = {
  UserApproved: async (e, tx) => {
    const d = e.data as Data<UserApproved>;
    // An account created active (the first admin, on start-up) was approved by nobody: nothing to tell.
    if (d.by !== 'system') await insert(tx, e, notices.accountApproved(), { userId: d.userId });
  },
  UserRejected: (e, tx) => insert(tx, e, notices.accountRejected(), { userId: (e.data as Data<UserRejected>).userId }),
  PracticeApproved: (e, tx) => {
    const d = e.data as Data<PracticeApproved>;
    return insert(tx, e, notices.practiceApproved(d.practiceId, d.comment), ownerOf(d.practiceId));
  },
  PracticeRejected: (e, tx) => {
    const d = e.data as Data<PracticeRejected>;
    return insert(tx, e, notices.practiceRejected(d.practiceId, d.comment), ownerOf(d.practiceId));
  },
  IntegrationRequested: (e, tx) => {
    const d = e.data as Data<IntegrationRequested>;
    return insert(tx, e, notices.integrationRequested(d.practiceId, d.comment), ownerOf(d.practiceId));
  },
  PracticeAccessPurchased: (e, tx) => {
    const d = e.data as Data<PracticeAccessPurchased>;
    return insert(tx, e, notices.accessPurchased(d.practiceId), ownerOf(d.practiceId));
  },
  ExclusivityPurchased: async (e, tx) => {
    const d = e.data as Data<ExclusivityPurchased>;
    await insert(tx, e, notices.exclusivityPurchased(d.practiceId, d.exclusiveUntil), ownerOf(d.practiceId));
  },
  ExclusivityEndingSoon: async (e, tx) => {
    const d = e.data as Data<ExclusivityEndingSoon>;
    await insert(tx, e, notices.exclusivityEndingSoon(d.practiceId, d.exclusiveUntil), { userId: d.buyerId });
  },
  ExclusivityExpired: async (e, tx) => {
    const d = e.data as Data<ExclusivityExpired>;
    // Watches asked before the practice came back are consumed: marked with that time, not
    // deleted, so a replay finds the same watchers, and a watch asked later is left alone.
    const watchers: Recipients = {
      select: 'SELECT user_id FROM practice_watches WHERE practice_id = $7 AND created_at <= $8 AND (consumed_at IS NULL OR consumed_at = $8)',
      params: [d.practiceId, d.at],
    };
    await insert(tx, e, notices.practiceAvailable(d.practiceId), watchers);
    await tx.query('UPDATE practice_watches SET consumed_at = $2 WHERE practice_id = $1 AND created_at <= $2 AND consumed_at IS NULL', [d.practiceId, d.at]);
  },
  ReconfirmationReminderSent: async (e, tx) => {
    const d = e.data as Data<ReconfirmationReminderSent>;
    await insert(tx, e, notices.reconfirmationDue(d.practiceId, d.lastConfirmedAt), ownerOf(d.practiceId));
  },
  PracticeDocumentReviewed: async (e, tx) => {
    const d = e.data as Data<PracticeDocumentReviewed>;
    if (d.decision === 'rejected') await insert(tx, e, notices.documentRejected(d.practiceId, d.reason), ownerOf(d.practiceId));
  },
  // Issue 29: each negotiation step reaches the other party. OfferCountered has no notice of its
  // own: the counter's OfferMade, appended with it, tells the other party.
  OfferMade: (e, tx) => {
    const d = e.data as Data<OfferMade>;
    return insert(tx, e, notices.offerReceived(d.practiceId, d), toOtherParty(d));
  },
  OfferAccepted: async (e, tx) => {
    const d = e.data as Data<OfferAccepted>;
    const { userId, party } = otherParty(d);
    await insert(tx, e, notices.offerAccepted(d.practiceId, d, party), { userId });
  },
  OfferRejected: (e, tx) => {
    const d = e.data as Data<OfferRejected>;
    return insert(tx, e, notices.offerRejected(d.practiceId, d.offerId, d.reason !== null), toOtherParty(d));
  },
  OfferWithdrawn: (e, tx) => {
    const d = e.data as Data<OfferWithdrawn>;
    return insert(tx, e, notices.offerWithdrawn(d.practiceId, d.offerId), toOtherParty(d));
  },
  OfferExpired: (e, tx) => {
    const d = e.data as Data<OfferExpired>;
    return toBothParties(tx, e, notices.offerExpired(d.practiceId, d.offerId), d);
  },
  ClosingStepRecorded: async (e, tx) => {
    const d = e.data as Data<ClosingStepRecorded>;
    // The last step's ClosingCompleted, appended with it, tells both parties.
    if (d.step === closingSteps.at(-1)) return;
    const { userId, party } = otherParty(d);
    await insert(tx, e, notices.closingStepRecorded(d.practiceId, d.step, d.protocol, party), { userId });
  },
  ClosingCompleted: (e, tx) => {
    const d = e.data as Data<ClosingCompleted>;
    return toBothParties(tx, e, notices.closingCompleted(d.practiceId, d), d);
  },
  ClosingAbandoned: (e, tx) => {
    const d = e.data as Data<ClosingAbandoned>;
    // Ended by neither party (an admin deleting the practice): both are told.
    if (d.by !== d.sellerId && d.by !== d.buyerId) return toBothParties(tx, e, notices.closingEndedByDeletion(d.practiceId), d);
    return insert(tx, e, notices.closingAbandoned(d.practiceId), toOtherParty(d));
  },
  SavedSearchMatched: async (e, tx) => {
    const d = e.data as Data<SavedSearchMatched>;
    // The search's name is read from its live row (null once deleted), inside the one INSERT: a replay's statements answer nothing.
    const unnamed = notices.savedSearchAlert(d.practiceId, null);
    const [before, after] = notices.savedSearchAlert(d.practiceId, NAME_SLOT).message.split(NAME_SLOT) as [string, string];
    await tx.query(
      `INSERT INTO notifications (id, kind, title, message, practice_id, created_at, user_id)
       SELECT $1::bigint, $2::text, $3::text, coalesce($4::text || s.name || $5::text, $6::text), $7::integer, $8::timestamptz, $9::integer
       FROM (SELECT 1) one LEFT JOIN saved_searches s ON s.id = $10::integer`,
      [e.globalPosition, unnamed.kind, unnamed.title, before, after, unnamed.message, d.practiceId, e.recordedAt, d.buyerId, d.searchId],
    );
  },
  DataChangeRequested: (e, tx) => insert(tx, e, notices.dataChangeRequested((e.data as Data<DataChangeRequested>).userId), activeAdmins),
  UserPersonalDataErased: async (e, tx) => {
    const { userId } = e.data as Data<UserPersonalDataErased>;
    await tx.query('DELETE FROM notifications WHERE user_id = $1', [userId]);
    for (const table of ['notification_reads', 'notification_read_marks', 'notification_preferences', 'practice_watches']) {
      await tx.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
    }
  },
};

/**
 * `notifications`: each user's stored notifications (the bell in the header), written in the
 * transaction of the event that causes them, so each exists exactly once whichever instance
 * recorded it. The warnings' and reminders' work lists are folds of their own
 * (notification-work-lists.projection.ts).
 */
export const notificationsProjection = defineProjection({
  name: 'notifications',
  version: 9,
  tables: ['notifications'],
  schema: `
    CREATE TABLE notifications (
      id bigint NOT NULL,
      user_id integer NOT NULL,
      kind text NOT NULL,
      title text NOT NULL,
      message text NOT NULL,
      practice_id integer,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, id)
    )
  `,
  handles: Object.keys(appliers),
  apply: (event, tx) => appliers[event.type]!(event, tx),
});
