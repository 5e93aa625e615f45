import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { apiClient, type Company, createActiveUser, pdfBytes } from './support/api';
import { screenshot, screenshotsDir } from './support/browser';
import { useProductAndBrowser } from './support/harness';
import { closeMarketplaceFilters, openMarketplaceFilters } from './support/marketplace-filters';
import { fund } from './support/practices';
import { qualityProblems, viewports, type ViewportName } from './support/quality';
import { admin } from './support/server';
import { signIn } from './support/session';

const buyerRoles = { isCedente: false, isCessionario: true };
const thisYear = new Date().getFullYear();
const recently = new Date(Date.now() - 10 * 24 * 3600 * 1000).toISOString().slice(0, 10);
const pdf = (name: string) => [{ name, mimeType: 'application/pdf', buffer: pdfBytes() }];

type Typed = { name: string; category: 'societari' | 'fiscali'; docType: string; issuedOn?: string };
type Uploaded = { originalName: string; filename: string };

/**
 * Issue 28 in the browser: the seller uploads typed documents, reads an admin's rejection with its
 * reason, replaces the file and changes a type, at 1366 and 390 px; a buyer without access sees
 * the checklist but no file; the marketplace filters on 'Solo documentazione 6-bis completa'.
 */
describe('due diligence in the browser (issue 28): typed documents, review, checklist', () => {
  const e2e = useProductAndBrowser();
  let seller: Company;
  let buyer: Company;

  beforeAll(async () => {
    seller = await createActiveUser(e2e.product.baseUrl, admin);
    buyer = await createActiveUser(e2e.product.baseUrl, admin, buyerRoles);
    await fund(e2e.product.baseUrl, buyer, 100);
  });

  const open = (who: Company | typeof admin, name: ViewportName) => signIn(e2e.browser, e2e.product.baseUrl, who, viewports[name]);
  const next = (page: Page) => page.getByRole('button', { name: 'Avanti' }).click();
  const toast = (page: Page, title: string) => page.locator('.ant-notification-notice', { hasText: title });
  const chooseType = async (page: Page, category: string, label: string) => {
    await page.getByTestId(`upload-${category}`).locator('.ant-select').click();
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${label}"]`).click();
  };
  const documentRow = (page: Page, name: string) => page.getByTestId('practice-document').filter({ hasText: name });

  /** A practice made through the API, its documents typed; the admin approves them (and it) when asked. */
  const apiPractice = async (documents: Typed[], facts: object, approve: boolean) => {
    const client = apiClient(e2e.product.baseUrl);
    await client.call('POST', '/api/login', { username: seller.username, password: seller.password });
    const lists: Record<'societari' | 'fiscali', object[]> = { societari: [], fiscali: [] };
    for (const document of documents) {
      const form = new FormData();
      form.append('documentType', document.category);
      form.append('files', new Blob([pdfBytes()], { type: 'application/pdf' }), document.name);
      const [stored] = (await client.call('POST', '/api/upload', form)) as unknown as Uploaded[];
      lists[document.category].push({ ...stored, docType: document.docType, issuedOn: document.issuedOn ?? null });
    }
    const practice = await client.call('POST', '/api/practices', {
      type: 'SISMA_BONUS',
      year: thisYear,
      amount: 40_000,
      discount: 11,
      isTraceable: true,
      tributeCode: '7703',
      numSites: 1,
      documents: lists,
      dueDiligenceFacts: facts,
    });
    const id = practice.id as number;
    if (approve) {
      const adminClient = apiClient(e2e.product.baseUrl);
      await adminClient.call('POST', '/api/login', admin);
      for (const document of [...(practice.documents as { societari: Uploaded[] }).societari, ...(practice.documents as { fiscali: Uploaded[] }).fiscali])
        await adminClient.call('POST', `/api/admin/practices/${id}/documents/${encodeURIComponent(document.filename)}/review`, { decision: 'approved' });
      await adminClient.call('PATCH', `/api/admin/practices/${id}/status`, { status: 'approved' });
    }
    return id;
  };

  /**
   * The upload walk has a dozen steps, each with a file or a review. It took 52-57 s alone on the
   * slower 2-core machine and passed jest's 60 s when two browser files ran at once.
   */
  const uploadWalkMs = 150_000;

  for (const name of ['laptop', 'phone'] as const) {
    const width = viewports[name].width;

    it(
      `the seller uploads typed documents, reads a rejection with its reason, replaces the file and changes a type at ${width} px`,
      async () => {
        const page = await open(seller, name);
        await page.goto(`${e2e.product.baseUrl}/practice/new`);
        await page.getByText('Bonus Facciate').click();
        await next(page);
        await page.getByPlaceholder('0,00').pressSequentially('80000');
        await page.locator('.ant-form-item', { hasText: 'Codice tributo' }).locator('.ant-select-selector').click();
        await page.locator('.ant-select-item-option[title="7705"]').click();
        await next(page);
        await next(page);

        // The facts make the list: common parts add the condominium's resolution and split of expenses.
        const preview = page.getByTestId('required-documents-preview');
        await preview.getByText('Fatture dei lavori').waitFor();
        expect(await preview.getByText('Delibera condominiale di approvazione dei lavori').count()).toBe(0);
        await page.getByRole('switch', { name: 'Lavori su parti comuni condominiali' }).click();
        await preview.getByText('Delibera condominiale di approvazione dei lavori').waitFor();

        // A visura camerale goes stale: its issue date is asked before the upload.
        await chooseType(page, 'societari', 'Visura camerale');
        await page.getByLabel('Data di rilascio (societari)').fill(recently);
        await page.getByTestId('upload-societari').locator('input[type=file]').setInputFiles(pdf('visura.pdf'));
        await page.getByTestId('upload-societari').getByText('Visura camerale · rilasciato il').waitFor();
        await page.getByTestId('upload-fiscali').locator('input[type=file]').setInputFiles(pdf('bonifico.pdf'));
        await page.getByTestId('upload-fiscali').getByText('bonifico.pdf').waitFor();
        await chooseType(page, 'fiscali', 'Fatture dei lavori');
        await page.getByTestId('upload-fiscali').locator('input[type=file]').setInputFiles(pdf('fatture.pdf'));
        await page.getByTestId('upload-fiscali').getByText('fatture.pdf').waitFor();
        const problems = await qualityProblems(page, 'due-diligence-form');
        await page.getByRole('button', { name: 'Invia pratica' }).click();
        await page.waitForURL('**/practices');
        const practices = await page.evaluate(async () => (await (await fetch('/api/practices')).json()) as { id: number }[]);
        const id = practices.sort((a, b) => b.id - a.id)[0]!.id;

        // The admin, in the practice dialog: the warnings, then 'Rifiuta' with a reason and 'Approva'.
        const adminPage = await open(admin, 'laptop');
        await adminPage.goto(`${e2e.product.baseUrl}/admin`);
        await adminPage.getByLabel('Cerca pratiche').fill(String(id));
        await adminPage.getByLabel('Cerca pratiche').press('Enter');
        await adminPage
          .locator('.ant-table-row', { hasText: `#${id}` })
          .getByRole('button', { name: 'Dettagli' })
          .click();
        const dialog = adminPage.getByRole('dialog');
        await dialog.getByTestId('review-signals').getByText('Segnalazioni per la verifica').waitFor();
        const fatture = dialog.getByTestId('admin-practice-document').filter({ hasText: 'fatture.pdf' });
        await fatture.getByRole('radiogroup', { name: 'Verifica di fatture.pdf' }).getByText('Rifiuta').click();
        await fatture.getByLabel('Motivo del rifiuto di fatture.pdf').fill('Manca la fattura del secondo SAL');
        await fatture.getByRole('button', { name: 'Conferma rifiuto' }).click();
        await toast(adminPage, 'Verifica del documento salvata').waitFor();
        await fatture.getByText('Rifiutato', { exact: true }).waitFor();
        const visura = dialog.getByTestId('admin-practice-document').filter({ hasText: 'visura.pdf' });
        await visura.getByRole('radiogroup', { name: 'Verifica di visura.pdf' }).getByText('Approva').click();
        await visura.getByText('Approvato', { exact: true }).waitFor();
        await dialog.getByTestId('due-diligence-checklist').getByText('Rifiutato (conta come mancante)').waitFor();
        await screenshot(adminPage, `due-diligence-admin-review-for-${width}-1366`);
        await adminPage.context().close();

        // The seller reads the rejection and its reason, replaces the file, then types the bonifico.
        await page.goto(`${e2e.product.baseUrl}/practice/${id}`);
        const rejected = documentRow(page, 'fatture.pdf');
        await rejected.getByText('Rifiutato', { exact: true }).waitFor();
        await rejected.getByTestId('rejection-reason').getByText('Manca la fattura del secondo SAL').waitFor();
        await documentRow(page, 'visura.pdf').getByText('Approvato', { exact: true }).waitFor();
        await page
          .getByTestId('due-diligence-card')
          .getByText(/Mancano \d+ documenti/)
          .waitFor();
        problems.push(...(await qualityProblems(page, 'due-diligence-seller-rejected')));

        await rejected.locator('input[type=file]').setInputFiles(pdf('fatture-complete.pdf'));
        await toast(page, 'Documento sostituito').waitFor();
        const replaced = documentRow(page, 'fatture-complete.pdf');
        await replaced.getByText('Da verificare', { exact: true }).waitFor();
        await replaced.getByText('Fatture dei lavori').waitFor();
        expect(await documentRow(page, 'fatture.pdf').count()).toBe(0);

        const bonifico = documentRow(page, 'bonifico.pdf');
        await bonifico.getByText('Altro', { exact: true }).waitFor();
        await bonifico.getByRole('button', { name: 'Cambia tipo' }).click();
        await bonifico.locator('.ant-select').click();
        await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Prove di pagamento (bonifico parlante)"]').click();
        await bonifico.getByRole('button', { name: 'Salva tipo' }).click();
        await toast(page, 'Tipo di documento salvato').waitFor();
        await bonifico.getByText('Prove di pagamento (bonifico parlante)').waitFor();
        const checklist = page.getByTestId('due-diligence-checklist');
        await checklist.getByTestId('checklist-item').filter({ hasText: 'Prove di pagamento' }).getByText('Presente, in attesa di verifica').waitFor();
        problems.push(...(await qualityProblems(page, 'due-diligence-seller-replaced')));
        await page.context().close();
        expect(problems).toEqual([]);
      },
      uploadWalkMs,
    );
  }

  for (const name of ['laptop', 'phone'] as const) {
    const width = viewports[name].width;

    it(`issue 45: the seller reconfirms with a dated declaration and a Piattaforma extract in a dialog at ${width} px; buyers read the extract's date`, async () => {
      const id = await apiPractice([{ name: 'fatture.pdf', category: 'fiscali', docType: 'fatture' }], {}, true);
      const page = await open(seller, name);
      await page.goto(`${e2e.product.baseUrl}/practice/${id}`);
      const card = page.getByTestId('due-diligence-card');
      await card.getByRole('button', { name: 'Riconferma disponibilità del credito' }).click();
      const dialog = page.getByRole('dialog', { name: 'Riconferma disponibilità del credito' });
      const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome' }).format(new Date());
      await expect(dialog.getByLabel('Data della dichiarazione').inputValue()).resolves.toBe(today);
      await expect(dialog.getByRole('checkbox', { name: `Rata ${thisYear}` }).isChecked()).resolves.toBe(true);
      const text = `Dichiaro che alla data del ${today} la rata ${thisYear} indicata è presente nel cassetto fiscale, non ceduta e non oggetto di scelta di compensazione.`;
      await dialog.getByTestId('declaration-text').getByText(text).waitFor();

      // Neither the extract nor the confirmation: both asked in Italian, nothing sent.
      await dialog.getByRole('button', { name: 'Riconferma' }).click();
      await dialog.getByText('Allega un estratto della Piattaforma Cessione Crediti aggiornato').waitFor();
      await dialog.getByText('Conferma la dichiarazione per riconfermare il credito').waitFor();
      await dialog.locator('input[type=file]').setInputFiles(pdf('estratto-piattaforma.pdf'));
      await dialog.getByText('estratto-piattaforma.pdf').waitFor();
      await dialog.getByRole('checkbox', { name: 'Confermo la dichiarazione' }).check();
      await screenshot(page, `reconfirm-declaration-dialog-${width}`);
      const problems = await qualityProblems(page, 'reconfirm-declaration-dialog');
      await dialog.getByRole('button', { name: 'Riconferma' }).click();
      await toast(page, 'Credito riconfermato').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await card.getByTestId('declaration-note').getByText(`Estratto Piattaforma al ${today}`).waitFor();
      await documentRow(page, 'estratto-piattaforma.pdf').getByText('Estratto della Piattaforma Cessione Crediti').waitFor();
      await page.getByText('Credito riconfermato con dichiarazione').waitFor();
      problems.push(...(await qualityProblems(page, 'reconfirm-declaration-done')));
      await page.context().close();

      const buyerPage = await open(buyer, name);
      await buyerPage.goto(`${e2e.product.baseUrl}/marketplace`);
      await buyerPage
        .locator('.ant-card', { hasText: `Pratica #${id}` })
        .getByText(`Estratto Piattaforma al ${today}`)
        .waitFor();
      await screenshot(buyerPage, `reconfirm-declaration-marketplace-${width}`);
      await buyerPage.context().close();
      expect(problems).toEqual([]);
    });
  }

  for (const name of ['laptop', 'phone'] as const) {
    const width = viewports[name].width;

    it(`issue 46: on an approved practice the seller clicks 'Carica' beside missing items (one with its issue date) at ${width} px; each reads 'Da verificare'`, async () => {
      const id = await apiPractice([{ name: 'fatture.pdf', category: 'fiscali', docType: 'fatture' }], {}, true);
      const page = await open(seller, name);
      await page.goto(`${e2e.product.baseUrl}/practice/${id}`);
      const checklist = page.getByTestId('due-diligence-checklist');
      const item = (label: string) => checklist.getByTestId('checklist-item').filter({ hasText: label });
      // Only what counts as missing has the button: the approved invoices have none.
      await item('Visura catastale ante operam').getByText('Mancante').waitFor();
      expect(
        await item('Fatture dei lavori')
          .getByRole('button', { name: /^Carica/ })
          .count(),
      ).toBe(0);
      await item('Visura catastale ante operam').scrollIntoViewIfNeeded();
      await screenshot(page, `checklist-upload-${width}`);
      const problems = await qualityProblems(page, 'checklist-upload');

      // A type without issue date: choosing the file sends it, typed for its item.
      await item('Visura catastale ante operam').locator('input[type=file]').setInputFiles(pdf('visura-catastale.pdf'));
      await toast(page, 'Documento caricato').waitFor();
      await item('Visura catastale ante operam').getByText('Presente, in attesa di verifica').waitFor();
      await documentRow(page, 'visura-catastale.pdf').getByText('Da verificare', { exact: true }).waitFor();
      expect(
        await item('Visura catastale ante operam')
          .getByRole('button', { name: /^Carica/ })
          .count(),
      ).toBe(0);

      // A visura camerale goes stale: its issue date first, in a dialog.
      await item('Visura camerale').getByRole('button', { name: 'Carica Visura camerale' }).click();
      const dialog = page.getByRole('dialog', { name: 'Carica: Visura camerale' });
      await dialog.getByRole('button', { name: 'Carica' }).click();
      await dialog.getByText('Indica la data di rilascio del documento «Visura camerale»').waitFor();
      await dialog.getByLabel('Data di rilascio').fill(recently.split('-').reverse().join('/'));
      await dialog.getByLabel('Data di rilascio').press('Enter');
      await dialog.locator('input[type=file]').setInputFiles(pdf('visura-camerale.pdf'));
      await dialog.getByText('visura-camerale.pdf').waitFor();
      await screenshot(page, `checklist-upload-dated-dialog-${width}`);
      problems.push(...(await qualityProblems(page, 'checklist-upload-dated-dialog')));
      await dialog.getByRole('button', { name: 'Carica' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await item('Visura camerale').getByText('Presente, in attesa di verifica').waitFor();
      const visura = documentRow(page, 'visura-camerale.pdf');
      await visura.getByText('Da verificare', { exact: true }).waitFor();
      await item('Visura camerale').scrollIntoViewIfNeeded();
      await screenshot(page, `checklist-upload-done-${width}`);
      problems.push(...(await qualityProblems(page, 'checklist-upload-done')));
      await page.context().close();
      expect(problems).toEqual([]);
    });
  }

  it("a buyer without access sees the checklist, never the files; 'Solo documentazione 6-bis completa' filters the listing", async () => {
    const partial = await apiPractice(
      [
        { name: 'fattura-segreta.pdf', category: 'fiscali', docType: 'fatture' },
        { name: 'visura-segreta.pdf', category: 'societari', docType: 'visura_camerale', issuedOn: recently },
      ],
      {},
      true,
    );
    // A selling bank files its attestation instead of the 6-bis list (art. 121 c. 6-ter), plus who it is.
    const complete = await apiPractice(
      [
        { name: 'attestazione.pdf', category: 'fiscali', docType: 'attestazione_banca_cedente' },
        { name: 'visura-banca.pdf', category: 'societari', docType: 'visura_camerale', issuedOn: recently },
        { name: 'documento-lr.pdf', category: 'societari', docType: 'documento_legale_rappresentante' },
        { name: 'titolare.pdf', category: 'societari', docType: 'dichiarazione_titolare_effettivo' },
      ],
      { sellerIsBank: true },
      true,
    );

    const problems: string[] = [];
    for (const name of ['laptop', 'phone'] as const) {
      const page = await open(buyer, name);
      await page.goto(`${e2e.product.baseUrl}/marketplace`);
      const card = (id: number) => page.locator('.ant-card', { hasText: `Pratica #${id}` });
      await card(partial)
        .getByText(/Mancano \d+ documenti/)
        .waitFor();
      await card(complete).getByText('Documentazione 6-bis completa').waitFor();
      problems.push(...(await qualityProblems(page, 'due-diligence-marketplace')));

      await card(partial).getByRole('button', { name: 'Dettagli' }).click();
      const dialog = page.locator('.ant-modal', { hasText: `Pratica #${partial}` });
      const checklist = dialog.getByTestId('due-diligence-checklist');
      await checklist.getByTestId('checklist-item').filter({ hasText: 'Fatture dei lavori' }).getByText('Approvato', { exact: true }).waitFor();
      await checklist.getByTestId('checklist-item').filter({ hasText: 'Visura catastale' }).getByText('Mancante').waitFor();
      expect(await page.getByText('fattura-segreta.pdf').count()).toBe(0);
      expect(await page.getByText('visura-segreta.pdf').count()).toBe(0);
      expect(await dialog.getByRole('button', { name: 'Scarica fascicolo due diligence' }).count()).toBe(0);
      problems.push(...(await qualityProblems(page, 'due-diligence-buyer-checklist')));
      // The dialog scrolls inside itself: a shot of the screen with the checklist in it.
      await checklist.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(screenshotsDir, `due-diligence-buyer-checklist-dialog-${viewports[name].width}.png`) });
      await page.keyboard.press('Escape');

      // Issue 46: on a phone the filters wait behind 'Filtri (n)'.
      await openMarketplaceFilters(page);
      await page.getByText('Solo documentazione 6-bis completa').click();
      await closeMarketplaceFilters(page);
      await card(partial).waitFor({ state: 'detached' });
      await card(complete).getByText('Documentazione 6-bis completa').waitFor();
      await screenshot(page, `due-diligence-filter-${viewports[name].width}`);
      await page.context().close();
    }
    expect(problems).toEqual([]);
  });
});
