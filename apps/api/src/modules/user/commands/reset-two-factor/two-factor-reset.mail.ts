import type { MailMessage } from '../../../../infrastructure/mail/mailer';

/** Tells the user an admin turned their second factor off, in Italian like every text the user reads. */
export const twoFactorResetMail = (to: string, supportEmail: string): MailMessage => ({
  to,
  subject: 'Verifica in due passaggi reimpostata - Marketplace Pratiche',
  text: [
    'Gentile utente,',
    '',
    "l'amministrazione ha reimpostato la verifica in due passaggi del tuo account:",
    'da ora accedi con nome utente e password, senza codice.',
    'Puoi attivarla di nuovo dal tuo profilo, nella sezione Sicurezza.',
    '',
    `Se non hai chiesto tu la reimpostazione, cambia subito la password e scrivi a ${supportEmail}.`,
  ].join('\n'),
});
