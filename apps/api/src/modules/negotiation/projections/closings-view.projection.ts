import type {
  ClosingAbandoned,
  ClosingCompleted,
  ClosingEndCause,
  ClosingPath,
  ClosingStep,
  ClosingStepRecorded,
  ClosingSuspended,
  HoldingOffsetChosen,
  OfferAccepted,
} from '@pratiche/domain';
import type { RecordedEvent } from '../../../infrastructure/event-store/event-store.types';
import { reprojectedOnErasure } from '../../../infrastructure/projections/erasure-reprojection';
import { defineFoldProjection } from '../../../infrastructure/projections/fold-projection';
import { partyRowsIn } from './offers-view.projection';

type Ticks = { [S in ClosingStep as `${S}At`]: string | null } & { [S in ClosingStep as `${S}By`]: number | null };

export type ClosingRow = Ticks & {
  offerId: number;
  practiceId: number;
  buyerId: number;
  sellerId: number;
  amount: number;
  rate: string[];
  status: 'open' | 'completed' | 'abandoned';
  protocol: string | null;
  /** Issue 47: the day of the communication on the platform, the Agenzia's suspension, the payment's reference. */
  communicatedOn: string | null;
  suspendedUntil: string | null;
  paymentReference: string | null;
  /** Platform or notarial deed (a Credito IVA): the deed's notary, day and repertorio, and the day it was served. */
  path: ClosingPath;
  notary: string | null;
  deedOn: string | null;
  repertorio: string | null;
  notifiedOn: string | null;
  openedAt: string;
  endedAt: string | null;
  abandonReason: string | null;
  abandonedBy: number | null;
  /** Why an abandoned closing ended: a party gave up, the Agenzia annulled it, the buyer refused it. */
  endCause: ClosingEndCause | null;
  /** The rate of a completed closing its buyer chose to offset (issue 45), as the holdings name them. */
  offsetRataIds: string[];
};

/** A closing just opened: no step ticked. */
const unticked: Ticks = {
  comunicazioneAt: null,
  comunicazioneBy: null,
  esitoAt: null,
  esitoBy: null,
  accettazioneAt: null,
  accettazioneBy: null,
  attoAt: null,
  attoBy: null,
  notificaAt: null,
  notificaBy: null,
  pagamentoAt: null,
  pagamentoBy: null,
};

/**
 * The closing an accepted offer opens, and each step of it: a tick (with the protocol of the
 * transfer communication), its completion, or its abandon; then its buyer's offset choices.
 */
export const evolveClosing = (row: ClosingRow | null, event: RecordedEvent): ClosingRow | null => {
  if (event.type === 'OfferAccepted') {
    // The rest of the event is the closing's offer, practice, parties, amount and rate; who accepted is the offer's answer.
    const { by: _acceptedBy, at, closingPath = 'piattaforma', ...accepted } = event.data as OfferAccepted['data'];
    return {
      ...accepted,
      path: closingPath,
      notary: null,
      deedOn: null,
      repertorio: null,
      notifiedOn: null,
      ...unticked,
      status: 'open',
      protocol: null,
      communicatedOn: null,
      suspendedUntil: null,
      paymentReference: null,
      openedAt: at,
      endedAt: null,
      abandonReason: null,
      abandonedBy: null,
      endCause: null,
      offsetRataIds: [],
    };
  }
  if (row === null) return null;
  switch (event.type) {
    case 'ClosingStepRecorded': {
      const d = event.data as ClosingStepRecorded['data'];
      // A closing opened before issue 47 had no 'esito': its acceptance meant the check had passed (negotiation.state.ts).
      const legacyOutcome = d.step === 'accettazione' && row.esitoAt === null ? { esitoAt: d.at, esitoBy: d.by } : {};
      return {
        ...row,
        ...legacyOutcome,
        [`${d.step}At`]: d.at,
        [`${d.step}By`]: d.by,
        protocol: d.protocol ?? row.protocol,
        communicatedOn: d.communicatedOn ?? row.communicatedOn,
        paymentReference: d.reference ?? row.paymentReference,
        notary: d.notary ?? row.notary,
        deedOn: d.deedOn ?? row.deedOn,
        repertorio: d.repertorio ?? row.repertorio,
        notifiedOn: d.notifiedOn ?? row.notifiedOn,
      };
    }
    case 'ClosingSuspended':
      return { ...row, suspendedUntil: (event.data as ClosingSuspended['data']).suspendedUntil };
    case 'ClosingCompleted': {
      const d = event.data as ClosingCompleted['data'];
      return { ...row, status: 'completed', endedAt: d.at, protocol: d.protocol };
    }
    case 'ClosingAbandoned': {
      const d = event.data as ClosingAbandoned['data'];
      return { ...row, status: 'abandoned', endedAt: d.at, abandonReason: d.reason, abandonedBy: d.by, endCause: d.cause ?? 'abbandonata' };
    }
    case 'HoldingOffsetChosen': {
      const d = event.data as HoldingOffsetChosen['data'];
      return { ...row, offsetRataIds: [...row.offsetRataIds, d.rataId] };
    }
    default:
      return row;
  }
};

/**
 * `closings_view` (issue 29): the closing each accepted offer opened, step by step (each step's
 * time and actor, the protocol, its opening and end, the abandon's reason and actor). A deleted
 * practice's closing (abandoned by the deletion) stays: every reader joins `practices_view`,
 * which drops the practice. The erasure of a party folds its closings again from the log, where
 * the reasons it gave for abandoning now read 'Dato cancellato'. v3: a fold. v4: `offset_rata_ids`,
 * the rate its buyer chose to offset (issue 45, read by the holdings). v5: completed closings by
 * their end, for the public weekly counter (issue 46), which every visit of /auth asks. v6: the
 * platform's steps (issue 47): the Agenzia's outcome, the day of the communication, a suspension,
 * the payment's reference, and why a closing ended without the transfer. v7: a Credito IVA's
 * notarial path (issue 47): its deed and the day it was served. v8: `rate` by rata id (issue 45).
 */
export const closingsViewProjection = reprojectedOnErasure(
  defineFoldProjection<ClosingRow>({
    name: 'closings_view',
    version: 8,
    table: 'closings_view',
    schema: `
      CREATE TABLE closings_view (
        offer_id integer PRIMARY KEY,
        practice_id integer NOT NULL,
        buyer_id integer NOT NULL,
        seller_id integer NOT NULL,
        amount numeric(12, 2) NOT NULL,
        rate text[] NOT NULL,
        status text NOT NULL,
        protocol text,
        comunicazione_at timestamptz,
        comunicazione_by integer,
        communicated_on text,
        esito_at timestamptz,
        esito_by integer,
        suspended_until text,
        accettazione_at timestamptz,
        accettazione_by integer,
        path text NOT NULL DEFAULT 'piattaforma',
        atto_at timestamptz,
        atto_by integer,
        notary text,
        deed_on text,
        repertorio text,
        notifica_at timestamptz,
        notifica_by integer,
        notified_on text,
        pagamento_at timestamptz,
        pagamento_by integer,
        payment_reference text,
        opened_at timestamptz NOT NULL,
        ended_at timestamptz,
        abandon_reason text,
        abandoned_by integer,
        end_cause text,
        offset_rata_ids text[] NOT NULL DEFAULT '{}'
      );
      CREATE INDEX closings_view_practice ON closings_view (practice_id);
      CREATE INDEX closings_view_buyer_completed ON closings_view (buyer_id) WHERE status = 'completed';
      CREATE INDEX closings_view_completed_at ON closings_view (ended_at) WHERE status = 'completed'
    `,
    handles: ['OfferAccepted', 'ClosingStepRecorded', 'ClosingSuspended', 'ClosingCompleted', 'ClosingAbandoned', 'HoldingOffsetChosen'],
    columns: {
      offerId: 'offer_id',
      practiceId: 'practice_id',
      buyerId: 'buyer_id',
      sellerId: 'seller_id',
      amount: 'amount',
      rate: 'rate',
      status: 'status',
      protocol: 'protocol',
      comunicazioneAt: 'comunicazione_at',
      comunicazioneBy: 'comunicazione_by',
      communicatedOn: 'communicated_on',
      esitoAt: 'esito_at',
      esitoBy: 'esito_by',
      suspendedUntil: 'suspended_until',
      accettazioneAt: 'accettazione_at',
      accettazioneBy: 'accettazione_by',
      path: 'path',
      attoAt: 'atto_at',
      attoBy: 'atto_by',
      notary: 'notary',
      deedOn: 'deed_on',
      repertorio: 'repertorio',
      notificaAt: 'notifica_at',
      notificaBy: 'notifica_by',
      notifiedOn: 'notified_on',
      pagamentoAt: 'pagamento_at',
      pagamentoBy: 'pagamento_by',
      paymentReference: 'payment_reference',
      openedAt: 'opened_at',
      endedAt: 'ended_at',
      abandonReason: 'abandon_reason',
      abandonedBy: 'abandoned_by',
      endCause: 'end_cause',
      offsetRataIds: 'offset_rata_ids',
    },
    primaryKey: ['offerId'],
    key: (event) => (event.data as { offerId: number }).offerId,
    current: 'offer_id = $1',
    opens: ['OfferAccepted'],
    evolve: evolveClosing,
  }),
  partyRowsIn('closings_view'),
);
