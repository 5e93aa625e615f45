import type { NotificationKind } from '@pratiche/domain';
import type { MailMessage } from './mailer';

/**
 * What a notification mail needs: the notice as the bell shows it, and for an alert the practice's
 * terms (issue 46: `alertTermsLine`), so the reader can judge it from the mail.
 */
export type MailableNotice = { kind: NotificationKind; title: string; message: string; practiceId?: number | null; terms?: string | null };

type Template = {
  subject: (n: MailableNotice) => string;
  /** The page the mail opens, relative to the app's public URL. */
  path: (n: MailableNotice) => string;
  /** What the reader can do there, after the notice itself. */
  action: string;
};

const practicePage = (n: MailableNotice) => `/practice/${n.practiceId}`;
/** A practice not bought yet: its card in the marketplace. */
const marketplaceCard = (n: MailableNotice) => `/marketplace?practice=${n.practiceId}`;
const SUFFIX = ' - Marketplace Pratiche';
/** Issue 29: 'Trattativa sulla pratica #7: nuova offerta', from the notice's own title. */
const negotiationSubject = (n: MailableNotice) => `Trattativa sulla pratica #${n.practiceId}: ${n.title.charAt(0).toLowerCase()}${n.title.slice(1)}${SUFFIX}`;

/** One template per kind (checked by the compiler): subject, link and what to do next, in Italian. */
export const notificationMailTemplates: Record<NotificationKind, Template> = {
  accountApproved: { subject: () => `Il tuo account è attivo${SUFFIX}`, path: () => '/', action: 'Accedi per iniziare a operare sul marketplace:' },
  accountRejected: {
    subject: () => `Registrazione non approvata${SUFFIX}`,
    path: () => '/auth',
    action: "Per chiarimenti rispondi a questa email o contatta l'amministrazione. Pagina di accesso:",
  },
  practiceApproved: { subject: (n) => `Pratica #${n.practiceId} approvata${SUFFIX}`, path: practicePage, action: 'Apri la pratica:' },
  practiceRejected: { subject: (n) => `Pratica #${n.practiceId} rifiutata${SUFFIX}`, path: practicePage, action: 'Apri la pratica per i dettagli:' },
  integrationRequested: {
    subject: (n) => `Integrazione richiesta per la pratica #${n.practiceId}${SUFFIX}`,
    path: (n) => `/practice/${n.practiceId}/edit`,
    action: 'Completa la pratica e inviala di nuovo in verifica:',
  },
  accessPurchased: { subject: (n) => `Accesso acquistato sulla tua pratica #${n.practiceId}${SUFFIX}`, path: practicePage, action: 'Apri la pratica:' },
  exclusivityPurchased: { subject: (n) => `Esclusiva acquistata sulla tua pratica #${n.practiceId}${SUFFIX}`, path: practicePage, action: 'Apri la pratica:' },
  exclusivityEndingSoon: {
    subject: (n) => `La tua esclusiva sulla pratica #${n.practiceId} scade tra 2 ore${SUFFIX}`,
    path: () => '/marketplace/my-practices',
    action: 'Rivedi le pratiche acquistate:',
  },
  dataChangeRequested: { subject: () => `Nuova richiesta di modifica dati${SUFFIX}`, path: () => '/admin', action: 'Apri il pannello di amministrazione:' },
  practiceAvailable: {
    subject: (n) => `La pratica #${n.practiceId} è di nuovo disponibile${SUFFIX}`,
    path: marketplaceCard,
    action: 'Apri la pratica nel marketplace:',
  },
  reconfirmationDue: {
    subject: (n) => `Riconferma il credito della pratica #${n.practiceId}${SUFFIX}`,
    path: practicePage,
    action: 'Apri la pratica e riconferma il credito:',
  },
  documentRejected: {
    subject: (n) => `Documento rifiutato sulla pratica #${n.practiceId}${SUFFIX}`,
    path: practicePage,
    action: 'Apri la pratica e sostituisci il documento:',
  },
  documentToReview: {
    subject: (n) => `Nuovo documento da verificare sulla pratica #${n.practiceId}${SUFFIX}`,
    path: () => '/admin',
    action: 'Apri il pannello di amministrazione per verificarlo:',
  },
  documentAdded: { subject: (n) => `Nuovo documento sulla pratica #${n.practiceId}${SUFFIX}`, path: practicePage, action: 'Apri la pratica:' },
  offerReceived: { subject: negotiationSubject, path: practicePage, action: 'Apri la pratica per rispondere:' },
  offerAnswered: { subject: negotiationSubject, path: practicePage, action: 'Apri la pratica:' },
  closingUpdate: { subject: negotiationSubject, path: practicePage, action: 'Apri la pratica per seguire la chiusura:' },
  // Issue 31: the mail adds its search's unsubscribe link and headers (saved-search-mails.ts).
  savedSearchAlert: {
    subject: (n) => `Nuova pratica #${n.practiceId} per una tua ricerca salvata${SUFFIX}`,
    path: marketplaceCard,
    action: 'Apri la pratica nel marketplace:',
  },
};

/** The mail of a notification to `to`, linking to its page under `publicUrl`. */
export const notificationMail = (to: string, notice: MailableNotice, publicUrl: string): MailMessage => {
  const template = notificationMailTemplates[notice.kind];
  const link = `${publicUrl.replace(/\/+$/, '')}${template.path(notice)}`;
  return {
    to,
    subject: template.subject(notice),
    text: [
      'Gentile utente,',
      '',
      notice.message,
      ...(notice.terms ? [notice.terms] : []),
      '',
      template.action,
      link,
      '',
      'Puoi scegliere quali email ricevere dal tuo profilo, nella sezione Notifiche.',
    ].join('\n'),
  };
};
