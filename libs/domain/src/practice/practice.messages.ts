import { practiceLimits } from './practice.catalogue';

/** Italian texts of the practice rules. Spec texts are copied verbatim; the others are ours. */
export const practiceMessages = {
  notFound: 'Pratica non trovata.',
  alreadySubmitted: 'Pratica già presente',
  editNotAllowed: 'Non hai i permessi per modificare questa pratica o la pratica non è in stato di richiesta integrazioni.',
  amountMin: "L'importo deve essere maggiore di 0",
  amountMax: "L'importo non può superare 99.999.999,99 €",
  amountDecimals: "L'importo può avere al massimo due decimali",
  discountMin: 'Lo sconto deve essere maggiore di 0',
  discountMax: 'Lo sconto non può superare il 100%',
  discountDecimals: 'Lo sconto può avere al massimo due decimali',
  numSitesMin: 'Il numero di cantieri deve essere almeno 1',
  numSitesMax: 'Il numero di cantieri non può superare 100',
  numSitesInteger: 'Il numero di cantieri deve essere un numero intero',
  creditTypeInvalid: 'Tipo di credito non valido',
  tributeCodeRequired: 'Il codice tributo è obbligatorio',
  tributeCodeInvalid: 'Il codice tributo non è valido per il tipo di credito selezionato',
  tributeCodeNotAllowed: 'Il Credito IVA non prevede un codice tributo',
  ownReview: 'Non puoi verificare una tua pratica: deve farlo un altro amministratore',
  reviewNotPending: 'La pratica non è in attesa di verifica',
  commentTooLong: `Il commento non può superare ${practiceLimits.maxCommentLength} caratteri`,
  saleNotAllowed: 'Non hai i permessi per modificare lo stato di vendita di questa pratica.',
  saleNotApproved: 'Solo una pratica approvata può essere segnata come ceduta',
  saleAlreadyClosed: 'La pratica è già ceduta o chiusa',
  saleDuringClosing:
    "La pratica ha una chiusura in corso con l'acquirente: completala o abbandonala indicando il motivo prima di segnare la pratica come ceduta",
  /** The reason an admin's deletion records on the closing it ends (ClosingAbandoned). */
  closingEndedByDeletion: "Pratica eliminata dall'amministrazione",
  documentNotFound: 'Documento non trovato',
  yearOutOfRange: (from: number, to: number) => `L'annualità deve essere compresa tra il ${from} e il ${to}`,
} as const;
