import { closingActions, closingEndCauses, closingPaths, closingSteps, offerStatuses, platformOutcomes } from '@pratiche/domain';
import { z } from 'zod';
import { correntistaOfSchema } from '../credit/buyer-qualification.schemas';

/**
 * Issue 29: offers negotiated per rata during an exclusivity, and the closing of an accepted
 * offer. The rules and their Italian messages live in libs/domain/src/negotiation; these schemas
 * only check shapes.
 */
export const negotiationApiMessages = {
  offer: "Dati dell'offerta non validi",
  reason: 'Motivo non valido',
  protocol: 'Numero di protocollo non valido',
  step: 'Passaggio della chiusura non valido',
  day: 'Data non valida: usa il formato AAAA-MM-GG',
  outcome: 'Esito del controllo non valido: superata, sospesa o annullata',
  reference: 'Riferimento del bonifico non valido',
  deed: "Dati dell'atto non validi",
  rata: 'Rate da utilizzare in compensazione non valide',
  offerMade: 'Offerta inviata',
  counterMade: 'Controproposta inviata',
  offerAccepted: 'Offerta accettata: si apre la chiusura',
  offerRejected: 'Offerta rifiutata',
  offerWithdrawn: 'Offerta ritirata',
  stepRecorded: 'Passaggio registrato',
  closingAbandoned: 'Chiusura abbandonata',
  closingRefused: 'Rifiuto registrato: la chiusura è terminata',
  offersNotAllowed: 'Non puoi vedere le trattative di questa pratica',
  /** 429 of offers, counters and withdrawals, counted per user and practice (`negotiationStep`). */
  tooManySteps: 'Troppe offerte o ritiri su questa pratica in poco tempo. Riprova tra un minuto.',
  /** Said where an offer is made: the wallet's credits buy access, never the credit itself. */
  pricePaidBetweenParties:
    'Il prezzo si paga direttamente tra le parti, fuori dalla piattaforma: i crediti del portafoglio servono solo per gli accessi e non vengono usati per il pagamento.',
} as const;

const m = negotiationApiMessages;

/** Rata ids (issue 45) or, as before, years. */
const rateSchema = z
  .array(z.union([z.number({ message: m.offer }).int(m.offer), z.string({ message: m.offer }).regex(/^[A-Za-z0-9_-]{1,40}$/, m.offer)]), { message: m.offer })
  .max(20, m.offer);
const notesSchema = z.string({ message: m.offer }).max(2000, m.offer).nullable().optional();
const expiresAtSchema = z.string({ message: m.offer }).max(40, m.offer).nullable().optional();

/**
 * `POST /api/practices/{id}/offers`: the exclusivity holder's offer. `rate` are rata ids (or years),
 * among those its exclusivity holds; none for Credito IVA.
 */
export const makeOfferRequestSchema = z.object({
  amount: z.number({ message: m.offer }),
  rate: rateSchema.default([]),
  notes: notesSchema,
  expiresAt: expiresAtSchema,
  /** Issue 45: the selling bank's user id, for the correntista route of this deal (a counter keeps it). */
  correntistaOf: correntistaOfSchema,
});
export type MakeOfferRequest = z.input<typeof makeOfferRequestSchema>;

/** `POST /api/offers/{id}/counter`: what is not sent is the countered offer's. */
export const counterOfferRequestSchema = z.object({
  amount: z.number({ message: m.offer }).optional(),
  rate: rateSchema.optional(),
  notes: notesSchema,
  expiresAt: expiresAtSchema,
});
export type CounterOfferRequest = z.input<typeof counterOfferRequestSchema>;

/** `POST /api/offers/{id}/reject` (reason optional) and `.../closing/abandon` (reason required by the domain). */
export const reasonRequestSchema = z.object({ reason: z.string({ message: m.reason }).max(2000, m.reason).nullable().optional() });
export type ReasonRequest = z.input<typeof reasonRequestSchema>;

/**
 * `POST /api/offers/{id}/closing/{step}` (issue 47): `comunicazione` takes `protocol` and
 * `communicatedOn` (today when not sent); `esito` takes `outcome`, with `suspendedUntil` when
 * `sospesa` and an optional `reason` when `annullata`; `rifiuto` takes `reason`; `pagamento` takes
 * `reference` (CRO or TRN); a Credito IVA's `atto` takes `notary`, `deedOn` and `repertorio`, its
 * `notifica` takes `notifiedOn`. The domain refuses a field of another step.
 */
const optionalText = (message: string, max: number) => z.string({ message }).max(max, message).nullable().optional();
export const closingStepRequestSchema = z.object({
  protocol: optionalText(m.protocol, 100),
  communicatedOn: optionalText(m.day, 10),
  outcome: z.enum(platformOutcomes, { message: m.outcome }).nullable().optional(),
  suspendedUntil: optionalText(m.day, 10),
  reason: optionalText(m.reason, 2000),
  reference: optionalText(m.reference, 100),
  notary: optionalText(m.deed, 200),
  deedOn: optionalText(m.day, 10),
  repertorio: optionalText(m.deed, 30),
  notifiedOn: optionalText(m.day, 10),
  /** `compensazione`: the rata ids of this closing the buyer offsets in F24, with its declaration on overdue tax debts. */
  rata: z
    .array(z.string({ message: m.rata }).max(20, m.rata), { message: m.rata })
    .max(20, m.rata)
    .optional(),
  noOverdueRuoli: z.boolean({ message: m.rata }).optional(),
});
export type ClosingStepRequest = z.input<typeof closingStepRequestSchema>;

export const closingStepSchema = z.enum(closingSteps, { message: m.step });
/**
 * A step of the path: the checklist's, the buyer's refusal, or (issue 47) `compensazione`, the
 * buyer's offset choice for rate of its completed closing, recorded as on 'I miei crediti'.
 */
export const closingActionSchema = z.enum([...closingActions, 'compensazione'], { message: m.step });

/** An offer as its parties and admins read it; the spec's fields keep their names (`userId` is the author). */
export const offerResponseSchema = z.object({
  id: z.number(),
  practiceId: z.number(),
  userId: z.number(),
  buyerId: z.number(),
  amount: z.number(),
  rate: z.array(z.string()).describe('The covered rate, by rata id (issue 45)'),
  /** Face value of the covered rate, and the price per 100 euro of it. */
  faceValue: z.number(),
  pricePer100: z.number(),
  status: z.enum(offerStatuses),
  notes: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  repliesTo: z.number().nullable(),
  decidedAt: z.string().nullable(),
  /** The rejection's reason. */
  reason: z.string().nullable(),
  documents: z.array(z.object({ filename: z.string(), sha256: z.string() })),
  /** What the reader may do with it now. */
  canAccept: z.boolean(),
  canReject: z.boolean(),
  canCounter: z.boolean(),
  canWithdraw: z.boolean(),
});
export type OfferResponse = z.infer<typeof offerResponseSchema>;

const tickSchema = z.object({ by: z.number(), at: z.string() }).nullable();

/** The closing of an accepted offer: its steps, who acts next, and how it ended. */
export const closingResponseSchema = z.object({
  offerId: z.number(),
  buyerId: z.number(),
  sellerId: z.number(),
  amount: z.number(),
  rate: z.array(z.string()).describe('The covered rate, by rata id (issue 45)'),
  status: z.enum(['open', 'completed', 'abandoned']),
  protocol: z.string().nullable(),
  /** Issue 47: the day of the communication on the platform, the last day of the Agenzia's suspension, the payment's CRO or TRN. */
  communicatedOn: z.string().nullable(),
  suspendedUntil: z.string().nullable(),
  paymentReference: z.string().nullable(),
  /** Issue 47: 'atto_notarile' for a Credito IVA (deed, its notice, payment), else the platform's steps. */
  path: z.enum(closingPaths),
  deed: z.object({ notary: z.string(), deedOn: z.string(), repertorio: z.string() }).nullable(),
  notifiedOn: z.string().nullable(),
  steps: z.object({
    comunicazione: tickSchema,
    esito: tickSchema,
    accettazione: tickSchema,
    atto: tickSchema,
    notifica: tickSchema,
    pagamento: tickSchema,
  }),
  nextStep: closingStepSchema.nullable(),
  nextActor: z.enum(['seller', 'buyer']).nullable(),
  openedAt: z.string(),
  endedAt: z.string().nullable(),
  abandonReason: z.string().nullable(),
  abandonedBy: z.number().nullable(),
  /** Why an abandoned closing ended: a party gave up, the Agenzia annulled the communication, the buyer refused the credit. */
  endCause: z.enum(closingEndCauses).nullable(),
  /** The rate of a completed closing its buyer chose to offset in F24 (issue 47's `compensazione`). */
  offsetRataIds: z.array(z.string()),
  /** The buyer's codice fiscale from its data for trading, null until given: the communication needs it (issue 47). */
  buyerCodiceFiscale: z.string().nullable(),
});
export type ClosingResponse = z.infer<typeof closingResponseSchema>;

/**
 * `GET /api/practices/{id}/offers`: the owner and admins read every negotiation of the practice,
 * a buyer only its own. `canOffer` tells the holder the form is open.
 */
export const negotiationResponseSchema = z.object({
  practiceId: z.number(),
  offers: z.array(offerResponseSchema),
  closings: z.array(closingResponseSchema),
  canOffer: z.boolean(),
  exclusiveUntil: z.string().nullable(),
  /** Issue 45: the rata ids the caller's own running exclusivity holds, which its offers may cover; empty otherwise. */
  heldRate: z.array(z.string()),
});
export type NegotiationResponse = z.infer<typeof negotiationResponseSchema>;

/** `GET /api/negotiations/waiting`: the seller's (and buyer's) negotiations where it is their turn, for the dashboard. */
export const waitingNegotiationsResponseSchema = z.array(
  z.object({
    practiceId: z.number(),
    offerId: z.number(),
    what: z.enum(['offer', 'closing']),
    since: z.string(),
    amount: z.number(),
    rate: z.array(z.string()),
  }),
);
export type WaitingNegotiationsResponse = z.infer<typeof waitingNegotiationsResponseSchema>;
