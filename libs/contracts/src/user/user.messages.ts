/**
 * The user texts the web client shows on its first pages (/auth, /reset-password): no zod here, so
 * those pages get them without evaluating the schemas (user.schemas.ts re-exports them).
 */

/** Generic answers of spec 8 the client shows as they are. */
export const userSuccessMessages = {
  resetRequested: "Se l'indirizzo email è associato a un account, riceverai le istruzioni per reimpostare la password.",
  passwordReset: 'Password reimpostata con successo. Ora puoi accedere con la nuova password.',
  passwordChanged: 'Password modificata con successo',
  dataChangeRequested: 'Richiesta inviata con successo',
  signedOut: 'Disconnessione effettuata',
} as const;

/** Italian messages of spec section 5, one place for the API and the forms. */
export const userValidationMessages = {
  required: 'Questo campo è obbligatorio',
  usernameMin: 'Il nome utente deve essere di almeno 3 caratteri',
  usernameUnsafe: 'Il nome utente può contenere solo lettere, numeri e i caratteri . _ -',
  passwordMin: 'La password deve essere di almeno 8 caratteri',
  companyNameRequired: 'La ragione sociale è obbligatoria',
  vatNumber: 'La partita IVA deve essere di 11 cifre',
  legalRepNameRequired: 'Il nome del rappresentante legale è obbligatorio',
  phone: 'Il numero di telefono deve essere di 10 cifre',
  email: "L'email non è valida",
  roleRequired: 'Devi selezionare almeno un ruolo tra Cedente e Cessionario',
  businessDocumentRequired: 'La visura aziendale è obbligatoria',
  usernameTaken: 'Nome utente già registrato',
  vatTaken: 'Partita IVA già registrata',
  emailTaken: 'Email già registrata',
  resetEmail: 'Inserisci un indirizzo email valido',
  currentPasswordRequired: 'La password attuale è obbligatoria',
  newPasswordMin: 'La nuova password deve essere di almeno 8 caratteri',
  confirmPasswordRequired: 'Conferma la nuova password',
  passwordsDiffer: 'Le nuove password non coincidono',
  resetTokenInvalid: 'Il link di recupero non è valido o è scaduto',
  dataChangeValueRequired: 'Valore obbligatorio',
  dataChangeReasonRequired: 'La motivazione è obbligatoria',
  dataChangeNoField: 'Seleziona almeno un campo da modificare',
  dataChangeIncomplete: 'Compila tutti i campi richiesti',
  wrongCurrentPassword: 'La password attuale non è corretta',
  passwordTooCommon: "Password troppo comune: scegline un'altra",
} as const;

/** Spec 8 login failure reasons (header X-Auth-Failure-Reason) and their toast texts. */
export const authFailureReasons = ['USERNAME_NOT_FOUND', 'PASSWORD_WRONG', 'ACCOUNT_DISABLED'] as const;
export type AuthFailureReason = (typeof authFailureReasons)[number];
export const authFailureMessages = {
  USERNAME_NOT_FOUND: 'Nome utente non trovato. Verifica di averlo inserito correttamente.',
  PASSWORD_WRONG: "Password non corretta. Riprova o usa 'Password dimenticata' per reimpostarla.",
  accountDisabled: (email: string) => `Utente bloccato, contattare ${email}`,
  tooManyAttempts: 'Troppi tentativi di accesso. Riprova tra qualche minuto.',
} as const;
export const authFailureHeader = 'X-Auth-Failure-Reason';
