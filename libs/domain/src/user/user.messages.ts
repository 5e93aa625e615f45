/** Italian texts of the user rules. Spec texts are copied verbatim; the others are ours. */
export const userMessages = {
  notFound: 'Utente non trovato',
  alreadyRegistered: 'Utente già registrato',
  statusChangeNotAllowed: 'Cambio di stato non consentito',
  businessDocumentRequired: 'La visura aziendale è obbligatoria',
  noBusinessDocument: 'Nessuna visura caricata',
  roleRequired: 'Devi selezionare almeno un ruolo tra Cedente e Cessionario',
  dataChangeNoField: 'Seleziona almeno un campo da modificare',
  dataChangeValueRequired: 'Valore obbligatorio',
  dataChangeReasonRequired: 'La motivazione è obbligatoria',
  dataChangeUnknownField: 'Campo non modificabile',
  dataChangeRequestNotFound: 'Richiesta di modifica dei dati non trovata',
  dataChangeRequestAlreadyHandled: 'Questa richiesta è già stata segnata come evasa da un altro amministratore',
  selfStatusChange: 'Non puoi bloccare o rifiutare il tuo account',
  selfDelete: 'Non puoi eliminare il tuo account',
  selfAdminRevoke: 'Non puoi rimuovere a te stesso il ruolo di amministratore',
  lastActiveAdmin: 'Operazione non consentita: deve restare almeno un amministratore attivo',
} as const;

/** The fields a user may ask the administration to change (spec: 'Richiesta Modifica Dati'). */
export const changeableFields = ['companyName', 'vatNumber', 'legalRepName', 'phone', 'email', 'role'] as const;
