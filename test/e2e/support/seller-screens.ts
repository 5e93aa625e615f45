import type { Page } from 'playwright-core';
import { apiClient, createActiveUser, pdfBytes, registerUser, type Company } from './api';
import { settled } from './browser';
import { englishTextProblems } from './english-text';
import { useProductAndBrowser } from './harness';
import { holdRequests, qualityProblems, toastProblems, type ViewportName, viewports } from './quality';
import { admin } from './server';
import { openPage, signIn } from './session';

/**
 * Issue 8, part A: every state a person meets on /auth, /, /profile, the seller's practice screens
 * and the wallet, at 390 and 1366 px, has no sideways scrolling, no serious or critical axe
 * violation and no untranslated English word. Screenshots go to test/artifacts/screenshots.
 */
// A walk through several states signs in, loads and runs axe many times on a shared machine.
const stateWalkTimeoutMs = 180_000;

/**
 * The walks at `widths`; one file per width (quality-seller-*.e2e-spec.ts), so that the two halves
 * run on two workers side by side. `keyboard` adds the keyboard-only walk (once, at 1366 px).
 */
export const describeSellerScreens = (widths: ViewportName[], { keyboard }: { keyboard: boolean }) =>
  describe(`quality of the sign-in, dashboard, profile, practice and wallet screens (issue 8) at ${widths.join(', ')}`, () => {
    // The worker's product: the empty and filled lists are those of accounts the walk made.
    const e2e = useProductAndBrowser();
    let seller: Company;
    let emptySeller: Company;
    let buyer: Company;
    let pending: Company;
    let practiceId: number;
    let integrationId: number;

    beforeAll(async () => {
      const baseUrl = e2e.product.baseUrl;
      [seller, emptySeller, buyer, pending] = await Promise.all([
        createActiveUser(baseUrl, admin),
        createActiveUser(baseUrl, admin),
        createActiveUser(baseUrl, admin, { isCedente: false, isCessionario: true }),
        registerUser(baseUrl, { isCedente: true, isCessionario: true }, 'attesa').then(({ company }) => company),
      ]);
      [practiceId, integrationId] = await preparePractices(baseUrl, seller);
    }, 120_000);

    /** Waits for the page to settle (requests done, dialogs faded in) before the checks. */
    const checked = async (page: Page, state: string): Promise<string[]> => {
      await page.waitForLoadState('networkidle');
      await settled(page);
      // A full-page picture of a scrolled page draws the fixed header halfway down.
      await page.evaluate(() => window.scrollTo(0, 0));
      return [...(await qualityProblems(page, state)), ...(await englishTextProblems(page, state))];
    };
    const visit = async (page: Page, path: string, heading: string) => {
      await page.goto(`${e2e.product.baseUrl}${path}`);
      await page.getByRole('heading', { name: heading }).first().waitFor();
    };
    /** A page of `account`'s signed in straight on `path`, once its `heading` shows. */
    const signedInOn = async (account: Company, width: ViewportName, path: string, heading: string) => {
      const page = await signIn(e2e.browser, e2e.product.baseUrl, account, viewports[width], path);
      await page.getByRole('heading', { name: heading }).first().waitFor();
      return page;
    };
    const shownErrors = (page: Page) => page.locator('.ant-form-item-explain-error:visible').first().waitFor();

    it.each(widths)(
      '/auth: sign-in, errors, registration with a visura (%s)',
      async (width) => {
        const page = await (await e2e.browser.newContext({ locale: 'it-IT', viewport: viewports[width] })).newPage();
        const problems: string[] = [];
        await page.goto(`${e2e.product.baseUrl}/auth`);
        await page.getByText('Crediti venduti questa settimana').waitFor();
        problems.push(...(await checked(page, 'auth-login')));
        await page.locator('#login-form button[type=submit]').click();
        await shownErrors(page);
        problems.push(...(await checked(page, 'auth-login-errors')));
        await page.getByRole('tab', { name: 'Registrati' }).click();
        await page.locator('#register-form_username').waitFor();
        problems.push(...(await checked(page, 'auth-register')));
        await page.locator('#register-form button[type=submit]').click();
        await shownErrors(page);
        await page.locator('#register-form input[type=file]').setInputFiles([{ name: 'visura-camerale.pdf', mimeType: 'application/pdf', buffer: pdfBytes() }]);
        await page.getByText('visura-camerale.pdf').waitFor();
        problems.push(...(await checked(page, 'auth-register-errors-visura')));
        await page.context().close();
        expect(problems).toEqual([]);
      },
      stateWalkTimeoutMs,
    );

    it.each(widths)(
      '/: the dashboard of a pending account, a seller, a buyer and the admin (%s)',
      async (width) => {
        const problems: string[] = [];
        const accounts: [string, { username: string; password: string }, string][] = [
          ['dashboard-pending', pending, 'Account in fase di verifica'],
          ['dashboard-seller', seller, 'Le Tue Pratiche'],
          ['dashboard-buyer', buyer, 'Il Tuo Portafoglio'],
          ['dashboard-admin', admin, 'Pannello Admin'],
        ];
        for (const [state, account, text] of accounts) {
          const page = await signIn(e2e.browser, e2e.product.baseUrl, account, viewports[width]);
          await page.getByText(text).first().waitFor();
          problems.push(...(await checked(page, state)));
          await page.context().close();
        }
        expect(problems).toEqual([]);
      },
      stateWalkTimeoutMs,
    );

    it.each(widths)(
      '/profile: view, change request with errors, security tab (%s)',
      async (width) => {
        const page = await signedInOn(seller, width, '/profile', 'Area Utente');
        const problems: string[] = [];
        problems.push(...(await checked(page, 'profile-view')));
        await page.locator('#data-change-form_fields').click();
        await page.locator('.ant-select-item-option').first().click();
        await page.keyboard.press('Escape');
        await page.locator('#data-change-form button[type=submit]').click();
        await shownErrors(page);
        problems.push(...(await checked(page, 'profile-edit-errors')));
        await page.getByRole('tab', { name: 'Sicurezza' }).click();
        problems.push(...(await checked(page, 'profile-security')));
        await page.context().close();
        expect(problems).toEqual([]);
      },
      stateWalkTimeoutMs,
    );

    it.each(widths)(
      '/practices empty and filled, details and mark-sold dialogs (%s)',
      async (width) => {
        const problems: string[] = [];
        const empty = await signedInOn(emptySeller, width, '/practices', 'Pratiche in vendita');
        await empty.getByText('Nessuna pratica trovata').waitFor();
        problems.push(...(await checked(empty, 'practices-empty')));
        await empty.context().close();

        const page = await signedInOn(seller, width, '/practices', 'Pratiche in vendita');
        await page.getByText(`#${integrationId}`).waitFor();
        problems.push(...(await checked(page, 'practices-filled')));
        await page
          .locator('tr, .mobile-card-list > li', { hasText: `#${practiceId}` })
          .getByRole('button', { name: 'Dettagli' })
          .click();
        await page.getByRole('dialog').getByText('statuto.pdf').waitFor();
        problems.push(...(await checked(page, 'practices-details-dialog')));
        await page.keyboard.press('Escape');
        await page
          .locator('tr, .mobile-card-list > li', { hasText: `#${practiceId}` })
          .getByRole('button', { name: 'Segna come ceduta' })
          .click();
        await page.getByText('La vendita è avvenuta tramite la piattaforma?').waitFor();
        problems.push(...(await checked(page, 'practices-mark-sold-dialog')));
        await page.context().close();
        expect(problems).toEqual([]);
      },
      stateWalkTimeoutMs,
    );

    it.each(widths)(
      '/practice/{id} and /practice/{id}/edit of a practice needing integration (%s)',
      async (width) => {
        const page = await signedInOn(seller, width, `/practice/${integrationId}`, `Pratica #${integrationId}`);
        const problems: string[] = [];
        problems.push(...(await checked(page, 'practice-view')));
        await visit(page, `/practice/${integrationId}/edit`, `Modifica pratica #${integrationId}`);
        problems.push(...(await checked(page, 'practice-edit')));
        await page.context().close();
        expect(problems).toEqual([]);
      },
      stateWalkTimeoutMs,
    );

    it.each(widths)(
      '/practice/new: each step, errors, a rejected upload (%s)',
      async (width) => {
        const page = await signIn(e2e.browser, e2e.product.baseUrl, seller, viewports[width]);
        const problems: string[] = [];
        const next = () => page.getByRole('button', { name: 'Avanti' }).click();
        await visit(page, '/practice/new', 'Nuova pratica');
        await next();
        await shownErrors(page);
        problems.push(...(await checked(page, 'practice-new-type-errors')));
        await page.getByText('Sisma Bonus').click();
        await next();
        await page.getByPlaceholder('0,00').waitFor();
        await next();
        await shownErrors(page);
        problems.push(...(await checked(page, 'practice-new-details-errors')));
        await page.locator('.ant-form-item', { hasText: 'Codice tributo' }).locator('.ant-select-selector').click();
        await page.locator('.ant-select-item-option').first().click();
        await next();
        await page.getByRole('slider').waitFor();
        problems.push(...(await checked(page, 'practice-new-advanced')));
        await next();
        await page
          .getByTestId('upload-societari')
          .locator('input[type=file]')
          .setInputFiles([
            { name: 'statuto.pdf', mimeType: 'application/pdf', buffer: pdfBytes() },
            { name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('testo') },
          ]);
        await page.getByText('Formato non consentito: sono accettati PDF, JPEG e PNG').waitFor();
        await page.getByTestId('upload-societari').getByText('statuto.pdf').waitFor();
        problems.push(...(await checked(page, 'practice-new-documents')));
        await page.context().close();
        expect(problems).toEqual([]);
      },
      stateWalkTimeoutMs,
    );

    it.each(widths)(
      '/wallet: packages, confirm dialog, simulated checkout, success, history (%s)',
      async (width) => {
        const page = await signedInOn(buyer, width, '/wallet', 'Il Tuo Portafoglio');
        const problems: string[] = [];
        problems.push(...(await checked(page, 'wallet')));
        await page.getByRole('button', { name: 'Acquista Crediti' }).click();
        const buy = page.locator('.ant-modal', { hasText: 'Acquista Crediti' });
        await buy.getByText('Il più acquistato').waitFor();
        problems.push(...(await checked(page, 'wallet-packages')));
        await buy.getByTestId('package-standard').getByRole('button', { name: 'Acquista' }).click();
        await page.locator('.ant-modal', { hasText: 'Conferma Acquisto' }).getByText('Standard').waitFor();
        problems.push(...(await checked(page, 'wallet-confirm')));
        await page.getByRole('button', { name: 'Procedi al pagamento' }).click();
        await page.getByText('Simulazione: nessun pagamento reale').waitFor();
        problems.push(...(await checked(page, 'wallet-simulated-checkout')));
        await page.getByRole('button', { name: 'Conferma pagamento simulato' }).click();
        await page.getByText('Pagamento Completato').waitFor();
        problems.push(...(await qualityProblems(page, 'wallet-success')), ...(await englishTextProblems(page, 'wallet-success')));
        await page.waitForURL('**/wallet', { timeout: 8000 });
        await page.getByRole('button', { name: 'Storico Acquisti' }).click();
        // A table from 576 px up, cards below.
        await page.locator('.ant-modal', { hasText: 'Storico Acquisti' }).locator('tbody tr.ant-table-row, [data-testid=purchase-card]').first().waitFor();
        problems.push(...(await checked(page, 'wallet-history')));
        await page.context().close();
        expect(problems).toEqual([]);
      },
      stateWalkTimeoutMs,
    );

    /** Issue 8 "Feedback": a button that started a request shows antd's loading state until the answer. */
    const loadingButton = (page: Page, selector: string) => page.locator(`${selector}.ant-btn-loading`).waitFor();

    it.each(widths)(
      "feedback: sign-in, a practice's first load, mark-sold and the uploads show that they wait; the error toast leaves the dialog visible (%s)",
      async (width) => {
        const base = e2e.product.baseUrl;
        const problems: string[] = [];
        const page = await openPage(e2e.browser, viewports[width]);
        await page.goto(`${base}/auth`);
        // The visura of a registration shows its progress bar while it goes up.
        await page.getByRole('tab', { name: 'Registrati' }).click();
        const visura = await holdRequests(page, '**/api/upload-business-document');
        await page.locator('#register-form input[type=file]').setInputFiles([{ name: 'visura-camerale.pdf', mimeType: 'application/pdf', buffer: pdfBytes() }]);
        await visura.seen;
        await page.getByRole('progressbar', { name: /Caricamento della visura: \d+%/ }).waitFor();
        problems.push(...(await qualityProblems(page, 'feedback-visura-progress')));
        visura.release();
        await page.locator('.ant-notification-notice').getByText('File caricato con successo').waitFor();
        await page.getByRole('tab', { name: 'Accedi' }).click();
        await page.locator('#login-form_username').fill(seller.username);
        await page.locator('#login-form_password').fill(seller.password);
        const login = await holdRequests(page, '**/api/login');
        await page.locator('#login-form button[type=submit]').click();
        await login.seen;
        await loadingButton(page, '#login-form button[type=submit]');
        login.release();
        await page.waitForURL(`${base}/`);
        await page.unrouteAll();

        // The first load of /practices/{id} shows the page's skeleton while the practice is on its way.
        const practice = await holdRequests(page, `**/api/practices/${integrationId}`);
        await page.goto(`${base}/practice/${integrationId}`);
        await practice.seen;
        await page.locator('.ant-skeleton-active').first().waitFor();
        practice.release();
        await page.getByRole('heading', { name: `Pratica #${integrationId}` }).waitFor();
        await page.unrouteAll();

        // Mark sold: the dialog's button waits, then the server's refusal comes as spec 8's toast
        // ('Errore' with the server's message) without hiding the still open dialog.
        await visit(page, '/practices', 'Pratiche in vendita');
        await page
          .locator('tr, .mobile-card-list > li', { hasText: `#${practiceId}` })
          .getByRole('button', { name: 'Segna come ceduta' })
          .click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText('La vendita è avvenuta tramite la piattaforma?').waitFor();
        const refusal = 'Servizio temporaneamente non disponibile';
        const sale = await holdRequests(page, `**/api/practices/${practiceId}/sale-status`, {
          answer: { status: 503, json: { error: refusal, message: refusal } },
        });
        await dialog.getByRole('button', { name: 'Conferma' }).click();
        await sale.seen;
        await loadingButton(page, '.ant-modal-footer .ant-btn-primary');
        sale.release();
        await page.locator('.ant-notification-notice', { hasText: 'Errore' }).getByText(refusal).waitFor();
        problems.push(...(await toastProblems(page, refusal, 'feedback-mark-sold-error', dialog.getByRole('button', { name: 'Conferma' }))));
        await dialog.getByText('La vendita è avvenuta tramite la piattaforma?').waitFor();
        await page.unrouteAll();

        // An upload in /practice/new shows its progress bar until the server answers.
        await visit(page, '/practice/new', 'Nuova pratica');
        const next = () => page.getByRole('button', { name: 'Avanti' }).click();
        await page.getByText('Sisma Bonus').click();
        await next();
        await page.getByPlaceholder('0,00').waitFor();
        await page.locator('.ant-form-item', { hasText: 'Codice tributo' }).locator('.ant-select-selector').click();
        await page.locator('.ant-select-item-option').first().click();
        await next();
        await page.getByRole('slider').waitFor();
        await next();
        const upload = await holdRequests(page, '**/api/upload');
        await page
          .getByTestId('upload-societari')
          .locator('input[type=file]')
          .setInputFiles([{ name: 'statuto.pdf', mimeType: 'application/pdf', buffer: pdfBytes() }]);
        await upload.seen;
        await page.getByRole('progressbar', { name: /Caricamento dei file: \d+%/ }).waitFor();
        await page.getByTestId('upload-societari').getByText('Caricamento in corso...').waitFor();
        problems.push(...(await qualityProblems(page, 'feedback-upload-progress')));
        upload.release();
        await page.locator('.ant-notification-notice').getByText('File caricati con successo').waitFor();
        await page.getByTestId('upload-societari').getByText('statuto.pdf').waitFor();
        expect(await page.getByTestId('upload-progress').count()).toBe(0);
        await page.context().close();
        expect(problems).toEqual([]);
      },
      stateWalkTimeoutMs,
    );

    if (keyboard)
      it('works from the keyboard alone: sign in, choose a credit type, go to the next step', async () => {
        const page = await (await e2e.browser.newContext({ locale: 'it-IT', viewport: viewports.laptop })).newPage();
        await page.goto(`${e2e.product.baseUrl}/auth`);
        await page.locator('#login-form_username').focus();
        await page.keyboard.type(seller.username);
        await page.keyboard.press('Tab');
        await page.keyboard.type(seller.password);
        await page.keyboard.press('Enter');
        await page.waitForURL(`${e2e.product.baseUrl}/`);
        await visit(page, '/practice/new', 'Nuova pratica');
        await page.getByRole('radio').first().focus();
        await page.keyboard.press('Space');
        expect(await page.getByRole('radio').first().isChecked()).toBe(true);
        // Tab on to 'Avanti' as a keyboard user would: it must be reachable, and Enter must press it.
        const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
        for (let presses = 0; presses < 20 && (await focusedText()) !== 'Avanti'; presses++) await page.keyboard.press('Tab');
        expect(await focusedText()).toBe('Avanti');
        await page.keyboard.press('Enter');
        await page.getByPlaceholder('0,00').waitFor();
        expect(await page.getByPlaceholder('0,00').isVisible()).toBe(true);
        await page.context().close();
      });
  });

/**
 * The seller's practices: one approved with a document (its details dialog lists it, it can be
 * marked sold), one sent back for integration (the longest status tag, with the admin's comment)
 * and one pending. Returns the first two ids.
 */
async function preparePractices(baseUrl: string, seller: Company): Promise<[number, number]> {
  const client = apiClient(baseUrl);
  await client.call('POST', '/api/login', seller);
  const form = new FormData();
  form.append('files', new Blob([pdfBytes()], { type: 'application/pdf' }), 'statuto.pdf');
  form.append('documentType', 'societari');
  const uploaded = (await client.call('POST', '/api/upload', form)) as unknown;
  const societari = (Array.isArray(uploaded) ? uploaded : [uploaded]) as { originalName: string; filename: string }[];
  const practice = (documents: object) => ({
    type: 'CREDITO_IVA',
    year: new Date().getFullYear(),
    amount: 125000.5,
    discount: 10,
    isTraceable: true,
    tributeCode: null,
    numSites: 2,
    documents,
  });
  const first = await client.call(
    'POST',
    '/api/practices',
    practice({ societari: societari.map(({ originalName, filename }) => ({ originalName, filename })) }),
  );
  const second = await client.call('POST', '/api/practices', practice({}));
  await client.call('POST', '/api/practices', practice({}));
  const adminClient = apiClient(baseUrl);
  await adminClient.call('POST', '/api/login', admin);
  await adminClient.call('PATCH', `/api/admin/practices/${first.id}/status`, { status: 'approved' });
  await adminClient.call('PATCH', `/api/admin/practices/${second.id}/status`, { status: 'integration_required', comment: 'Manca la dichiarazione IVA' });
  return [first.id as number, second.id as number];
}
