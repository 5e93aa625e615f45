import { twoFactorRuleMessages } from '@pratiche/domain';

/** Issue 31: the Italian texts of two-factor sign-in, without zod, so the web's sign-in guard and login step can show them cheaply. */
export const twoFactorMessages = {
  challenge: "Inserisci il codice a 6 cifre dell'app di autenticazione o un codice di recupero",
  code: 'Inserisci il codice a 6 cifre o un codice di recupero',
  codeWrong: 'Codice non valido o già usato',
  noPendingSignIn: 'Accesso scaduto: inserisci di nuovo nome utente e password',
  /** The third wrong code of one pending sign-in: the password must be typed again. */
  tooManyCodes: 'Troppi codici errati: inserisci di nuovo nome utente e password',
  /** After 10 consecutive wrong codes the code step is refused until the password changes. */
  locked:
    'Verifica in due passaggi bloccata dopo troppi codici errati: reimposta la password con "Password dimenticata?" per sbloccarla, oppure chiedi all\'amministrazione di reimpostarla',
  enrolmentRequired: 'Per continuare attiva la verifica in due passaggi',
  alreadyEnabled: twoFactorRuleMessages.alreadyEnabled,
  notEnabled: twoFactorRuleMessages.notEnabled,
  /** 403 of the admin reset on one's own account (the domain's rule). */
  selfReset: twoFactorRuleMessages.selfReset,
  noSetup: 'Avvia prima la configurazione della verifica in due passaggi',
  enabled: 'Verifica in due passaggi attivata',
  disabled: 'Verifica in due passaggi disattivata',
  reset: "Verifica in due passaggi dell'utente reimpostata",
  password: 'Inserisci la password',
} as const;
