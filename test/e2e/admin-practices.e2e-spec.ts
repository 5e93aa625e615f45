import type { Page } from 'playwright-core';
import { apiClient, type Company, createActiveUser } from './support/api';
import { downloadedText, screenshot, settled } from './support/browser';
import { useOwnProductAndBrowser } from './support/harness';
import { createPractice } from './support/practices';
import { admin } from './support/server';
import { signIn as signInThroughAuth } from './support/session';

describe('admin panel, Pratiche tab, in the browser (spec 2 /admin)', () => {
  // A database of its own: it counts the practices to review and pages the whole event log.
  const e2e = useOwnProductAndBrowser();
  let seller: Company;
  let practiceId: number;

  beforeAll(async () => {
    seller = await createActiveUser(e2e.product.baseUrl, admin);
    practiceId = await createPractice(e2e.product.baseUrl, seller);
  });

  const signIn = (credentials: { username: string; password: string }, width: number, height: number, path?: string): Promise<Page> =>
    signInThroughAuth(e2e.browser, e2e.product.baseUrl, credentials, { width, height }, path);

  const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  const rowOf = (page: Page) => page.locator('.ant-table-row, .mobile-card-list > li', { hasText: seller.companyName });
  const counter = (page: Page, title: string) => page.locator('.ant-statistic', { hasText: title }).locator('.ant-statistic-content-value');

  const searchFor = async (page: Page, keyword: string) => {
    const listed = page.waitForResponse((answer) => answer.url().includes('/api/practices?') && answer.url().includes('keyword='));
    await page.getByLabel('Cerca pratiche').fill(keyword);
    await page.getByLabel('Cerca pratiche').press('Enter');
    await listed;
  };

  it('an admin finds the practice by search, opens its detail and requests an integration with a comment', async () => {
    const page = await signIn(admin, 1366, 900);
    await page.getByRole('menuitem', { name: 'Pannello Admin' }).click();
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { name: 'Pannello Amministrativo' }).waitFor();
    await page.getByRole('tab', { name: 'Pratiche' }).waitFor();
    await rowOf(page).waitFor();
    expect(await counter(page, 'Da Verificare').textContent()).toBe('1');
    expect(await counter(page, 'Integrazioni Richieste').textContent()).toBe('0');

    // Spec 2: the first click on Importo sorts descending, on ID ascending.
    const byAmount = page.waitForRequest((request) => request.url().includes('sortField=amount') && request.url().includes('sortOrder=descend'));
    await page.getByRole('columnheader', { name: 'Importo' }).click();
    await byAmount;
    const byId = page.waitForRequest((request) => request.url().includes('sortField=id') && request.url().includes('sortOrder=ascend'));
    await page.getByRole('columnheader', { name: 'ID', exact: true }).click();
    await byId;

    await searchFor(page, seller.companyName);
    // The rows render after the answer (deferred, off the urgent render): wait for the one match.
    await page.waitForFunction(() => document.querySelectorAll('.ant-table-row').length === 1);
    const row = rowOf(page);
    expect(await row.textContent()).toContain(`#${practiceId}`);
    expect(await row.textContent()).toContain('Superbonus 110');
    expect(await row.textContent()).toContain('Da Verificare');
    await screenshot(page, 'admin-practices-1366');

    await row.getByRole('button', { name: 'Dettagli' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Pratica #${practiceId}`).waitFor();
    await dialog.getByText(seller.vatNumber).waitFor();
    await dialog.getByText('Maria Bianchi').waitFor();
    await dialog.getByText('Pratica creata').waitFor();
    await dialog.getByText('Documenti societari (1)').waitFor();
    await dialog.getByText('statuto-societa.pdf').waitFor();
    for (const name of ['Chiudi', 'Rifiuta', 'Richiedi Integrazione', 'Approva']) await dialog.getByRole('button', { name, exact: true }).waitFor();
    await screenshot(page, 'admin-practice-detail-1366');

    // The document opens in a new tab (spec 7), fetched with the admin's session.
    const [tab] = await Promise.all([page.context().waitForEvent('page'), dialog.getByRole('button', { name: 'Scarica statuto-societa.pdf' }).click()]);
    await tab.waitForURL(/^blob:/);
    await tab.close();

    // Issue 46: the preview opens inside the dialog, beside the practice, with the document's own review.
    await dialog.getByRole('button', { name: 'Apri statuto-societa.pdf' }).click();
    const pane = dialog.getByRole('region', { name: 'Anteprima di statuto-societa.pdf' });
    await pane.locator('iframe[title="Anteprima di statuto-societa.pdf"]').waitFor();
    await pane.getByRole('radiogroup', { name: 'Verifica di statuto-societa.pdf' }).waitFor();
    const [details, viewer] = [await dialog.getByTestId('review-details').boundingBox(), await pane.boundingBox()];
    expect(viewer!.x).toBeGreaterThan(details!.x + details!.width - 1);
    expect(page.context().pages()).toHaveLength(1);
    await screenshot(page, 'admin-practice-preview-1366');
    await pane.getByRole('button', { name: "Chiudi l'anteprima" }).click();

    await dialog.getByLabel('Commento').fill('Manca la visura aggiornata');
    await dialog.getByRole('button', { name: 'Richiedi Integrazione' }).click();
    await page.locator('.ant-notification-notice', { hasText: 'Stato aggiornato' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await rowOf(page).getByText('Integrazione Richiesta').waitFor();
    await counter(page, 'Integrazioni Richieste').getByText('1').waitFor();
    expect(await counter(page, 'Da Verificare').textContent()).toBe('0');

    // Reopened: the comment is in the history as 'Admin', and the review is no longer offered.
    await rowOf(page).getByRole('button', { name: 'Dettagli' }).click();
    await dialog.getByText('Manca la visura aggiornata').waitFor();
    await dialog.locator('.ant-timeline-item', { hasText: 'Manca la visura aggiornata' }).getByText('Admin').waitFor();
    expect(await dialog.getByRole('button', { name: 'Approva' }).count()).toBe(0);
    await page.context().close();
  });

  it("opens a practice's history timeline and downloads its CSV (issue 7)", async () => {
    const page = await signIn(admin, 1366, 900, '/admin');
    await rowOf(page).getByRole('button', { name: 'Dettagli' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Storico completo' }).click();
    const history = page.getByRole('dialog').filter({ hasText: `Storico Pratica #${practiceId}` });
    const entries = history.getByTestId('audit-entry');
    // The steps of the first test, oldest first, each with its actor.
    await entries.first().getByText(`Pratica ${practiceId} inserita`, { exact: false }).waitFor();
    await entries.first().getByText(seller.username, { exact: false }).waitFor();
    // Once as the download in a new tab, once as the preview in the dialog (issue 46).
    await history.getByText('Documento scaricato: statuto-societa.pdf').nth(1).waitFor();
    const integration = entries.filter({ hasText: 'Richiesta di integrazione' });
    await integration.getByText(admin.username, { exact: false }).waitFor();
    // The data reads as Italian fields; the raw JSON only when asked for.
    await integration.getByText('Commento', { exact: true }).waitFor();
    expect(await integration.locator('pre').count()).toBe(0);
    await integration.getByRole('button', { name: 'Mostra JSON' }).click();
    await integration.locator('pre', { hasText: '"comment": "Manca la visura aggiornata"' }).waitFor();
    await settled(page);
    await screenshot(page, 'admin-history-1366');

    const download = page.waitForEvent('download');
    await history.getByRole('button', { name: 'Scarica CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`storico-practice-${practiceId}.csv`);
    const csv = (await downloadedText(file)).replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n').filter((line) => line !== '');
    expect(lines[0]).toContain('"posizione"');
    expect(lines.length - 1).toBe(await entries.count());
    expect(lines.some((line) => line.includes('"IntegrationRequested"'))).toBe(true);

    // Issue 30: the signed history beside the CSV (its verification is proven by the API tests).
    const signed = page.waitForEvent('download');
    await history.getByRole('button', { name: 'Esporta storico firmato' }).click();
    const signedFile = await signed;
    expect(signedFile.suggestedFilename()).toBe(`storico-practice-${practiceId}.json`);
    const exported = JSON.parse(await downloadedText(signedFile));
    expect([exported.format, exported.events.length]).toEqual(['pratiche-audit-export-v2', await entries.count()]);
    await page.context().close();
  });

  it("the 'Eventi' tab filters the log and pages it with 'Carica altri'; a user's 'Storico' shows the user and the wallet", async () => {
    // 55 one-credit top-ups: more than the screen's page of 50.
    const client = apiClient(e2e.product.baseUrl);
    await client.call('POST', '/api/login', { username: seller.username, password: seller.password });
    const me = await client.call('GET', '/api/user');
    const adminClient = apiClient(e2e.product.baseUrl);
    await adminClient.call('POST', '/api/login', admin);
    for (let i = 0; i < 55; i += 1) await adminClient.call('PATCH', `/api/admin/users/${me.id}/credits`, { amount: 1, pin: admin.pin, operation: 'add' });

    const page = await signIn(admin, 390, 844, '/admin');
    await page.getByRole('tab', { name: 'Eventi' }).click();
    // The type is chosen by its Italian name and applies at once.
    const filtered = page.waitForResponse((answer) => answer.url().includes('/api/admin/events?') && answer.url().includes('type=CreditsAdded'));
    await page.getByLabel('Tipo di evento').fill('Crediti aggiunti');
    await page.keyboard.press('Enter');
    await filtered;
    const entries = page.getByRole('tabpanel').getByTestId('audit-entry');
    await entries.first().getByText("1 crediti aggiunti dall'amministrazione").waitFor();
    expect(await entries.count()).toBe(50);
    await settled(page);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'admin-events-390');
    const next = page.waitForRequest((request) => request.url().includes('/api/admin/events?') && /before=[1-9]/.test(request.url()));
    await page.getByRole('button', { name: 'Carica altri' }).click();
    await next;
    await entries.nth(54).waitFor();
    await page.getByRole('button', { name: 'Carica altri' }).waitFor({ state: 'detached' });
    expect(await entries.count()).toBe(55);

    await page.getByRole('tab', { name: 'Utenti' }).click();
    await page.getByRole('button', { name: `Storico ${seller.username}` }).click();
    const history = page.getByRole('dialog');
    await history.getByText(`Storico Utente #${String(me.id)}`).waitFor();
    await history.getByText('Utente approvato').waitFor();
    await settled(page);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'admin-history-user-390');
    await history.getByText('Portafoglio').click();
    await history.getByText(`Storico Portafoglio #${String(me.id)}`).waitFor();
    await history.getByText("1 crediti aggiunti dall'amministrazione").first().waitFor();
    await page.context().close();
  });

  it('below 768 px the practices are cards (issue 26) and the page does not scroll sideways', async () => {
    const page = await signIn(admin, 390, 844, '/admin');
    await rowOf(page).waitFor();
    await screenshot(page, 'admin-practices-390');
    expect(await scrollsSideways(page)).toBe(false);
    await rowOf(page).getByRole('button', { name: 'Dettagli' }).click();
    await page.getByRole('dialog').getByText('Documenti societari (1)').waitFor();
    await settled(page);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'admin-practice-detail-390');
    await page.context().close();
  });

  it("a non-admin opening /admin sees 'Devi essere un amministratore per accedere a questa pagina.'", async () => {
    const page = await signIn(seller, 1366, 900, '/admin');
    await page.getByText('Devi essere un amministratore per accedere a questa pagina.').waitFor();
    expect(await page.getByText('Pannello Amministrativo').count()).toBe(0);
    await screenshot(page, 'admin-refused-1366');
    await page.context().close();
  });

  it('an admin deletes a practice after the confirmation', async () => {
    const otherId = await createPractice(e2e.product.baseUrl, seller);
    const page = await signIn(admin, 1366, 900, '/admin');
    await searchFor(page, String(otherId));
    const row = page.locator('.ant-table-row', { hasText: `#${otherId}` });
    await row.getByRole('button', { name: `Elimina la pratica #${otherId}` }).click();
    await page.getByText(`Sei sicuro di voler eliminare la pratica #${otherId}?`).waitFor();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Elimina' }).click();
    await page.locator('.ant-notification-notice', { hasText: 'Pratica eliminata' }).waitFor();
    await row.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
