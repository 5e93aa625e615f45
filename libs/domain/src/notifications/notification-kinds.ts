import { dueDiligenceMessages } from '../due-diligence/due-diligence.messages';
import { reconfirmationDueAt } from '../due-diligence/reconfirmation';
import type { Decider, DomainCommand, DomainEvent } from '../shared/decider';

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
};

/** What a stored notification says: the same words in the bell, the toast and the mail's first line. */
export type Notice = { kind: NotificationKind; title: string; message: string; practiceId: number | null };

const withComment = (text: string, comment: string | null | undefined) => (comment ? `${text} Commento: ${comment}` : text);

/** Rome's wall-clock time of an instant, the way every date in the app reads ('31/03/2026, 14:05'). */
export const italianDateTime = (iso: string): string =>
  new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

/**
 * The notice of each kind. No other person is named: the buyer of a practice stays anonymous
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
