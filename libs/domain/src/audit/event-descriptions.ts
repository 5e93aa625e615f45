import { buyerKindLabels, buyerRegisters } from '../credit/buyer-qualification';
import { rataLabelOfId } from '../credit/credit-schedule';
import { documentTypes } from '../due-diligence/document-types';
import { reconfirmationPolicy } from '../due-diligence/reconfirmation';
import type { SavedSearchDigestSent, SavedSearchMatched } from '../marketplace/saved-search-alerts';
import { closingEndWords, closingStepDetail, closingStepLabels } from '../negotiation/closing';
import { rateCeded, rateCovered } from '../negotiation/negotiation.messages';
import type { ExclusivityEndingSoon, ReconfirmationReminderSent } from '../notifications/notification-kinds';
import type { AccessedDocument, PracticeEvent } from '../practice/practice.events';
import { creditTypes } from '../shared/catalogue';
import { formatCreditCount as credits, formatEuroAmount as euro, formatRomeDateTime, italianDate } from '../shared/italian-figures';
import { accountDocumentKindLabels, type AccountDocument } from '../user/account-documents';
import type { UserEvent } from '../user/user.events';
import type { CheckoutEvent } from '../wallet/checkout.events';
import type { WalletEvent } from '../wallet/wallet.events';
import { documentName, type DocumentNames, type NamedHistoryEvent, withDocumentNames } from './document-names';
import { eventFieldLabel } from './event-labels';

/** Every event type the log holds today; the table below must describe each one (checked by the compiler). */
export type AuditedEvent =
  UserEvent | PracticeEvent | WalletEvent | CheckoutEvent | ExclusivityEndingSoon | ReconfirmationReminderSent | SavedSearchMatched | SavedSearchDigestSent;

/** Each type's line; `names` are the original names of the history's files (`document-names.ts`), for events that point at a stored file. */
type Describers = { [T in AuditedEvent['type']]: (data: Extract<AuditedEvent, { type: T }>['data'], names: DocumentNames) => string };

const withComment = (text: string, comment: string | null) => (comment ? `${text}, con il commento: «${comment}»` : text);
const creditLabel = (type: string) => creditTypes[type as keyof typeof creditTypes]?.label ?? type;
/** Issue 46: a document category in words, never its stored key. */
const categoryWords: Record<string, string> = { societari: 'tra i documenti societari', fiscali: 'tra i documenti fiscali' };
const issuedOnWords = (issuedOn: string | null) => (issuedOn ? `, rilasciato il ${italianDate(issuedOn)}` : '');
/** Issue 30: each file as delivered, so an admin can match a leaked copy by its SHA-256; older events name the files only. */
const deliveredFiles = (documents: readonly AccessedDocument[]) =>
  documents
    .map(({ originalName, sha256, watermarked }) => {
      const delivered = [watermarked ? 'con filigrana' : null, sha256 ? `SHA-256 ${sha256}` : null].filter(Boolean);
      return delivered.length > 0 ? `${originalName} (${delivered.join(', ')})` : originalName;
    })
    .join(', ');

/** Issue 46: an account document with its year or expiry ('Bilancio approvato 2025', "Documento d'identità ... (scadenza 31/01/2030)"). */
const accountDocumentTitle = (d: Pick<AccountDocument, 'kind' | 'year' | 'expiresOn'>) =>
  d.kind === 'bilancio'
    ? `${accountDocumentKindLabels.bilancio} ${d.year}`
    : `${accountDocumentKindLabels[d.kind]}${d.expiresOn ? ` (scadenza ${italianDate(d.expiresOn)})` : ''}`;

const describers: Describers = {
  UserRegistered: (d) => `Registrazione dell'utente ${d.username} (${d.companyName})`,
  BusinessDocumentAttached: (d) => `Visura camerale caricata: ${d.document.originalName}`,
  BusinessDocumentRemoved: () => 'Visura camerale eliminata',
  BusinessDocumentAccessed: (d) => `Visura camerale scaricata: ${d.document.originalName}`,
  UserApproved: () => 'Utente approvato',
  UserRejected: () => 'Utente rifiutato',
  UserBlocked: () => 'Utente bloccato',
  UserActivated: () => 'Utente riattivato',
  UserEditedByAdmin: (d) => `Dati dell'utente modificati dall'amministrazione: ${Object.keys(d.changes).map(eventFieldLabel).join(', ')}`,
  UserDeleted: () => 'Utente eliminato',
  UserPersonalDataErased: () => "Dati personali dell'utente cancellati",
  PasswordChanged: (d) => (d.via === 'reset' ? 'Password reimpostata tramite il link di recupero' : 'Password modificata'),
  PasswordResetRequested: () => 'Richiesta di recupero della password',
  DataChangeRequested: (d) => `Richiesta di modifica dei dati: ${Object.keys(d.fieldsToChange).map(eventFieldLabel).join(', ')}`,
  DataChangeRequestHandled: (d) => `Richiesta di modifica dei dati n. ${d.requestNumber} segnata come evasa`,
  BuyerKindDeclared: (d) => `Qualifica di acquirente dichiarata: ${buyerKindLabels[d.kind]}${d.registerNumber ? ` (iscrizione ${d.registerNumber})` : ''}`,
  TradingProfileDeclared: (d) =>
    `Dati per le cessioni: codice fiscale ${d.codiceFiscale}, PEC ${d.pec}, sede legale ${d.registeredOffice}, ATECO ${d.ateco}, titolare effettivo ${d.beneficialOwner}`,
  AccountDocumentAttached: (d) => `${accountDocumentTitle(d)} caricato: ${d.document.originalName}`,
  AccountDocumentAccessed: (d) => `${accountDocumentTitle(d)} scaricato: ${d.document.originalName}`,
  OffsetCapacityDeclared: (d) =>
    d.years.length === 0
      ? 'Capacità di compensazione ritirata'
      : `Capacità di compensazione: ${d.years.map(({ year, amount }) => `${year} ${euro(amount)}`).join(', ')}`,
  // Issue 46: the history says which public register the admin checked the number on.
  BuyerKindVerified: (d) =>
    `Qualifica di acquirente verificata: ${buyerKindLabels[d.kind]}${d.registerNumber ? ` (iscrizione ${d.registerNumber})` : ''}${
      buyerRegisters[d.kind] ? `, controllata sull'${buyerRegisters[d.kind]!.register}` : ''
    }`,
  TwoFactorEnabled: () => 'Verifica in due passaggi attivata',
  TwoFactorDisabled: () => "Verifica in due passaggi disattivata dall'utente",
  TwoFactorReset: () => "Verifica in due passaggi reimpostata dall'amministrazione",
  PracticeSubmitted: (d) => `Pratica ${d.practiceId} inserita: ${creditLabel(d.type)} ${d.year}, importo ${euro(d.amount)}`,
  PracticeResubmitted: (d) => `Pratica ${d.practiceId} modificata e inviata di nuovo in verifica`,
  PracticeDocumentsChanged: (d, names) =>
    (d.added ? `Documento aggiunto dal venditore: ${documentName(names, d.added.filename)} (${documentTypes[d.added.docType].label}), da verificare. ` : '') +
    `Documenti della pratica aggiornati (${d.documents.societari.length} societari, ${d.documents.fiscali.length} fiscali)`,
  PracticeApproved: (d) => withComment('Pratica approvata', d.comment),
  PracticeRejected: (d) => withComment('Pratica rifiutata', d.comment),
  IntegrationRequested: (d) => withComment('Richiesta di integrazione', d.comment),
  PracticeMarkedSold: (d) =>
    (d.viaPortal ? 'Pratica segnata come ceduta tramite il portale' : 'Pratica segnata come ceduta fuori dal portale') +
    (d.protocol ? ` (protocollo ${d.protocol})` : ''),
  PracticeDocumentDeleted: (d) => `Documento eliminato${categoryWords[d.category] ? ` ${categoryWords[d.category]}` : ''}: ${d.document.originalName}`,
  PracticeDeleted: () => 'Pratica eliminata',
  // Issue 46: the file by the name the seller gave it (`names`), the type and day in words.
  PracticeDocumentTyped: (d, names) => `Tipo del documento ${documentName(names, d.filename)}: ${documentTypes[d.docType].label}${issuedOnWords(d.issuedOn)}`,
  PracticeDocumentReviewed: (d, names) =>
    d.decision === 'approved'
      ? `Documento ${documentName(names, d.filename)} approvato`
      : `Documento ${documentName(names, d.filename)} rifiutato: ${d.reason ?? ''}`,
  CreditReconfirmed: (d, names) =>
    d.declaration
      ? `Credito riconfermato con dichiarazione: «${d.declaration.text}» Estratto della Piattaforma Cessione Crediti: file ${documentName(names, d.declaration.extract.filename)} (SHA-256 ${d.declaration.extract.sha256})`
      : 'Credito riconfermato nel cassetto fiscale',
  PracticeAccessPurchased: (d) => `Accesso alla pratica acquistato per ${credits(d.credits)}`,
  ExclusivityPurchased: (d) => `Esclusiva di ${d.hours} ore acquistata per ${credits(d.credits)}`,
  ExclusivityExpired: (d) =>
    d.stillHeld ? 'Esclusiva scaduta: le sue rate sono di nuovo disponibili' : 'Esclusiva scaduta: la pratica è di nuovo disponibile',
  OfferMade: (d) =>
    `${d.repliesTo === null ? `Offerta n. ${d.offerId}` : `Controproposta n. ${d.offerId} all'offerta n. ${d.repliesTo}`} di ${euro(d.amount)} per ${rateCovered(d.rate)}, valida fino al ${formatRomeDateTime(d.expiresAt, ' alle ')}${d.notes ? `, con le note: «${d.notes}»` : ''}`,
  OfferCountered: (d) => `Offerta n. ${d.offerId}: risposta con una controproposta`,
  OfferRejected: (d) => `Offerta n. ${d.offerId} rifiutata${d.reason ? `, con il motivo: «${d.reason}»` : ''}`,
  OfferWithdrawn: (d) => `Offerta n. ${d.offerId} ritirata dal suo autore`,
  OfferExpired: (d) => `Offerta n. ${d.offerId} scaduta senza risposta`,
  OfferAccepted: (d) => `Offerta n. ${d.offerId} accettata: ${euro(d.amount)} per ${rateCovered(d.rate)}; si apre la chiusura`,
  ClosingStepRecorded: (d) => `Chiusura dell'offerta n. ${d.offerId}: ${closingStepLabels[d.step]}${closingStepDetail(d) ? ` (${closingStepDetail(d)})` : ''}`,
  ClosingCompleted: (d) => `Chiusura dell'offerta n. ${d.offerId} completata: ${rateCeded(d.rate)} (protocollo ${d.protocol})`,
  ClosingSuspended: (d) => `Chiusura dell'offerta n. ${d.offerId}: comunicazione sospesa dall'Agenzia delle Entrate fino al ${italianDate(d.suspendedUntil)}`,
  ClosingAbandoned: (d) => `Chiusura dell'offerta n. ${d.offerId} ${closingEndWords[d.cause ?? 'abbandonata']}, con il motivo: «${d.reason}»`,
  HoldingOffsetChosen: (d) =>
    `Scelta irrevocabile di compensazione in F24 comunicata dall'acquirente per la rata ${rataLabelOfId(d.rataId)} acquisita con l'offerta n. ${d.offerId}`,
  ExclusivityEndingSoon: (d) => `Avviso al titolare: l'esclusiva sulla pratica ${d.practiceId} scade tra 2 ore`,
  ReconfirmationReminderSent: (d) =>
    `Promemoria al venditore: riconfermare entro ${reconfirmationPolicy.reminderDaysBefore} giorni il credito della pratica ${d.practiceId}`,
  SavedSearchMatched: (d) => `Avviso all'acquirente: la pratica ${d.practiceId} corrisponde alla sua ricerca salvata n. ${d.searchId}`,
  SavedSearchDigestSent: (d) =>
    `Riepilogo giornaliero del ${italianDate(d.day)}: ${d.matches.length === 1 ? '1 pratica' : `${d.matches.length} pratiche`} per le ricerche salvate`,
  PracticeDocumentsAccessed: (d) =>
    d.what === 'pack'
      ? `Scaricato il fascicolo di due diligence: ${deliveredFiles(d.documents)}`
      : d.what === 'zip'
        ? `Scaricati tutti i documenti (zip): ${deliveredFiles(d.documents)}`
        : `Documento scaricato: ${deliveredFiles(d.documents)}`,
  CreditsPurchased: (d) => `Acquisto di ${credits(d.credits)} per ${euro(d.price)}`,
  CreditsAdded: (d) => `${credits(d.credits)} aggiunti dall'amministrazione`,
  CreditsSpent: (d) => `${credits(d.credits)} spesi per la pratica ${d.practiceId}`,
  CheckoutStarted: (d) => `Pagamento avviato: ${credits(d.credits)} per ${euro(d.price)}`,
  CheckoutCompleted: () => 'Pagamento completato',
  CheckoutPaymentReversed: (d) =>
    `${d.reason === 'refund' ? 'Pagamento rimborsato' : 'Pagamento contestato'} (${euro(d.amountCents / 100)}): ${credits(d.credits)} da riprendere`,
  CreditsReversed: (d) => `${credits(d.credits)} ripresi per ${d.reason === 'refund' ? 'il rimborso' : 'la contestazione'} del pagamento ${d.paymentId}`,
  WalletFlagged: (d) =>
    `Da verificare: ${credits(d.creditsOwed)} del pagamento ${d.paymentId} ${d.reason === 'refund' ? 'rimborsato' : 'contestato'} già spesi, non ripresi`,
};

const noNames: DocumentNames = new Map();

/** The Italian line an admin reads in a history for an event of a type no describer knows. */
export const genericEventDescription = (type: string) => `Evento registrato: ${type}`;

/**
 * What happened, in Italian, for the admin's history. Total: an unknown type, or data of an
 * older shape that a describer cannot read, gets the generic line instead of an error.
 */
export const describeEvent = (type: string, data: unknown, names: DocumentNames = noNames): string => {
  const describe = (describers as Record<string, ((d: never, names: DocumentNames) => string) | undefined>)[type];
  if (!describe) return genericEventDescription(type);
  try {
    return describe(data as never, names);
  } catch {
    return genericEventDescription(type);
  }
};

/**
 * A history's lines, in its order (oldest first): each event described with the original names
 * its history gave the files up to and including it (issue 46). `events` are opened: an erased
 * seller's names read 'Dato cancellato', and so do the lines that name the files.
 */
export const describeHistory = (events: readonly NamedHistoryEvent[]): string[] => {
  let names = noNames;
  return events.map((event) => {
    names = withDocumentNames(names, event);
    return describeEvent(event.type, event.data, names);
  });
};

/** The event types with their own description (the rest get the generic line). */
export const describedEventTypes = Object.keys(describers) as AuditedEvent['type'][];
