import { apiClient, createActiveUser, type Company } from './support/api';
import { downloadedText, settled } from './support/browser';
import { useProductAndBrowser } from './support/harness';
import { createPractice, fund } from './support/practices';
import { qualityProblems } from './support/quality';
import { admin } from './support/server';
import { signIn } from './support/session';

const widths = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;

/** Issue 26 "See what happened": the practice timeline, the wallet ledger and its CSV, the admins' data-change inbox. */
describe('history in the browser: timeline, ledger, data-change inbox', () => {
  const e2e = useProductAndBrowser();
  let seller: Company;
  let buyer: Company;
  let practiceId: number;

  beforeAll(async () => {
    const baseUrl = e2e.product.baseUrl;
    seller = await createActiveUser(baseUrl, admin);
    buyer = await createActiveUser(baseUrl, admin, { isCedente: false, isCessionario: true });
    practiceId = await createPractice(baseUrl, seller);
    const adminClient = apiClient(baseUrl);
    await adminClient.call('POST', '/api/login', admin);
    await adminClient.call('PATCH', `/api/admin/practices/${practiceId}/status`, { status: 'approved', comment: 'Documentazione completa' });
    await fund(baseUrl, buyer, 200);
    const buyerClient = apiClient(baseUrl);
    await buyerClient.call('POST', '/api/login', { username: buyer.username, password: buyer.password });
    await buyerClient.call('POST', `/api/marketplace/view/${practiceId}`, { accessType: 'base' });
    const sellerClient = apiClient(baseUrl);
    await sellerClient.call('POST', '/api/login', { username: seller.username, password: seller.password });
    for (const phone of ['0211111111', '0222222222']) {
      await sellerClient.call('POST', '/api/user/request-change', { fieldsToChange: { phone }, reason: `Nuovo numero ${phone}` });
    }
  });

  const open = (who: Company | typeof admin, viewport: { width: number; height: number }) => signIn(e2e.browser, e2e.product.baseUrl, who, viewport);

  it.each(widths)("the seller's practice page shows the timeline with its review and the anonymous purchase ($width px)", async (viewport) => {
    const page = await open(seller, viewport);
    await page.goto(`${e2e.product.baseUrl}/practice/${practiceId}`);
    const timeline = page.getByTestId('practice-timeline');
    const entries = timeline.getByTestId('practice-timeline-entry');
    await entries.first().waitFor();
    expect(await entries.allTextContents()).toEqual([
      expect.stringContaining("Un acquirente ha acquistato l'accesso base"),
      expect.stringMatching(/^Pratica approvata\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}Commento: «Documentazione completa»$/),
      expect.stringContaining('Pratica inserita e inviata in verifica'),
    ]);
    await timeline.getByText('Commento: «Documentazione completa»').waitFor();
    expect(await timeline.textContent()).not.toContain(buyer.username);
    await settled(page);
    expect(await qualityProblems(page, 'history-seller-timeline')).toEqual([]);
    await page.context().close();
  });

  it.each(widths)('the wallet shows every movement with the balance and exports the CSV ($width px)', async (viewport) => {
    const page = await open(buyer, viewport);
    await page.goto(`${e2e.product.baseUrl}/wallet`);
    const ledger = page.getByTestId('wallet-ledger');
    await ledger.getByText('Accesso base alla pratica', { exact: false }).first().waitFor();
    await ledger.getByText(`Pratica #${practiceId}`).first().waitFor();
    await ledger.getByText('Saldo').first().waitFor();
    if (viewport.width < 768) expect(await ledger.getByTestId('ledger-card').count()).toBe(2);
    await page.getByText('Crediti aggiunti', { exact: false }).first().waitFor();
    await settled(page);
    expect(await qualityProblems(page, 'history-wallet-ledger')).toEqual([]);

    const download = page.waitForEvent('download');
    await ledger.getByRole('button', { name: 'Esporta CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('movimenti-crediti.csv');
    const lines = (await downloadedText(file))
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe('"Data";"Tipo";"Descrizione";"Pratica";"Crediti";"Saldo";"Prezzo (EUR)"');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"${practiceId}"`);

    // The kind filter asks the server again and keeps the balance after each movement.
    const filtered = page.waitForResponse((answer) => answer.url().includes('/api/wallet/ledger?') && answer.url().includes('kind=base'));
    await ledger.locator('.ant-select', { has: page.getByRole('combobox', { name: 'Tipo di movimento' }) }).click();
    await page.getByTitle('Accesso base a una pratica').click();
    await filtered;
    await ledger.getByText('Crediti aggiunti', { exact: false }).waitFor({ state: 'detached' });
    expect(await ledger.getByText('190', { exact: true }).count()).toBe(1);
    await page.context().close();
  });

  it.each(widths)("the admin's inbox marks a data-change request done after a confirmation ($width px)", async (viewport) => {
    const page = await open(admin, viewport);
    await page.goto(`${e2e.product.baseUrl}/admin`);
    await page.getByRole('tab', { name: 'Richieste' }).click();
    const inbox = page.getByTestId('data-change-inbox');
    const done = inbox.getByRole('button', { name: 'Segna come evasa' });
    await done.first().waitFor();
    const openBefore = await done.count();
    await settled(page);
    expect(await qualityProblems(page, 'history-admin-inbox')).toEqual([]);
    await done.first().click();
    const confirm = page.locator('.ant-popconfirm');
    await confirm.getByText('Segnare la richiesta come evasa?').waitFor();
    await confirm.getByRole('button', { name: 'Segna come evasa' }).click();
    await page.getByText('Richiesta segnata come evasa').waitFor();
    await inbox.getByText('Evasa', { exact: true }).first().waitFor();
    await page.waitForFunction(
      (expected) =>
        [...document.querySelectorAll('[data-testid="data-change-inbox"] button')].filter((b) => b.textContent?.includes('Segna come evasa')).length ===
        expected,
      openBefore - 1,
    );
    await settled(page);
    expect(await qualityProblems(page, 'history-admin-inbox-done')).toEqual([]);
    await page.context().close();
  });

  it.each(widths)("the admin's events list opens newest first in Italian, and the practice dialog opens its full history ($width px)", async (viewport) => {
    const page = await open(admin, viewport);
    await page.goto(`${e2e.product.baseUrl}/admin`);
    await page.getByRole('tab', { name: 'Eventi' }).click();
    const entries = page.getByRole('tabpanel').getByTestId('audit-entry');
    await entries.first().waitFor();
    expect(await entries.first().textContent()).toContain('Richiesta modifica dati evasa');
    await entries.first().getByRole('button', { name: 'Mostra JSON' }).click();
    await entries.first().locator('pre').waitFor();
    await settled(page);
    expect(await qualityProblems(page, 'history-admin-events')).toEqual([]);
    if (viewport.width >= 768) {
      await page.getByRole('tab', { name: 'Pratiche' }).click();
      await page
        .locator('.ant-table-row', { hasText: `#${practiceId}` })
        .getByRole('button', { name: 'Dettagli' })
        .click();
      // Issue 46: one way to the practice's full history, 'Storico completo' (the 'Cronologia completa' panel is gone).
      await page.getByRole('dialog').getByRole('button', { name: 'Storico completo' }).click();
      const history = page.getByRole('dialog').filter({ hasText: `Storico Pratica #${practiceId}` });
      await history.getByTestId('audit-entry').filter({ hasText: 'Accesso alla pratica acquistato' }).getByText(buyer.username, { exact: false }).waitFor();
      await settled(page);
      expect(await qualityProblems(page, 'history-admin-practice-dialog')).toEqual([]);
    }
    await page.context().close();
  });
});
