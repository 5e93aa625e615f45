import type { MailMessage } from '../../../../infrastructure/mail/mailer';
import { WRONG_CODES_BEFORE_LOCK } from '../../two-factor/second-factor-tries';

/**
 * Tells the owner that someone typed the right password and then wrong codes until the code step
 * locked: the password is known to someone else, so the mail asks for a new one.
 */
export const twoFactorLockedMail = (to: string, publicUrl: string, supportEmail: string): MailMessage => ({
  to,
  subject: 'Accesso bloccato: cambia la password - Marketplace Pratiche',
  text: [
    'Gentile utente,',
    '',
    `qualcuno ha inserito la password corretta del tuo account, ma poi ha sbagliato ${WRONG_CODES_BEFORE_LOCK} volte di seguito`,
    'il codice della verifica in due passaggi.',
    '',
    'Per proteggerti abbiamo bloccato la verifica in due passaggi: nessun codice viene più accettato',
    'finché la password non viene cambiata.',
    '',
    'Se non sei stato tu, la tua password è nota a qualcun altro: cambiala subito.',
    `Puoi reimpostarla da ${publicUrl.replace(/\/+$/, '')}/reset-password ("Password dimenticata?") oppure, da un dispositivo`,
    "in cui hai già effettuato l'accesso, il tuo profilo (sezione Sicurezza).",
    '',
    `Per qualsiasi dubbio scrivi a ${supportEmail}.`,
  ].join('\n'),
});
