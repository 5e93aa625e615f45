import type { CreditType } from '../shared/catalogue';
import { italianDate } from '../shared/italian-figures';

/**
 * The closing of an accepted offer: the transfer happens on the Agenzia delle Entrate's Piattaforma
 * Cessione Crediti, not here, so the product records each party's step there, in this order (issue
 * 47): the holder communicates the transfer; the Agenzia's preventive check passes, possibly after
 * a suspension, or annuls it (art. 122-bis DL 34/2020); the buyer accepts the whole amount or
 * refuses it (Agenzia, guide to the Piattaforma); the seller confirms the price arrived.
 */
export const closingSteps = ['comunicazione', 'esito', 'accettazione', 'atto', 'notifica', 'pagamento'] as const;
export type ClosingStep = (typeof closingSteps)[number];

/**
 * The two ways a credit is transferred. Building bonuses on the Agenzia's platform (art. 121 DL
 * 34/2020); a Credito IVA by notarial deed (atto pubblico or scrittura privata autenticata), served
 * on the Agenzia's office and on the agente della riscossione (art. 1264 c.c., art. 69 R.D.
 * 2440/1923): the buyer signs the deed, so there is no acceptance of its own.
 */
export const closingPaths = ['piattaforma', 'atto_notarile'] as const;
export type ClosingPath = (typeof closingPaths)[number];

export const closingStepsByPath: Readonly<Record<ClosingPath, readonly ClosingStep[]>> = {
  piattaforma: ['comunicazione', 'esito', 'accettazione', 'pagamento'],
  atto_notarile: ['atto', 'notifica', 'pagamento'],
};

/** The path of a credit's closing, by its type. */
export const closingPathOf = (type: CreditType): ClosingPath => (type === 'CREDITO_IVA' ? 'atto_notarile' : 'piattaforma');

/** The step that follows `step` on its path; null after the payment, the last of both. */
export const stepAfter = (step: ClosingStep): ClosingStep | null => {
  const steps = Object.values(closingStepsByPath).find((path) => path.includes(step))!;
  return steps[steps.indexOf(step) + 1] ?? null;
};

/**
 * What `POST /api/offers/{id}/closing/{action}` names: a step of the checklist, or the buyer's
 * refusal on the platform, which ends the deal in place of its acceptance.
 */
export const closingActions = [...closingSteps, 'rifiuto'] as const;
export type ClosingAction = (typeof closingActions)[number];

/** The Agenzia's preventive check: passed, suspended until a day (up to 30 days), or annulled. */
export const platformOutcomes = ['superata', 'sospesa', 'annullata'] as const;
export type PlatformOutcome = (typeof platformOutcomes)[number];

/** Why a closing ended without the transfer: a party gave up, the Agenzia annulled it, the buyer refused it. */
export const closingEndCauses = ['abbandonata', 'annullata', 'rifiutata'] as const;
export type ClosingEndCause = (typeof closingEndCauses)[number];

export type NegotiationParty = 'seller' | 'buyer';

/**
 * Who ticks each step: the seller communicates the transfer and records the Agenzia's outcome, which
 * the platform shows the communicating holder; the buyer accepts; the seller confirms the price arrived.
 */
export const closingStepActor: Readonly<Record<ClosingStep, NegotiationParty>> = {
  comunicazione: 'seller',
  esito: 'seller',
  accettazione: 'buyer',
  atto: 'seller',
  notifica: 'seller',
  pagamento: 'seller',
};

export const closingStepLabels: Readonly<Record<ClosingStep, string>> = {
  comunicazione: "Comunicazione della cessione sulla piattaforma dell'Agenzia delle Entrate",
  esito: "Esito del controllo preventivo dell'Agenzia delle Entrate",
  atto: 'Atto notarile di cessione (atto pubblico o scrittura privata autenticata)',
  notifica: "Notifica dell'atto all'Agenzia delle Entrate e all'agente della riscossione",
  accettazione: "Accettazione del credito dal cessionario sulla piattaforma dell'Agenzia delle Entrate",
  pagamento: 'Prezzo ricevuto dal cedente',
};

export type ClosingTick = { by: number; at: string };

/** An open closing: the accepted offer's terms and the steps ticked so far. */
export type Closing = {
  offerId: number;
  buyerId: number;
  amount: number;
  /** Rata ids. */
  rate: string[];
  openedAt: string;
  /** The Agenzia's protocol of the transfer communication, once the seller recorded it. */
  protocol: string | null;
  /** The day the transfer was communicated on the platform, 'YYYY-MM-DD'. */
  communicatedOn: string | null;
  /** The last day of the Agenzia's suspension, while the check is suspended or after it passed. */
  suspendedUntil: string | null;
  /** The bank transfer's reference (CRO or TRN) the seller gave with the payment. */
  paymentReference: string | null;
  /** Platform or notarial deed (Credito IVA); the day of the deed, once recorded. */
  path: ClosingPath;
  deedOn: string | null;
  ticks: Partial<Record<ClosingStep, ClosingTick>>;
};

/** A closing just opened on an accepted offer's terms: nothing communicated, nothing ticked. */
export const openClosing = (terms: Pick<Closing, 'offerId' | 'buyerId' | 'amount' | 'rate' | 'openedAt'>, path: ClosingPath = 'piattaforma'): Closing => ({
  ...terms,
  path,
  deedOn: null,
  protocol: null,
  communicatedOn: null,
  suspendedUntil: null,
  paymentReference: null,
  ticks: {},
});

/** The first step not ticked yet; null once all are. */
export const nextClosingStep = (closing: Pick<Closing, 'ticks'> & { path?: ClosingPath }): ClosingStep | null =>
  closingStepsByPath[closing.path ?? 'piattaforma'].find((step) => !closing.ticks[step]) ?? null;

/** How the history says a closing ended without the transfer, by its cause. */
export const closingEndWords: Readonly<Record<ClosingEndCause, string>> = {
  abbandonata: 'abbandonata',
  annullata: "annullata dall'Agenzia delle Entrate",
  rifiutata: 'terminata: credito rifiutato dal cessionario',
};

/** A tick's data in words, for the history: the deed or the protocol, the days of the communication or notice, the payment's reference. */
export const closingStepDetail = (d: ClosingStepDetails): string =>
  [
    d.repertorio ? `atto del ${italianDate(d.deedOn!)}, notaio ${d.notary}, repertorio ${d.repertorio}` : d.protocol && `protocollo ${d.protocol}`,
    d.communicatedOn && `comunicata il ${italianDate(d.communicatedOn)}`,
    d.notifiedOn && `notificato il ${italianDate(d.notifiedOn)}`,
    d.reference && `riferimento del bonifico ${d.reference}`,
  ]
    .filter(Boolean)
    .join(', ');

type ClosingStepDetails = {
  protocol: string | null;
  communicatedOn?: string;
  reference?: string;
  notary?: string;
  deedOn?: string;
  repertorio?: string;
  notifiedOn?: string;
};
