import type { ChecklistStatus } from './due-diligence';
import type { DocumentDecision } from './practice-document';

/** Italian texts of the due-diligence rules (issue 28: not in the spec, ours). */
export const dueDiligenceMessages = {
  documentTypeInvalid: 'Tipo di documento non valido',
  documentTypeWrongCategory: (label: string, category: string) => `Il tipo «${label}» non appartiene ai documenti ${category}`,
  issuedOnRequired: (label: string) => `Indica la data di rilascio del documento «${label}»`,
  issuedOnInvalid: 'La data di rilascio non è valida o è nel futuro',
  worksAmountInvalid: "L'importo dei lavori non è valido",
  stageInvalid: 'Indica se il credito è su uno stato di avanzamento lavori o a fine lavori',
  companyRegisteredOnInvalid: "La data di iscrizione dell'azienda non è valida o è nel futuro",
  documentNotFound: 'Documento non trovato',
  typeNotAllowed: 'Solo il titolare della pratica può indicare il tipo dei documenti',
  replaceNotAllowed: 'Solo il titolare della pratica può sostituire i documenti',
  addNotAllowed: 'Solo il titolare della pratica può aggiungere documenti',
  practiceClosed: 'La pratica è già ceduta o chiusa: i documenti non si modificano più',
  ownDocumentReview: 'Non puoi verificare i documenti di una tua pratica: deve farlo un altro amministratore',
  rejectionReasonRequired: 'Indica il motivo del rifiuto del documento',
  reasonTooLong: 'Il motivo non può superare 500 caratteri',
  alreadyReviewed: 'Documento già verificato con questo esito',
  reconfirmNotAllowed: 'Solo il titolare della pratica può riconfermare il credito',
  reconfirmNotApproved: 'Si riconfermano solo i crediti di pratiche approvate e non ancora cedute',
  declarationDateInvalid: 'Indica la data della dichiarazione (gg/mm/aaaa)',
  declarationDateFuture: 'La data della dichiarazione non può essere nel futuro',
  declarationDateStale: (days: number) =>
    `La data della dichiarazione non può essere di più di ${days} giorni fa: scarica un estratto aggiornato dalla Piattaforma Cessione Crediti`,
  declaredRataNotOnSale: (id: string) => `La rata ${id} non è tra le rate in vendita di questa pratica`,
  declaredRataRequired: 'Indica almeno una rata da riconfermare',
  noRataOnSale: "Nessuna rata della pratica è ancora in vendita: non c'è nulla da riconfermare",
  reconfirmationOverdue: "Il venditore deve riconfermare la disponibilità del credito: l'esclusiva si potrà acquistare dopo la riconferma",
  sixBisNotApplicable: "La documentazione dell'art. 121 c. 6-bis non si applica al Credito IVA: l'elenco è quello del credito IVA",
  sixBisComplete: 'Documentazione 6-bis completa',
  documentsMissing: (count: number) => (count === 1 ? 'Manca 1 documento' : `Mancano ${count} documenti`),
  toReconfirm: 'Da riconfermare',
  packDisclaimer: 'La completezza documentale esclude la responsabilità solidale tributaria (art. 121 c. 6-bis), non il sequestro penale del credito.',
} as const;

/** The standing of a required document, as the checklist, the pack's index and the screens word it. */
export const checklistStatusLabels: Record<ChecklistStatus, string> = {
  approved: 'Approvato',
  pending: 'Presente, in attesa di verifica',
  rejected: 'Rifiutato (conta come mancante)',
  stale: 'Scaduto (conta come mancante)',
  missing: 'Mancante',
};

/** An admin's decision on one document. */
export const documentDecisionLabels: Record<DocumentDecision, string> = { approved: 'Approvato', rejected: 'Rifiutato' };
