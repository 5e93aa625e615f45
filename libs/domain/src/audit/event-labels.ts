import { buyerKindLabels } from '../credit/buyer-qualification';
import { creditHolderLabels } from '../credit/transfer-chain';
import { documentTypes } from '../due-diligence/document-types';
import { worksStageLabels } from '../due-diligence/due-diligence-facts';
import { closingStepLabels } from '../negotiation/closing';
import { creditTypes } from '../shared/catalogue';
import { formatEuroAmount } from '../shared/italian-figures';
import { accountDocumentKindLabels } from '../user/account-documents';
import type { AuditedEvent } from './event-descriptions';
import { formatItalianDateTime } from './practice-timeline';

/** The Italian name of each event type, for the admin's events list and its type filter (the compiler checks every type has one). */
export const eventTypeLabels: Record<AuditedEvent['type'], string> = {
  UserRegistered: 'Registrazione utente',
  BusinessDocumentAttached: 'Visura caricata',
  BusinessDocumentRemoved: 'Visura eliminata',
  BusinessDocumentAccessed: 'Visura scaricata',
  UserApproved: 'Utente approvato',
  UserRejected: 'Utente rifiutato',
  UserBlocked: 'Utente bloccato',
  UserActivated: 'Utente riattivato',
  UserEditedByAdmin: 'Dati utente modificati',
  UserDeleted: 'Utente eliminato',
  UserPersonalDataErased: 'Dati personali cancellati',
  PasswordChanged: 'Password modificata',
  PasswordResetRequested: 'Recupero password richiesto',
  DataChangeRequested: 'Richiesta modifica dati',
  DataChangeRequestHandled: 'Richiesta modifica dati evasa',
  BuyerKindDeclared: 'Qualifica acquirente dichiarata',
  BuyerKindVerified: 'Qualifica acquirente verificata',
  TradingProfileDeclared: 'Dati per le cessioni dichiarati',
  AccountDocumentAttached: 'Documento per le cessioni caricato',
  AccountDocumentAccessed: 'Documento per le cessioni scaricato',
  OffsetCapacityDeclared: 'Capacità di compensazione dichiarata',
  TwoFactorEnabled: 'Verifica in due passaggi attivata',
  TwoFactorDisabled: 'Verifica in due passaggi disattivata',
  TwoFactorReset: 'Verifica in due passaggi reimpostata',
  PracticeSubmitted: 'Pratica inserita',
  PracticeResubmitted: 'Pratica inviata di nuovo',
  PracticeDocumentsChanged: 'Documenti della pratica aggiornati',
  PracticeApproved: 'Pratica approvata',
  PracticeRejected: 'Pratica rifiutata',
  IntegrationRequested: 'Integrazione richiesta',
  PracticeMarkedSold: 'Pratica ceduta',
  PracticeDocumentDeleted: 'Documento eliminato',
  PracticeDocumentTyped: 'Tipo di documento indicato',
  PracticeDocumentReviewed: 'Documento verificato',
  CreditReconfirmed: 'Credito riconfermato',
  PracticeDeleted: 'Pratica eliminata',
  PracticeAccessPurchased: 'Accesso base acquistato',
  ExclusivityPurchased: 'Esclusiva acquistata',
  ExclusivityExpired: 'Esclusiva scaduta',
  ExclusivityEndingSoon: 'Avviso di fine esclusiva',
  ReconfirmationReminderSent: 'Promemoria di riconferma del credito',
  SavedSearchMatched: 'Avviso di ricerca salvata',
  SavedSearchDigestSent: 'Riepilogo giornaliero delle ricerche salvate',
  PracticeDocumentsAccessed: 'Documenti scaricati',
  OfferMade: 'Offerta',
  OfferCountered: 'Offerta con controproposta',
  OfferRejected: 'Offerta rifiutata',
  OfferWithdrawn: 'Offerta ritirata',
  OfferExpired: 'Offerta scaduta',
  OfferAccepted: 'Offerta accettata',
  ClosingStepRecorded: 'Passaggio della chiusura',
  ClosingSuspended: "Comunicazione sospesa dall'Agenzia",
  ClosingCompleted: 'Chiusura completata',
  ClosingAbandoned: 'Chiusura abbandonata',
  HoldingOffsetChosen: 'Scelta di compensazione comunicata',
  CreditsPurchased: 'Crediti acquistati',
  CreditsAdded: 'Crediti aggiunti',
  CreditsSpent: 'Crediti spesi',
  CheckoutStarted: 'Pagamento avviato',
  CheckoutCompleted: 'Pagamento completato',
  CheckoutPaymentReversed: 'Pagamento stornato',
  CreditsReversed: 'Crediti ripresi',
  WalletFlagged: 'Portafoglio da verificare',
};

/** An event type's Italian name; an unknown type is shown as stored. */
export const eventTypeLabel = (type: string): string => (eventTypeLabels as Record<string, string>)[type] ?? type;

/** Italian names of the fields events carry; a field not listed is shown by its own name. */
export const eventFieldLabels: Record<string, string> = {
  userId: 'ID utente',
  practiceId: 'ID pratica',
  by: 'Eseguito da (ID utente)',
  buyerId: 'ID acquirente',
  at: 'Data',
  registeredAt: 'Data di registrazione',
  username: 'Username',
  companyName: 'Ragione sociale',
  vatNumber: 'Partita IVA',
  legalRepName: 'Rappresentante legale',
  phone: 'Telefono',
  email: 'Email',
  isCedente: 'Cedente',
  isCessionario: 'Cessionario',
  isAdmin: 'Amministratore',
  initialStatus: 'Stato iniziale',
  businessDocument: 'Visura',
  document: 'Documento',
  documents: 'Documenti',
  societari: 'Societari',
  fiscali: 'Fiscali',
  replaced: 'File sostituiti',
  category: 'Categoria',
  filename: 'File',
  originalName: 'Nome del file',
  sha256: 'SHA-256',
  watermarked: 'Con filigrana',
  changes: 'Modifiche',
  via: 'Modalità',
  fieldsToChange: 'Campi da modificare',
  reason: 'Motivazione',
  requestNumber: 'Numero della richiesta',
  type: 'Tipo di credito',
  year: 'Annualità',
  amount: 'Importo',
  discount: 'Sconto (%)',
  isTraceable: 'Tracciabile',
  tributeCode: 'Codice tributo',
  numSites: 'Numero di cantieri',
  comment: 'Commento',
  viaPortal: 'Tramite il portale',
  credits: 'Crediti',
  creditsOwed: 'Crediti dovuti',
  hours: 'Ore',
  exclusiveUntil: 'Esclusiva fino al',
  accessType: 'Tipo di accesso',
  what: 'Cosa',
  price: 'Prezzo (€)',
  packageId: 'Pacchetto',
  paymentId: 'ID pagamento',
  checkoutSessionId: 'Sessione di pagamento',
  provider: 'Fornitore dei pagamenti',
  method: 'Metodo',
  amountCents: 'Importo (centesimi)',
  rate: 'Rate',
  code: 'Codice identificativo',
  transferChain: 'Catena delle cessioni',
  codiceFiscale: 'Codice fiscale',
  pec: 'PEC',
  registeredOffice: 'Sede legale',
  ateco: 'Codice ATECO',
  beneficialOwner: 'Titolare effettivo',
  holder: 'Titolare',
  freeTransferUsed: 'Prima cessione avvenuta',
  qualifiedTransfers: 'Cessioni qualificate',
  scheduleDeclared: 'Piano delle rate dichiarato',
  dueDiligenceFacts: 'Dati per la due diligence',
  stage: 'Stato dei lavori',
  commonParts: 'Parti comuni condominiali',
  worksAmount: 'Importo dei lavori',
  sellerIsBank: 'Cedente banca o intermediario',
  ediliziaLibera: 'Edilizia libera',
  companyRegisteredOn: "Data di iscrizione dell'impresa",
  energyWorks: 'Lavori di efficientamento energetico',
  worksByHolder: 'Lavori eseguiti dal detentore',
  offerId: 'ID offerta',
  sellerId: 'ID cedente',
  protocol: 'Protocollo',
  notes: 'Note',
  expiresAt: 'Scadenza',
  step: 'Passaggio',
  repliesTo: "In risposta all'offerta",
  searchId: 'ID ricerca salvata',
  day: 'Giorno',
  matches: 'Pratiche corrispondenti',
  docType: 'Tipo di documento',
  issuedOn: 'Rilasciato il',
  expiresOn: 'Scadenza',
  decision: 'Esito',
  kind: 'Qualifica',
  registerNumber: 'Numero di iscrizione',
  saleStatus: 'Stato di vendita',
  // Issue 46: every field a person reads in the history has an Italian name.
  from: 'Dalla categoria',
  to: 'Alla categoria',
  uploadedAt: 'Caricato il',
  uploadedBy: 'Caricato da (ID utente)',
  added: 'Documento aggiunto',
  holders: 'Titolari avvisati (ID utente)',
  declaration: 'Dichiarazione',
  asOf: 'Alla data del',
  rataIds: 'Rate',
  rataId: 'Rata',
  text: 'Testo',
  extract: 'Estratto della Piattaforma',
  lastConfirmedAt: 'Ultima riconferma',
  suspendedUntil: 'Sospesa fino al',
  stillHeld: 'Altre rate ancora in esclusiva',
  cause: 'Causa',
  reference: 'Riferimento',
  communicatedOn: 'Comunicata il',
  buyerCodiceFiscale: "Codice fiscale dell'acquirente",
  notary: 'Notaio',
  deedOn: "Data dell'atto",
  repertorio: 'Repertorio',
  notifiedOn: 'Notificato il',
  offsetRataIds: 'Rate in compensazione',
  years: 'Anni',
  id: 'ID',
  residualAmount: 'Importo residuo',
  offsetChosen: 'Scelta di compensazione',
  sessionId: 'Sessione di pagamento',
};

export type EventField = { key: string; label: string; value: string };

/** A field's Italian name, or the field as stored when it has none. */
export const eventFieldLabel = (key: string): string => eventFieldLabels[key] ?? key;

/** Stored codes of some fields, in Italian (a value not listed is shown as stored). */
const valueLabels: Record<string, Record<string, string>> = {
  type: Object.fromEntries(Object.entries(creditTypes).map(([code, { label }]) => [code, label])),
  accessType: { base: 'Base', exclusive: 'Esclusiva' },
  method: { pin: 'PIN di sicurezza', simulation: 'Crediti di test' },
  via: { change: 'Modifica dal profilo', reset: 'Link di recupero' },
  what: { document: 'Un documento', zip: 'Tutti i documenti (zip)', pack: 'Fascicolo di due diligence' },
  reason: { refund: 'Rimborso', dispute: 'Contestazione' },
  provider: { stripe: 'Stripe', simulated: 'Simulato' },
  category: { societari: 'Societari', fiscali: 'Fiscali' },
  initialStatus: { pending: 'Da verificare', active: 'Attivo' },
  // Issue 46: the history speaks Italian, not the stored codes.
  stage: worksStageLabels,
  holder: creditHolderLabels,
  docType: Object.fromEntries(Object.entries(documentTypes).map(([code, { label }]) => [code, label])),
  decision: { approved: 'Approvato', rejected: 'Rifiutato' },
  // A buyer's kind (issue 27) or an account document's (issue 46): the keys differ.
  kind: { ...buyerKindLabels, ...accountDocumentKindLabels },
  step: closingStepLabels,
  saleStatus: { disponibile: 'Disponibile', in_trattativa: 'In trattativa', ceduta: 'Ceduta', chiusa: 'Chiusa' },
  from: { societari: 'Societari', fiscali: 'Fiscali' },
  to: { societari: 'Societari', fiscali: 'Fiscali' },
  cause: { abbandonata: 'Abbandonata', annullata: "Annullata dall'Agenzia delle Entrate", rifiutata: 'Credito rifiutato dal cessionario' },
};

const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** A calendar day as stored ('2026-03-01', an issue date) written as Italians do ('01/03/2026'); null for anything else. */
const italianDay = (value: string) => /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)?.slice(1).reverse().join('/') ?? null;

type DateFormat = (iso: string) => string;

const readable = (value: unknown, date: DateFormat): string => {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'Sì' : 'No';
  if (typeof value === 'string') return isoDate.test(value) ? date(value) : (italianDay(value) ?? value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? 'nessuno' : value.map((item) => readable(item, date)).join(', ');
  const record = value as Record<string, unknown>;
  // A stored document reads as the name its owner gave it.
  if (typeof record.originalName === 'string') return record.originalName;
  return Object.entries(record)
    .map(([key, inner]) => `${eventFieldLabel(key)}: ${fieldValue(key, inner, date)}`)
    .join('; ');
};

/**
 * An event's data as Italian label/value pairs, for the admin who would rather not read JSON.
 * Dates are written by `date` (Italian time by default; the web passes its own, which follows
 * the browser's clock like every other date on the screen).
 */
export const readableEventFields = (data: Record<string, unknown>, date: DateFormat = formatItalianDateTime): EventField[] =>
  Object.entries(data).map(([key, value]) => ({ key, label: eventFieldLabel(key), value: fieldValue(key, value, date) }));

/** Amounts in euro, stored codes in words, the rest as `readable` writes it. */
const fieldValue = (key: string, value: unknown, date: DateFormat): string => {
  if (key === 'amount' && typeof value === 'number') return formatEuroAmount(value);
  if (typeof value === 'string' && valueLabels[key]?.[value]) return valueLabels[key][value];
  return readable(value, date);
};
