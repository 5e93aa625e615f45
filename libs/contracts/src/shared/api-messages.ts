/**
 * Italian texts of answers that are not tied to one capability: the HTTP layer's refusals.
 * Spec texts are copied verbatim (the role refusals of section 6); the others are ours.
 */
export const apiMessages = {
  notFound: 'Risorsa non trovata',
  internal: 'Errore interno del server',
  badRequest: 'Richiesta non valida',
  invalidValue: 'Valore non valido',
  nulCharacter: 'Il testo inviato contiene un carattere non consentito',
  required: 'Questo campo è obbligatorio',
  payloadTooLarge: 'La richiesta supera la dimensione massima consentita',
  notAuthenticated: 'Utente non autenticato',
  forbidden: 'Accesso negato',
  accountNotActive: 'Account non attivo',
  adminOnly: 'Devi essere un amministratore per accedere a questa pagina.',
  cedenteOnly: 'Devi essere registrato come Cedente per accedere a questa pagina.',
  cessionarioOnly: 'Devi essere registrato come Cessionario per accedere a questa pagina.',
  requestRefused: 'Richiesta non consentita',
  tooManyRequests: 'Troppe richieste. Riprova tra qualche minuto.',
  concurrentChange: "I dati sono stati modificati da un'altra operazione. Riprova.",
} as const;

/** Plain success answer of actions that return no resource. */
export type ApiMessageBody = { message: string };
