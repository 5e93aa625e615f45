import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountDocumentMessages, tradingProfileMessages } from '@pratiche/domain';
import type { Page } from 'playwright-core';
import { apiClient, createActiveUser, newCompany, pdfBytes } from './support/api';
import { screenshot } from './support/browser';
import { useProductAndBrowser } from './support/harness';
import { qualityProblems, toastProblems, viewports } from './support/quality';
import { admin } from './support/server';
import { signIn } from './support/session';

/** lib/part-download.ts: a part of the app that did not download. */
const partNotLoadedMessage = 'Impossibile completare la richiesta: controlla la connessione e riprova';

describe('accounts in the browser', () => {
  const e2e = useProductAndBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await (await e2e.browser.newContext({ locale: 'it-IT', viewport: { width: 1280, height: 900 } })).newPage();
  });
  afterEach(() => page?.context().close());

  it('protected routes redirect a visitor to /auth', async () => {
    await page.goto(`${e2e.product.baseUrl}/profile`);
    await page.waitForURL('**/auth');
    await page.getByText('Crediti venduti questa settimana').waitFor();
    await screenshot(page, 'auth');
  });

  it('a company registers with its visura, sees that the account is under verification, and is told live when it is activated', async () => {
    const company = newCompany('nuovo');
    const visura = join(mkdtempSync(join(tmpdir(), 'visura-')), 'visura-camerale.pdf');
    writeFileSync(visura, pdfBytes());

    await page.goto(`${e2e.product.baseUrl}/auth`);
    await page.getByRole('tab', { name: 'Registrati' }).click();
    await page.locator('#register-form_username').fill(company.username);
    await page.locator('#register-form_password').fill(company.password);
    await page.locator('#register-form_companyName').fill(company.companyName);
    await page.locator('#register-form_vatNumber').fill(company.vatNumber);
    await page.locator('#register-form_legalRepName').fill('Giuseppe Verdi');
    await page.locator('#register-form_phone').fill('0612345678');
    await page.locator('#register-form_email').fill(company.email);
    await page.getByText('Cessionario (acquisto crediti)').click();
    await page.locator('#register-form input[type=file]').setInputFiles(visura);
    await page.getByText('visura-camerale.pdf').waitFor();
    // Listening from the start: the channel's auth answer may come before the checks below end.
    const liveChannelAccepted = page
      .waitForEvent('websocket', (socket) => socket.url().endsWith('/ws'))
      .then((socket) => socket.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"ok":true') }));
    await page.locator('#register-form button[type=submit]').click();

    await page.getByText('Account in fase di verifica').waitFor();
    await page.getByText(company.companyName).first().waitFor();
    await page.getByText('Da Verificare').first().waitFor();
    await screenshot(page, 'dashboard-pending');

    // Spec 2 "Notifications": once the live channel accepted the page, the admin's approval arrives as a toast.
    await liveChannelAccepted;
    const { id } = (await page.evaluate(() => fetch('/api/user').then((answer) => answer.json()))) as { id: number };
    const adminClient = apiClient(e2e.product.baseUrl);
    await adminClient.call('POST', '/api/login', admin);
    await adminClient.call('PATCH', `/api/admin/users/${id}/status`, { status: 'active' });
    await page.getByText('Account attivato').waitFor();
    await page.getByText('Il tuo account è stato attivato: ora puoi operare sul marketplace.').waitFor();
  });

  it('issue 46: on a 390 px phone a bank registers with its qualification and ABI code, to be verified by an admin', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const bank = newCompany('banca');
    const visura = join(mkdtempSync(join(tmpdir(), 'visura-')), 'visura-banca.pdf');
    writeFileSync(visura, pdfBytes());
    await page.goto(`${e2e.product.baseUrl}/auth`);
    await page.getByRole('tab', { name: 'Registrati' }).click();
    for (const [field, value] of Object.entries({ username: bank.username, password: bank.password, companyName: bank.companyName })) {
      await page.locator(`#register-form_${field}`).fill(value);
    }
    await page.locator('#register-form_vatNumber').fill(bank.vatNumber);
    await page.locator('#register-form_legalRepName').fill('Maria Rossi');
    await page.locator('#register-form_phone').fill('0698765432');
    await page.locator('#register-form_email').fill(bank.email);
    expect(await page.getByLabel('Qualifica acquirente').count()).toBe(0);
    await page.getByText('Cessionario (acquisto crediti)').click();
    await page.getByLabel('Qualifica acquirente').click();
    await page.getByRole('option', { name: 'Banca', exact: true }).click();
    // Issue 46: with the visura's field at the foot of the phone's screen, the upload's toast
    // rises above the whole field (label, drop area, the file just listed) instead of covering it.
    const visuraField = page.locator('#register-form .ant-form-item', { has: page.getByText('Visura camerale', { exact: true }) });
    await visuraField.evaluate((field) => field.scrollIntoView({ block: 'end' }));
    const notes = join(mkdtempSync(join(tmpdir(), 'visura-')), 'appunti.txt');
    writeFileSync(notes, 'non una visura');
    await page.locator('#register-form input[type=file]').setInputFiles(notes);
    expect(await toastProblems(page, 'Errore durante il caricamento', 'register-visura-error-toast', visuraField)).toEqual([]);
    await page.locator('#register-form input[type=file]').setInputFiles(visura);
    await page.getByText('visura-banca.pdf').waitFor();
    expect(await toastProblems(page, 'File caricato con successo', 'register-visura-toast', visuraField)).toEqual([]);
    await page.locator('#register-form button[type=submit]').click();
    await page.getByText('Indica il numero di iscrizione (codice ABI, 5 cifre)').waitFor();
    await page.getByLabel('Numero di iscrizione (codice ABI, 5 cifre)').fill('03069');
    await screenshot(page, 'register-bank-390');
    await page.locator('#register-form button[type=submit]').click();
    await page.getByText('Account in fase di verifica').waitFor();
    const user = (await page.evaluate(() => fetch('/api/user').then((answer) => answer.json()))) as { buyerQualification: object };
    expect(user.buyerQualification).toMatchObject({ kind: 'banca', registerNumber: '03069', verified: false });
  });

  it('an active user signs in, sees the dashboard, and signs out', async () => {
    const company = await createActiveUser(e2e.product.baseUrl, admin);

    await page.goto(`${e2e.product.baseUrl}/auth`);
    await page.locator('#login-form_username').fill(company.username);
    await page.locator('#login-form_password').fill(company.password);
    await page.locator('#login-form button[type=submit]').click();

    await page.getByRole('button', { name: 'Esci' }).waitFor();
    await page.getByText('Attivo').first().waitFor();
    await page.getByText('Le Tue Pratiche').waitFor();
    await screenshot(page, 'dashboard-active');

    await page.getByRole('button', { name: 'Esci' }).click();
    await page.waitForURL('**/auth');
    await page.goto(`${e2e.product.baseUrl}/`);
    await page.waitForURL('**/auth');
  });

  it('issue 46: on a 390 px phone a company gives its data for trading on the profile; a wrong codice fiscale is refused in Italian', async () => {
    const company = await createActiveUser(e2e.product.baseUrl, admin);
    const phone = await signIn(e2e.browser, e2e.product.baseUrl, company, viewports.phone, '/profile');
    try {
      const card = phone.locator('.ant-card', { hasText: 'Dati per le cessioni' });
      await card.waitFor();
      const fields: [string, string][] = [
        ["Codice fiscale dell'impresa", 'RSSMRA85T10A562T'],
        ['PEC', 'impresa@pec.example.it'],
        ['Sede legale', 'Via Appia 12, 00179 Roma'],
        ['Codice ATECO', '41.20.00'],
        ['Titolare effettivo', 'Mario Rossi'],
      ];
      for (const [label, value] of fields) await card.getByLabel(label).fill(value);
      await card.getByRole('button', { name: 'Salva dati' }).click();
      await phone.getByText(tradingProfileMessages.codiceFiscale).first().waitFor();
      await card.getByLabel("Codice fiscale dell'impresa").fill('RSSMRA85T10A562S');
      await card.getByRole('button', { name: 'Salva dati' }).click();
      await phone.getByText(tradingProfileMessages.saved).first().waitFor();
      const user = (await phone.evaluate(() => fetch('/api/user').then((answer) => answer.json()))) as { tradingProfile: object };
      expect(user.tradingProfile).toMatchObject({ codiceFiscale: 'RSSMRA85T10A562S', pec: 'impresa@pec.example.it', ateco: '41.20.00' });
      expect(await qualityProblems(phone, 'trading-profile')).toEqual([]);
    } finally {
      await phone.context().close();
    }
  });

  it("issue 46: at 1366 px a company uploads its legal representative's identity document and two balance sheets on the profile, which lists them and still names the missing data for trading", async () => {
    const company = await createActiveUser(e2e.product.baseUrl, admin);
    const laptop = await signIn(e2e.browser, e2e.product.baseUrl, company, viewports.laptop, '/profile');
    try {
      const card = laptop.locator('.ant-card', { hasText: 'Dati per le cessioni' });
      await card.waitFor();
      await card.getByText('Documenti per le cessioni incompleti').waitFor();
      const form = card.locator('form#account-document');
      const choose = async (label: string, option: string) => {
        await form.locator('.ant-select', { has: laptop.getByLabel(label, { exact: true }) }).click();
        await laptop.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
      };
      const lastYear = Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Rome', year: 'numeric' }).format(new Date())) - 1;
      // The identity document: its expiry typed in the date picker, then the file.
      await form.getByLabel('Scadenza').fill(`31/12/${lastYear + 5}`);
      await form.getByLabel('Scadenza').press('Enter');
      await form.locator('input[type=file]').setInputFiles({ name: 'carta-identita.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
      await form.getByRole('button', { name: 'Carica documento' }).click();
      await laptop.getByText(accountDocumentMessages.uploaded).first().waitFor();
      // Two balance sheets: 'Bilancio approvato', then the year among those offered.
      for (const year of [lastYear, lastYear - 1]) {
        await form.getByRole('radio', { name: 'Bilancio approvato' }).check();
        await choose('Esercizio', String(year));
        await form.locator('input[type=file]').setInputFiles({ name: `bilancio-${year}.pdf`, mimeType: 'application/pdf', buffer: pdfBytes() });
        await form.getByRole('button', { name: 'Carica documento' }).click();
        await card.getByText(`Bilancio ${year}`, { exact: true }).waitFor();
      }
      await card.getByText(`bilancio-${lastYear}.pdf`).waitFor();
      // Without the data for trading the account is still incomplete, and says so.
      await card.getByText('Mancano: Dati per le cessioni').waitFor();
      expect(await qualityProblems(laptop, 'trading-documents')).toEqual([]);
      const user = (await laptop.evaluate(() => fetch('/api/user').then((answer) => answer.json()))) as {
        tradingDocuments: { kind: string; year: number | null }[];
      };
      expect(user.tradingDocuments.map((d) => [d.kind, d.year])).toEqual([
        ['documento_identita', null],
        ['bilancio', lastYear],
        ['bilancio', lastYear - 1],
      ]);
    } finally {
      await laptop.context().close();
    }
  });

  it('a sign-in whose schemas fail to download says so in Italian, with nothing left unhandled, and the next try signs in', async () => {
    const company = await createActiveUser(e2e.product.baseUrl, admin);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${e2e.product.baseUrl}/auth`);
    await page.locator('#login-form_username').fill(company.username);
    await page.locator('#login-form_password').fill(company.password);
    // The schemas come with the first submit (login-form.tsx): the connection drops just then.
    const scripts = `${e2e.product.baseUrl}/assets/**`;
    await page.route(scripts, (route) => route.abort('internetdisconnected'));
    await page.locator('#login-form button[type=submit]').click();
    await page.getByText('Accesso non riuscito').waitFor();
    await page.getByText(partNotLoadedMessage).waitFor();
    await screenshot(page, 'sign-in-part-not-loaded');
    expect(new URL(page.url()).pathname).toBe('/auth');

    await page.unroute(scripts);
    await page.locator('#login-form button[type=submit]').click();
    await page.getByRole('button', { name: 'Esci' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('a recovery request whose schemas fail to download says so in Italian under the field, with nothing left unhandled', async () => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${e2e.product.baseUrl}/reset-password`);
    await page.locator('#reset-password-form_email').waitFor();
    // The schemas come with the first check, as the address is typed (reset-request-form.tsx).
    await page.route(`${e2e.product.baseUrl}/assets/**`, (route) => route.abort('internetdisconnected'));
    await page.locator('#reset-password-form_email').fill('nessuno@example.it');
    await page.locator('#reset-password-form button[type=submit]').click();
    await page.locator('#reset-password-form_email_help').getByText(partNotLoadedMessage).waitFor();
    await screenshot(page, 'reset-request-part-not-loaded');
    expect(pageErrors).toEqual([]);
  });

  it('a wrong password shows the spec toast', async () => {
    await page.goto(`${e2e.product.baseUrl}/auth`);
    await page.locator('#login-form_username').fill(admin.username);
    await page.locator('#login-form_password').fill('non-la-password');
    await page.locator('#login-form button[type=submit]').click();
    await page.getByText('Accesso non riuscito').waitFor();
    await page.getByText("Password non corretta. Riprova o usa 'Password dimenticata' per reimpostarla.").waitFor();
  });

  it("an unknown page shows the Italian 404 screen with 'Torna alla home'", async () => {
    await page.goto(`${e2e.product.baseUrl}/non-esiste`);
    await page.getByRole('heading', { name: 'Pagina non trovata' }).waitFor();
    await page.getByRole('link', { name: 'Torna alla home' }).waitFor();
  });
});
