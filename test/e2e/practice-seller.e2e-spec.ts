import type { Page } from 'playwright-core';
import { apiClient, createActiveUser, pdfBytes, type Company } from './support/api';
import { screenshot, settled } from './support/browser';
import { useProductAndBrowser } from './support/harness';
import { admin } from './support/server';
import { signIn as signInAs } from './support/session';

// A 1x1 PNG: the server accepts uploads by their first bytes, so the fixtures are real files.
const pngBytes = () => Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

type Practice = {
  id: number;
  amount: number;
  numSites: number;
  tributeCode: string;
  status: string;
  saleStatus: string;
  documents: Record<string, { originalName: string }[]>;
};

describe("the seller's practice screens in the browser (spec 2 /practices, /practice/new, /practice/{id})", () => {
  const e2e = useProductAndBrowser();
  let seller: Company;

  beforeAll(async () => {
    seller = await createActiveUser(e2e.product.baseUrl, admin);
  });

  const signIn = (company: Company, path?: string, width = 1366, height = 900): Promise<Page> =>
    signInAs(e2e.browser, e2e.product.baseUrl, company, { width, height }, path);

  const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  const myPractices = (page: Page) => page.evaluate(async () => (await (await fetch('/api/practices')).json()) as Practice[]);
  const adminReview = async (id: number, status: string, comment?: string) => {
    const client = apiClient(e2e.product.baseUrl);
    await client.call('POST', '/api/login', admin);
    await client.call('PATCH', `/api/admin/practices/${id}/status`, { status, comment });
  };
  const next = (page: Page) => page.getByRole('button', { name: 'Avanti' }).click();

  it('a seller creates a practice with two documents through the steps, sees it in the list and opens its details', async () => {
    const page = await signIn(seller, '/practice/new');
    await page.getByRole('heading', { name: 'Nuova pratica' }).waitFor();
    await screenshot(page, 'practice-new-type-1366');
    await page.getByText('Sisma Bonus').click();
    await next(page);

    // The amount keeps digits and one comma, groups thousands with dots, and two decimals at most.
    const amount = page.getByPlaceholder('0,00');
    await amount.pressSequentially('1234567,891');
    expect(await amount.inputValue()).toBe('1.234.567,89');
    await page.locator('.ant-form-item', { hasText: 'Codice tributo' }).locator('.ant-select-selector').click();
    await page.locator('.ant-select-item-option[title="7703"]').click();
    // Issue 27: the proposed schedule needs every rata's code before the admin can approve it.
    await page
      .getByLabel(/^Codice identificativo rata/)
      .first()
      .waitFor();
    for (const [index, code] of (await page.getByLabel(/^Codice identificativo rata/).all()).entries()) await code.fill(`PS${Date.now()}X${index}`);
    await screenshot(page, 'practice-new-details-1366');
    await next(page);

    await page.getByRole('slider').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await next(page);

    // A file of another type is listed with its reason; the others go up.
    await page
      .getByTestId('upload-societari')
      .locator('input[type=file]')
      .setInputFiles([
        { name: 'statuto.pdf', mimeType: 'application/pdf', buffer: pdfBytes() },
        { name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('testo') },
      ]);
    await page.getByText('note.txt').waitFor();
    await page.getByText('Formato non consentito: sono accettati PDF, JPEG e PNG').waitFor();
    await page.getByTestId('upload-societari').getByText('statuto.pdf').waitFor();
    await page
      .getByTestId('upload-fiscali')
      .locator('input[type=file]')
      .setInputFiles([{ name: 'planimetria.png', mimeType: 'image/png', buffer: pngBytes() }]);
    await page.getByTestId('upload-fiscali').getByText('planimetria.png').waitFor();
    await screenshot(page, 'practice-new-documents-1366');
    await page.getByRole('button', { name: 'Invia pratica' }).click();

    await page.waitForURL('**/practices');
    await page.getByText('Pratica creata').waitFor();
    const [created] = await myPractices(page);
    expect(created).toMatchObject({ amount: 1234567.89, numSites: 3, tributeCode: '7703', status: 'pending' });
    expect(created!.documents.societari!.map((d) => d.originalName)).toEqual(['statuto.pdf']);
    expect(created!.documents.fiscali!.map((d) => d.originalName)).toEqual(['planimetria.png']);
    const row = page.locator('tr', { hasText: `#${created!.id}` });
    await row.getByText('1.234.567,89').waitFor();
    await row.getByText('In attesa').waitFor();
    await screenshot(page, 'practices-list-1366');

    // The search runs on the server: another type finds nothing, the tribute code finds the practice.
    await page.getByPlaceholder('Cerca per tipo, ID, codice tributo o importo minimo').fill('Facciate');
    await page.keyboard.press('Enter');
    await page.getByText('Nessuna pratica trovata').waitFor();
    await page.getByPlaceholder('Cerca per tipo, ID, codice tributo o importo minimo').fill('7703');
    await page.keyboard.press('Enter');
    await row.waitFor();

    await row.getByRole('button', { name: 'Dettagli' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Pratica #${created!.id}`).waitFor();
    await dialog.getByText('statuto.pdf').waitFor();
    await dialog.getByText('planimetria.png').waitFor();
    await dialog.getByText('Sisma Bonus').waitFor();
    await settled(page);
    await screenshot(page, 'practices-details-1366');
    expect(await scrollsSideways(page)).toBe(false);
    await page.context().close();
  });

  it('an approved practice is marked sold, answering the via-portal question', async () => {
    const page = await signIn(seller);
    const [practice] = await myPractices(page);
    await adminReview(practice!.id, 'approved');
    await page.goto(`${e2e.product.baseUrl}/practices`);
    const row = page.locator('tr', { hasText: `#${practice!.id}` });
    await row.getByRole('button', { name: 'Segna come ceduta' }).click();
    await page.getByText('La vendita è avvenuta tramite la piattaforma?').waitFor();
    await page.getByText('No, al di fuori della piattaforma').click();
    await settled(page);
    await screenshot(page, 'practices-mark-sold-1366');
    await page.getByRole('button', { name: 'Conferma' }).click();
    await page.getByText('Stato vendita aggiornato').waitFor();
    await row.getByText('Ceduta').waitFor();
    const [sold] = await myPractices(page);
    expect(sold).toMatchObject({ saleStatus: 'ceduta' });
    await page.context().close();
  });

  it('a practice needing integration shows the comment as the alert, and the edit sends it back to review', async () => {
    const page = await signIn(seller);
    const created = await page.evaluate(async (year) => {
      const body = { type: 'CREDITO_IVA', year, amount: 5000, discount: 10, isTraceable: true, tributeCode: null, numSites: 1, documents: {} };
      const answer = await fetch('/api/practices', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return (await answer.json()) as Practice;
    }, new Date().getFullYear());
    await adminReview(created.id, 'integration_required', 'Manca la dichiarazione IVA');

    await page.goto(`${e2e.product.baseUrl}/practice/${created.id}`);
    await page.getByRole('heading', { name: `Pratica #${created.id}` }).waitFor();
    await page.getByText('Manca la dichiarazione IVA').first().waitFor();
    await screenshot(page, 'practice-view-1366');
    await page.getByRole('button', { name: 'Modifica pratica' }).click();
    await page.waitForURL(`**/practice/${created.id}/edit`);
    await page.getByRole('heading', { name: `Modifica pratica #${created.id}` }).waitFor();
    await page.getByRole('alert').getByText('Manca la dichiarazione IVA').waitFor();
    await screenshot(page, 'practice-edit-1366');
    await next(page);
    const amount = page.getByPlaceholder('0,00');
    expect(await amount.inputValue()).toBe('5.000');
    await amount.fill('6000');
    await next(page);
    await next(page);
    await page
      .getByTestId('upload-fiscali')
      .locator('input[type=file]')
      .setInputFiles([{ name: 'dichiarazione.pdf', mimeType: 'application/pdf', buffer: pdfBytes() }]);
    await page.getByTestId('upload-fiscali').getByText('dichiarazione.pdf').waitFor();
    await page.getByRole('button', { name: 'Invia integrazione' }).click();
    await page.waitForURL('**/practices');
    await page.getByText('Pratica aggiornata').waitFor();
    const edited = (await myPractices(page)).find((p) => p.id === created.id);
    expect(edited).toMatchObject({ amount: 6000, status: 'pending' });
    expect(edited!.documents.fiscali!.map((d) => d.originalName)).toEqual(['dichiarazione.pdf']);
    await page.context().close();
  });

  it('at 390 px wide the seller screens fit the width', async () => {
    const page = await signIn(seller, undefined, 390, 844);
    // The first practice, with its two documents (the list is newest first).
    const practice = (await myPractices(page)).at(-1);
    const screens: [string, string, string][] = [
      ['/practices', 'Pratiche in vendita', 'practices-list-390'],
      ['/practice/new', 'Nuova pratica', 'practice-new-type-390'],
      [`/practice/${practice!.id}`, `Pratica #${practice!.id}`, 'practice-view-390'],
    ];
    for (const [path, heading, name] of screens) {
      await page.goto(`${e2e.product.baseUrl}${path}`);
      await page.getByRole('heading', { name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, name);
      expect({ path, sideways: await scrollsSideways(page) }).toEqual({ path, sideways: false });
    }
    await page.goto(`${e2e.product.baseUrl}/practices`);
    await page
      .locator('tr, .mobile-card-list > li', { hasText: `#${practice!.id}` })
      .getByRole('button', { name: 'Dettagli' })
      .click();
    await page.getByRole('dialog').getByText('statuto.pdf').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    // The dialog fades in for 0.3 s; a picture taken sooner shows it half transparent.
    await settled(page);
    await screenshot(page, 'practices-details-390');
    await page.context().close();
  });

  it("a non-seller sees 'Devi essere registrato come Cedente per accedere a questa pagina.'", async () => {
    const buyer = await createActiveUser(e2e.product.baseUrl, admin, { isCedente: false, isCessionario: true });
    const page = await signIn(buyer);
    for (const path of ['/practices', '/practice/new']) {
      await page.goto(`${e2e.product.baseUrl}${path}`);
      await page.getByText('Devi essere registrato come Cedente per accedere a questa pagina.').waitFor();
    }
    await screenshot(page, 'practice-non-seller-1366');
    await page.context().close();
  });
});
