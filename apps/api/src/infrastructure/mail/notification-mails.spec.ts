import { notices } from '@pratiche/domain';
import { notificationMail, type MailableNotice } from './notification-mails';

const url = 'https://pratiche.example/';
const mail = (notice: MailableNotice) => notificationMail('utente@example.com', notice, url);

describe('notification mails (one Italian template per kind, issue 26)', () => {
  it('account approved: subject says active, link to the home page', () => {
    const m = mail(notices.accountApproved());
    expect(m).toMatchObject({ to: 'utente@example.com', subject: 'Il tuo account è attivo - Marketplace Pratiche' });
    expect(m.text).toContain('Il tuo account è stato attivato');
    expect(m.text).toContain('https://pratiche.example/\n');
  });

  it('account rejected: says not approved, link to the sign-in page', () => {
    const m = mail(notices.accountRejected());
    expect(m.subject).toContain('Registrazione non approvata');
    expect(m.text).toContain('https://pratiche.example/auth');
  });

  it.each([
    ['approved', notices.practiceApproved(7, 'Tutto in ordine'), 'Pratica #7 approvata', 'https://pratiche.example/practice/7'],
    ['rejected', notices.practiceRejected(7, 'Visura scaduta'), 'Pratica #7 rifiutata', 'https://pratiche.example/practice/7'],
    [
      'sent back for integration',
      notices.integrationRequested(7, 'Manca il modello F24'),
      'Integrazione richiesta per la pratica #7',
      'https://pratiche.example/practice/7/edit',
    ],
  ])('practice %s: subject names the practice, body keeps the admin comment, link to the page', (_, notice, subject, link) => {
    const m = mail(notice);
    expect(m.subject).toContain(subject);
    expect(m.text).toContain(`Commento: ${notice.message.split('Commento: ')[1]}`);
    expect(m.text).toContain(link);
  });

  it('issue 46: a document to verify links the admin to the panel; a document added links the holder to the practice', () => {
    const review = mail(notices.documentToReview(9, 'Fatture dei lavori'));
    expect(review.subject).toBe('Nuovo documento da verificare sulla pratica #9 - Marketplace Pratiche');
    expect(review.text).toContain('Apri il pannello di amministrazione per verificarlo:\nhttps://pratiche.example/admin');
    const added = mail(notices.documentAdded(9, 'Fatture dei lavori'));
    expect(added.subject).toBe('Nuovo documento sulla pratica #9 - Marketplace Pratiche');
    expect(added.text).toContain('«Fatture dei lavori»');
    expect(added.text).toContain('https://pratiche.example/practice/9');
  });

  it('base access bought: tells the seller, names no buyer', () => {
    const m = mail(notices.accessPurchased(9));
    expect(m.subject).toBe('Accesso acquistato sulla tua pratica #9 - Marketplace Pratiche');
    expect(m.text).toContain("Un acquirente ha acquistato l'accesso base alla tua pratica #9.");
    expect(m.text).toContain('https://pratiche.example/practice/9');
  });

  it('exclusivity bought: says until when, in Rome time', () => {
    const m = mail(notices.exclusivityPurchased(9, '2026-03-03T13:00:00.000Z'));
    expect(m.subject).toContain('Esclusiva acquistata sulla tua pratica #9');
    expect(m.text).toContain('fino al 03/03/2026, 14:00');
  });

  it('exclusivity ending in 2 hours: tells the holder when, link to the purchased practices', () => {
    const m = mail(notices.exclusivityEndingSoon(9, '2026-03-03T13:00:00.000Z'));
    expect(m.subject).toContain('scade tra 2 ore');
    expect(m.text).toContain('03/03/2026, 14:00');
    expect(m.text).toContain('https://pratiche.example/marketplace/my-practices');
  });

  it('data-change request: to admins, link to the admin panel, no personal data', () => {
    const m = mail(notices.dataChangeRequested(42));
    expect(m.subject).toContain('Nuova richiesta di modifica dati');
    expect(m.text).toContain("L'utente #42 ha chiesto di modificare i propri dati.");
    expect(m.text).toContain('https://pratiche.example/admin');
  });

  it("practice available again ('Avvisami'): link to the practice's card in the marketplace", () => {
    const m = mail(notices.practiceAvailable(9));
    expect(m.subject).toContain('La pratica #9 è di nuovo disponibile');
    expect(m.text).toContain('Apri la pratica nel marketplace:\nhttps://pratiche.example/marketplace?practice=9');
    // Issue 46: an alert's terms, when the delivery read them, follow the notice.
    const withTerms = mail({ ...notices.practiceAvailable(9), terms: 'Superbonus 110 · …' });
    expect(withTerms.text).toContain('è di nuovo disponibile nel marketplace.\nSuperbonus 110 · …\n\nApri la pratica nel marketplace:');
  });

  it('reconfirmation due (issue 28): subject names the practice, body says by when, link to the practice to reconfirm', () => {
    const m = mail(notices.reconfirmationDue(9, '2026-03-02T10:00:00.000Z'));
    expect(m.subject).toBe('Riconferma il credito della pratica #9 - Marketplace Pratiche');
    expect(m.text).toContain('Riconferma entro il 01/04/2026, 12:00 che il credito della pratica #9 è ancora presente nel tuo cassetto fiscale.');
    expect(m.text).toContain('Apri la pratica e riconferma il credito:\nhttps://pratiche.example/practice/9');
  });

  it('issue 29: a negotiation mail names the practice and the step in its subject, links to the practice', () => {
    const offer = { offerId: 12, amount: 12_500, rate: ['2026'], expiresAt: '2026-03-03T13:00:00.000Z', repliesTo: null };
    expect(mail(notices.offerReceived(9, offer)).subject).toBe('Trattativa sulla pratica #9: nuova offerta - Marketplace Pratiche');
    expect(mail(notices.offerRejected(9, 12, false)).subject).toBe('Trattativa sulla pratica #9: offerta rifiutata - Marketplace Pratiche');
    const closing = mail(notices.closingAbandoned(9));
    expect(closing.subject).toBe('Trattativa sulla pratica #9: chiusura abbandonata - Marketplace Pratiche');
    expect(closing.text).toContain('il motivo è indicato nella pratica');
    expect(closing.text).toContain('https://pratiche.example/practice/9');
  });

  it('every mail says where to turn it off', () => {
    expect(mail(notices.practiceAvailable(1)).text).toContain('dal tuo profilo, nella sezione Notifiche');
  });
});
