import { apiRoutes } from '@pratiche/contracts';
import type { MailMessage } from './mailer';
import { notificationMail, type MailableNotice } from './notification-mails';

/** The web page that turns a search's mail off (it POSTs the token on load and shows the result). */
export const savedSearchUnsubscribePage = '/ricerche-salvate/disattiva';

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');
const pageLink = (publicUrl: string, token: string) => `${base(publicUrl)}${savedSearchUnsubscribePage}?token=${encodeURIComponent(token)}`;

/**
 * RFC 8058 one-click unsubscribe: the provider POSTs `List-Unsubscribe=One-Click` to the API URL
 * (no session, no Origin of ours), which turns off that one search's mail.
 */
export const oneClickHeaders = (publicUrl: string, token: string): Record<string, string> => ({
  'List-Unsubscribe': `<${base(publicUrl)}${apiRoutes.savedSearchUnsubscribe}?token=${encodeURIComponent(token)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** The immediate alert: the notification's mail, the search's own unsubscribe link and the one-click headers. */
export const savedSearchAlertMail = (to: string, notice: MailableNotice, publicUrl: string, token: string): MailMessage => {
  const mail = notificationMail(to, notice, publicUrl);
  return {
    ...mail,
    text: `${mail.text}\n\nPer non ricevere più e-mail per questa ricerca salvata:\n${pageLink(publicUrl, token)}`,
    headers: oneClickHeaders(publicUrl, token),
  };
};

export type DigestSearch = { name: string; token: string; practiceIds: number[] };

const practicesLine = (ids: number[]) => (ids.length === 1 ? `la pratica #${ids[0]}` : `le pratiche ${ids.map((id) => `#${id}`).join(', ')}`);

/**
 * The daily digest: one message grouping the new practices by search, each with its terms where
 * `terms` has them, each search with its own unsubscribe link. RFC 8058's header names one list per message: a digest of one search carries
 * it; a digest of several carries none (a one-click that silenced only one of them, or all of them
 * at once, would not be what the reader expects) and the body's links do it per search.
 */
export const savedSearchDigestMail = (to: string, searches: DigestSearch[], publicUrl: string, terms: ReadonlyMap<number, string> = new Map()): MailMessage => {
  const count = searches.reduce((n, s) => n + s.practiceIds.length, 0);
  // Issue 46: each practice's terms under its search, so the reader can judge it from the mail.
  const termsLines = (ids: number[]) => ids.flatMap((id) => (terms.has(id) ? [`#${id}: ${terms.get(id)}`] : []));
  const blocks = searches.map((s) =>
    [
      `«${s.name}»: ${practicesLine(s.practiceIds)}.`,
      ...termsLines(s.practiceIds),
      'Per non ricevere più e-mail per questa ricerca:',
      pageLink(publicUrl, s.token),
    ].join('\n'),
  );
  return {
    to,
    subject: `Ricerche salvate: ${count === 1 ? '1 nuova pratica' : `${count} nuove pratiche`} - Marketplace Pratiche`,
    text: [
      'Gentile utente,',
      '',
      'ecco le nuove pratiche disponibili nel marketplace che corrispondono alle tue ricerche salvate.',
      '',
      blocks.join('\n\n'),
      '',
      'Apri il marketplace:',
      `${base(publicUrl)}/marketplace`,
      '',
      'Puoi scegliere quali email ricevere dal tuo profilo, nella sezione Notifiche.',
    ].join('\n'),
    ...(searches.length === 1 ? { headers: oneClickHeaders(publicUrl, searches[0]!.token) } : {}),
  };
};
