import type { MailMessage } from '../../../../infrastructure/mail/mailer';

export const resetLink = (publicUrl: string, token: string) => `${publicUrl.replace(/\/+$/, '')}/reset-password?token=${encodeURIComponent(token)}`;

/** The recovery mail, in Italian like every text the user reads. */
export const passwordResetMail = (to: string, link: string): MailMessage => ({
  to,
  subject: 'Recupero password - Marketplace Pratiche',
  text: [
    'Gentile utente,',
    '',
    'abbiamo ricevuto una richiesta di reimpostazione della password del tuo account.',
    "Per scegliere una nuova password apri questo link entro un'ora:",
    '',
    link,
    '',
    'Il link può essere usato una sola volta. Se non hai richiesto tu il recupero, ignora questa email:',
    'la tua password resta invariata.',
  ].join('\n'),
});
