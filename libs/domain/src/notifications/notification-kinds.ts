import { dueDiligenceMessages } from '../due-diligence/due-diligence.messages';
import { reconfirmationDueAt } from '../due-diligence/reconfirmation';
import {
  closingStepActor,
  closingStepLabels,
  closingStepsByPath,
  stepAfter,
  type ClosingPath,
  type ClosingStep,
  type NegotiationParty,
} from '../negotiation/closing';
import { rateCeded, rateCovered } from '../negotiation/negotiation.messages';
import type { Decider, DomainCommand, DomainEvent } from '../shared/decider';
import { formatEuroAmount as euro, italianDate } from '../shared/italian-figures';

/** The kinds of notification a user can choose to receive (issue 26), in the order the profile lists them. */
export const notificationKinds = [
  'accountApproved',
  'accountRejected',
  'practiceApproved',
  'practiceRejected',
  'integrationRequested',
  'accessPurchased',
  'exclusivityPurchased',
  'exclusivityEndingSoon',
  'dataChangeRequested',
  'practiceAvailable',
  'reconfirmationDue',
  'documentRejected',
  'documentToReview',
  'documentAdded',
  'offerReceived',
  'offerAnswered',
  'closingUpdate',
  'savedSearchAlert',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** How the profile names each kind beside its switch. */
export const notificationKindLabels: Record<NotificationKind, string> = {
  accountApproved: 'Account attivato',
  accountRejected: 'Registrazione non approvata',
  practiceApproved: 'Pratica approvata',
  practiceRejected: 'Pratica rifiutata',
  integrationRequested: 'Integrazione richiesta su una pratica',
  accessPurchased: 'Accesso base acquistato su una tua pratica',
  exclusivityPurchased: 'Esclusiva acquistata su una tua pratica',
  exclusivityEndingSoon: 'La tua esclusiva scade tra 2 ore',
  dataChangeRequested: 'Richiesta di modifica dati (amministratori)',
  practiceAvailable: "Pratica seguita con 'Avvisami' di nuovo disponibile",
  reconfirmationDue: 'Promemoria: riconferma del credito in scadenza tra 3 giorni',
  documentRejected: 'Documento di una tua pratica rifiutato',
  documentToReview: 'Nuovo documento da verificare su una pratica (amministratori)',
  documentAdded: 'Nuovo documento su una pratica in esclusiva o in chiusura con te',
  offerReceived: 'Trattativa: nuova offerta o controproposta a cui rispondere',
  offerAnswered: 'Trattativa: offerta accettata, rifiutata, ritirata o scaduta',
  closingUpdate: 'Trattativa: passaggi della chiusura, chiusura completata o abbandonata',
  savedSearchAlert: 'Ricerche salvate: nuova pratica corrispondente',
};

/** What a stored notification says: the same words in the bell, the toast and the mail's first line. */
export type Notice = { kind: NotificationKind; title: string; message: string; practiceId: number | null };

const withComment = (text: string, comment: string | null | undefined) => (comment ? `${text} Commento: ${comment}` : text);

/** Rome's wall-clock time of an instant, the way every date in the app reads ('31/03/2026, 14:05'). */
export const italianDateTime = (iso: string): string =>
  new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

/** What the recipient of a negotiation notice reads about the next closing step: theirs to do, or the other party's. */
const nextStepText: Record<ClosingStep, Record<'yours' | 'theirs', string>> = {
  comunicazione: {
    yours: "Ora tocca a te: comunica la cessione sulla piattaforma dell'Agenzia delle Entrate e registrane il protocollo sulla pratica.",
    theirs: "Ora tocca al venditore: comunicare la cessione sulla piattaforma dell'Agenzia delle Entrate.",
  },
  esito: {
    yours: "Ora tocca a te: registra sulla pratica l'esito del controllo preventivo dell'Agenzia delle Entrate (superato, sospeso o annullato).",
    theirs: "Ora si attende l'esito del controllo preventivo dell'Agenzia delle Entrate, che il venditore registra sulla pratica.",
  },
  atto: {
    yours: "Ora tocca a te: stipula l'atto notarile di cessione con il cessionario e registrane notaio, data e repertorio sulla pratica.",
    theirs: "Ora tocca al venditore: stipulare con te l'atto notarile di cessione (atto pubblico o scrittura privata autenticata).",
  },
  notifica: {
    yours: "Ora tocca a te: notifica l'atto all'Agenzia delle Entrate e all'agente della riscossione e registra la data della notifica sulla pratica.",
    theirs: "Ora tocca al venditore: notificare l'atto all'Agenzia delle Entrate e all'agente della riscossione.",
  },
  accettazione: {
    yours: "Ora tocca a te: accetta il credito sulla piattaforma dell'Agenzia delle Entrate e confermalo sulla pratica.",
    theirs: "Ora tocca all'acquirente: accettare il credito sulla piattaforma dell'Agenzia delle Entrate.",
  },
  pagamento: {
    yours: 'Ora tocca a te: conferma sulla pratica di aver ricevuto il prezzo.',
    theirs: 'Ora tocca al venditore: confermare di aver ricevuto il prezzo.',
  },
};
const whoActsNext = (step: ClosingStep, recipient: NegotiationParty) => nextStepText[step][closingStepActor[step] === recipient ? 'yours' : 'theirs'];

/** An offer as its notices name it. */
type NoticedOffer = { offerId: number; amount: number; rate: readonly string[]; expiresAt: string; repliesTo: number | null };

/**
 * The notice of each kind (issue 29's negotiation kinds have one per step). No other person is named: the buyer of a practice stays anonymous
 * to its seller, and a data-change request names only its user's number (the admin opens it).
 */
export const notices = {
  accountApproved: (): Notice => ({
    kind: 'accountApproved',
    title: 'Account attivato',
    message: 'Il tuo account è stato attivato: ora puoi operare sul marketplace.',
    practiceId: null,
  }),
  accountRejected: (): Notice => ({
    kind: 'accountRejected',
    title: 'Registrazione non approvata',
    message: "La tua registrazione non è stata approvata dall'amministrazione.",
    practiceId: null,
  }),
  practiceApproved: (practiceId: number, comment: string | null): Notice => ({
    kind: 'practiceApproved',
    title: 'Pratica approvata',
    message: withComment(`La pratica #${practiceId} è stata approvata ed è ora visibile nel marketplace.`, comment),
    practiceId,
  }),
  practiceRejected: (practiceId: number, comment: string | null): Notice => ({
    kind: 'practiceRejected',
    title: 'Pratica rifiutata',
    message: withComment(`La pratica #${practiceId} è stata rifiutata.`, comment),
    practiceId,
  }),
  integrationRequested: (practiceId: number, comment: string | null): Notice => ({
    kind: 'integrationRequested',
    title: 'Integrazione richiesta',
    message: withComment(`La pratica #${practiceId} richiede integrazioni.`, comment),
    practiceId,
  }),
  accessPurchased: (practiceId: number): Notice => ({
    kind: 'accessPurchased',
    title: 'Accesso acquistato',
    message: `Un acquirente ha acquistato l'accesso base alla tua pratica #${practiceId}.`,
    practiceId,
  }),
  exclusivityPurchased: (practiceId: number, exclusiveUntil: string): Notice => ({
    kind: 'exclusivityPurchased',
    title: 'Esclusiva acquistata',
    message: `Un acquirente ha acquistato l'esclusiva sulla tua pratica #${practiceId} fino al ${italianDateTime(exclusiveUntil)}.`,
    practiceId,
  }),
  exclusivityEndingSoon: (practiceId: number, exclusiveUntil: string): Notice => ({
    kind: 'exclusivityEndingSoon',
    title: 'Esclusiva in scadenza',
    message: `La tua esclusiva sulla pratica #${practiceId} scade tra 2 ore (${italianDateTime(exclusiveUntil)}).`,
    practiceId,
  }),
  dataChangeRequested: (userId: number): Notice => ({
    kind: 'dataChangeRequested',
    title: 'Richiesta di modifica dati',
    message: `L'utente #${userId} ha chiesto di modificare i propri dati.`,
    practiceId: null,
  }),
  practiceAvailable: (practiceId: number): Notice => ({
    kind: 'practiceAvailable',
    title: 'Pratica di nuovo disponibile',
    message: `La pratica #${practiceId} che segui è di nuovo disponibile nel marketplace.`,
    practiceId,
  }),
  reconfirmationDue: (practiceId: number, lastConfirmedAt: string): Notice => ({
    kind: 'reconfirmationDue',
    title: 'Riconferma il credito',
    message:
      `Riconferma entro il ${italianDateTime(reconfirmationDueAt(lastConfirmedAt))} che il credito della pratica #${practiceId} è ancora presente nel tuo cassetto fiscale. ` +
      `Senza riconferma la pratica risulterà «${dueDiligenceMessages.toReconfirm}» e nessuno potrà acquistarne l'esclusiva finché non la riconfermerai.`,
    practiceId,
  }),
  /** Issue 28: an admin rejected one document; the seller reads why and replaces the file. */
  documentRejected: (practiceId: number, reason: string | null): Notice => ({
    kind: 'documentRejected',
    title: 'Documento rifiutato',
    message: `Un documento della pratica #${practiceId} è stato rifiutato: sostituiscilo dalla pagina della pratica.${reason ? ` Motivo: ${reason}` : ''}`,
    practiceId,
  }),
  /** Issue 46: the owner added a document from the checklist; an admin verifies it. */
  documentToReview: (practiceId: number, label: string): Notice => ({
    kind: 'documentToReview',
    title: 'Nuovo documento da verificare',
    message: `Il venditore ha aggiunto il documento «${label}» alla pratica #${practiceId}: verificalo dalla revisione della pratica.`,
    practiceId,
  }),
  /**
   * Issue 46: to the holder of a running exclusivity or an open closing, the dossier grew. An offer
   * records the documents' SHA-256 at the time it is made, so the offers already made stay as they are.
   */
  documentAdded: (practiceId: number, label: string): Notice => ({
    kind: 'documentAdded',
    title: 'Nuovo documento sulla pratica',
    message:
      `Il venditore ha aggiunto il documento «${label}» alla pratica #${practiceId}, in attesa di verifica. ` +
      'Le offerte già fatte restano riferite ai documenti su cui sono state fatte.',
    practiceId,
  }),
  /** Issue 29: the other party of a negotiation made an offer or a counter-offer; the recipient answers it. */
  offerReceived: (practiceId: number, offer: NoticedOffer): Notice => {
    const what = offer.repliesTo === null ? `l'offerta n. ${offer.offerId}` : `la controproposta n. ${offer.offerId}`;
    return {
      kind: 'offerReceived',
      title: offer.repliesTo === null ? 'Nuova offerta' : 'Nuova controproposta',
      message:
        `Hai ricevuto ${what} di ${euro(offer.amount)} per ${rateCovered(offer.rate)} sulla pratica #${practiceId}, valida fino al ${italianDateTime(offer.expiresAt)}. ` +
        'Ora tocca a te: accettala, rifiutala o rispondi con una controproposta.',
      practiceId,
    };
  },
  /** The other party accepted the recipient's offer: the closing opens with the seller's communication. */
  offerAccepted: (
    practiceId: number,
    offer: Pick<NoticedOffer, 'offerId' | 'amount' | 'rate'>,
    recipient: NegotiationParty,
    path: ClosingPath = 'piattaforma',
  ): Notice => ({
    kind: 'offerAnswered',
    title: 'Offerta accettata',
    message:
      `La tua offerta n. ${offer.offerId} di ${euro(offer.amount)} per ${rateCovered(offer.rate)} sulla pratica #${practiceId} è stata accettata: si apre la chiusura. ` +
      whoActsNext(closingStepsByPath[path][0]!, recipient),
    practiceId,
  }),
  /**
   * A reason is free text of the other party, personal data sealed in the log: the notice only
   * says there is one, and the practice's page shows it (as long as its author is not erased).
   */
  offerRejected: (practiceId: number, offerId: number, withReason: boolean): Notice => ({
    kind: 'offerAnswered',
    title: 'Offerta rifiutata',
    message: `La tua offerta n. ${offerId} sulla pratica #${practiceId} è stata rifiutata.${withReason ? ' Il motivo è indicato nella pratica.' : ''}`,
    practiceId,
  }),
  /** To the party that was to answer it. */
  offerWithdrawn: (practiceId: number, offerId: number): Notice => ({
    kind: 'offerAnswered',
    title: 'Offerta ritirata',
    message: `L'offerta n. ${offerId} sulla pratica #${practiceId}, che attendeva la tua risposta, è stata ritirata da chi l'aveva fatta.`,
    practiceId,
  }),
  /** To both parties: nobody acted, so neither knows it yet. */
  offerExpired: (practiceId: number, offerId: number): Notice => ({
    kind: 'offerAnswered',
    title: 'Offerta scaduta',
    message: `L'offerta n. ${offerId} sulla pratica #${practiceId} è scaduta senza risposta.`,
    practiceId,
  }),
  /**
   * The other party ticked a step of the closing, so the next one is the recipient's. The last
   * step has no notice of its own: the ClosingCompleted appended with it tells both parties.
   */
  closingStepRecorded: (practiceId: number, step: ClosingStep, protocol: string | null, recipient: NegotiationParty): Notice => {
    const next = stepAfter(step);
    return {
      kind: 'closingUpdate',
      title: 'Passaggio della chiusura completato',
      message:
        `Sulla pratica #${practiceId} è stato completato il passaggio «${closingStepLabels[step]}»${protocol ? ` (protocollo ${protocol})` : ''}.` +
        (next ? ` ${whoActsNext(next, recipient)}` : ''),
      practiceId,
    };
  },
  /** Issue 47: to the buyer, the Agenzia suspended the communication; the days are counted on the closing. */
  closingSuspended: (practiceId: number, suspendedUntil: string): Notice => ({
    kind: 'closingUpdate',
    title: "Comunicazione sospesa dall'Agenzia delle Entrate",
    message: `Sulla pratica #${practiceId} l'Agenzia delle Entrate ha sospeso la comunicazione di cessione per il controllo preventivo fino al ${italianDate(suspendedUntil)}. Alla fine della sospensione il venditore ne registra l'esito.`,
    practiceId,
  }),
  /** Issue 47: the Agenzia annulled the communication, or the buyer refused the credit: the deal is over. */
  closingEndedOnPlatform: (practiceId: number, cause: 'annullata' | 'rifiutata'): Notice => ({
    kind: 'closingUpdate',
    title: cause === 'annullata' ? "Comunicazione annullata dall'Agenzia delle Entrate" : 'Credito rifiutato dal cessionario',
    message:
      cause === 'annullata'
        ? `Sulla pratica #${practiceId} l'Agenzia delle Entrate ha annullato la comunicazione di cessione: la chiusura è terminata e le rate tornano in vendita.`
        : `Sulla pratica #${practiceId} il cessionario ha rifiutato il credito sulla piattaforma: la chiusura è terminata e le rate tornano in vendita. Il motivo è indicato nella pratica.`,
    practiceId,
  }),
  /** To both parties: the covered rate are ceduta. */
  closingCompleted: (practiceId: number, closing: { amount: number; rate: readonly string[]; protocol: string }): Notice => ({
    kind: 'closingUpdate',
    title: 'Chiusura completata',
    message: `La chiusura sulla pratica #${practiceId} è completata: ${rateCeded(closing.rate)} per ${euro(closing.amount)} (protocollo ${closing.protocol}).`,
    practiceId,
  }),
  /**
   * Issue 31: an approved (or again available) practice matches one of the buyer's saved searches.
   * The search's name is the buyer's own words, read from the live table (null once deleted).
   */
  savedSearchAlert: (practiceId: number, searchName: string | null): Notice => ({
    kind: 'savedSearchAlert',
    title: 'Nuova pratica per una ricerca salvata',
    message: `La pratica #${practiceId} corrisponde alla tua ricerca salvata${searchName ? ` «${searchName}»` : ''}: è disponibile nel marketplace.`,
    practiceId,
  }),
  /** An admin deleted the practice during its closing: the deletion recorded the closing's end. */
  closingEndedByDeletion: (practiceId: number): Notice => ({
    kind: 'closingUpdate',
    title: 'Chiusura terminata',
    message: `La chiusura sulla pratica #${practiceId} è terminata: la pratica è stata eliminata dall'amministrazione.`,
    practiceId,
  }),
  closingAbandoned: (practiceId: number): Notice => ({
    kind: 'closingUpdate',
    title: 'Chiusura abbandonata',
    message: `La chiusura sulla pratica #${practiceId} è stata abbandonata dall'altra parte: il motivo è indicato nella pratica.`,
    practiceId,
  }),
};

/** How long before its end the holder of an exclusivity is warned. */
export const exclusivityWarningLeadMs = 2 * 3_600_000;

/**
 * The holder's warning that an exclusivity ends soon: one stream per exclusivity, so whichever
 * instance appends first wins and every other finds it warned and appends nothing.
 */
export type ExclusivityEndingSoon = DomainEvent<'ExclusivityEndingSoon', { practiceId: number; buyerId: number; exclusiveUntil: string; at: string }>;
export type WarnExclusivityEnding = DomainCommand<'WarnExclusivityEnding', ExclusivityEndingSoon['data']>;

export const exclusivityWarningStreamId = (practiceId: number, exclusiveUntil: string) => `exclusivity-warning-${practiceId}-${Date.parse(exclusiveUntil)}`;

export const exclusivityWarningDecider: Decider<{ warned: boolean }, WarnExclusivityEnding, ExclusivityEndingSoon> = {
  decide: (command, state) => (state.warned ? [] : [{ type: 'ExclusivityEndingSoon', data: command.data }]),
  evolve: () => ({ warned: true }),
  initialState: () => ({ warned: false }),
};

/**
 * The seller's reminder to reconfirm a credit (issue 28), 3 days before it turns 'Da riconfermare':
 * one stream per practice and confirmation (its `lastConfirmedAt`), so each confirmation period
 * is reminded once however many instances run, and a reconfirmation opens a new period.
 */
export type ReconfirmationReminderSent = DomainEvent<'ReconfirmationReminderSent', { practiceId: number; lastConfirmedAt: string; at: string }>;
export type RemindReconfirmation = DomainCommand<'RemindReconfirmation', ReconfirmationReminderSent['data']>;

export const reconfirmationReminderStreamId = (practiceId: number, lastConfirmedAt: string) =>
  `reconfirmation-reminder-${practiceId}-${Date.parse(lastConfirmedAt)}`;

export const reconfirmationReminderDecider: Decider<{ reminded: boolean }, RemindReconfirmation, ReconfirmationReminderSent> = {
  decide: (command, state) => (state.reminded ? [] : [{ type: 'ReconfirmationReminderSent', data: command.data }]),
  evolve: () => ({ reminded: true }),
  initialState: () => ({ reminded: false }),
};
