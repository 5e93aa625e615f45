import type { Page } from 'playwright-core';
import { apiClient, type Company, newCompany, pdfBytes } from './support/api';
import { screenshot, settled } from './support/browser';
import { useOwnProductAndBrowser } from './support/harness';
import { admin } from './support/server';
import { signIn as signInThroughAuth } from './support/session';

/** A company that signed up with its visura and waits for the admin's approval. */
const registerPendingUser = async (baseUrl: string): Promise<Company> => {
  const company = newCompany('attesa');
  const visitor = apiClient(baseUrl);
  const form = new FormData();
  form.append('file', new Blob([pdfBytes()], { type: 'application/pdf' }), 'visura.pdf');
  const upload = await visitor.call('POST', '/api/upload-business-document', form);
  await visitor.call('POST', '/api/register', {
    ...company,
    legalRepName: 'Maria Bianchi',
    phone: '3331234567',
    isCedente: true,
    isCessionario: true,
    businessDocument: { originalName: upload.originalName, filename: upload.filename },
  });
  return company;
};

describe("admin panel, 'Utenti' tab, in the browser (spec 2 /admin Users tab)", () => {
  // A database of its own: the dashboard card's totals count every user and practice.
  const e2e = useOwnProductAndBrowser();
  let pending: Company;

  beforeAll(async () => {
    pending = await registerPendingUser(e2e.product.baseUrl);
  });

  const signIn = async (width: number, height: number): Promise<Page> => {
    const page = await signInThroughAuth(e2e.browser, e2e.product.baseUrl, admin, { width, height });
    return page;
  };

  const statistic = (page: Page, title: string) => page.locator('.ant-statistic', { hasText: title }).locator('.ant-statistic-content-value');
  // Below 768 px the rows are cards (issue 26).
  const rowOf = (page: Page) => page.locator('.ant-table-row, .mobile-card-list > li', { hasText: pending.username });
  const toast = (page: Page, text: string) => page.locator('.ant-notification-notice', { hasText: text });
  const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

  const openUsersTab = async (page: Page) => {
    await page.goto(`${e2e.product.baseUrl}/admin`);
    await page.getByRole('tab', { name: 'Utenti' }).click();
    await rowOf(page).waitFor();
  };

  it("the dashboard's 'Pannello Admin' card counts users and practices", async () => {
    const page = await signIn(1366, 900);
    const card = page.locator('.ant-card', { hasText: 'Pannello Admin' });
    await card.getByText('Utenti totali').waitFor();
    // The admin (active) and the company waiting for approval; no practice yet.
    await statistic(page, 'Utenti totali').getByText('2').waitFor();
    expect(await statistic(page, 'Utenti in attesa').textContent()).toBe('1');
    expect(await statistic(page, 'Pratiche totali').textContent()).toBe('0');
    expect(await statistic(page, 'Pratiche in attesa').textContent()).toBe('0');
    await screenshot(page, 'admin-dashboard-card-1366');
    await page.context().close();
  });

  it('an admin approves a pending user and adds credits with the PIN: the balance shows', async () => {
    const page = await signIn(1366, 900);
    await openUsersTab(page);
    await statistic(page, 'Da Approvare').getByText('1').waitFor();
    const row = rowOf(page);
    expect(await row.textContent()).toContain(pending.email);
    expect(await row.textContent()).toContain(pending.companyName);
    expect(await row.textContent()).toContain(pending.vatNumber);
    await row.getByText('Da Verificare').waitFor();

    // Spec 2: the search and the sort run on the server.
    const byBalance = page.waitForRequest((r) => r.url().includes('sortField=walletBalance') && r.url().includes('sortOrder=descend'));
    await page.getByRole('columnheader', { name: 'Crediti' }).click();
    await byBalance;
    const searched = page.waitForResponse((r) => r.url().includes('/api/admin/users?') && r.url().includes('keyword='));
    await page.getByLabel('Cerca utenti').fill(pending.username);
    await page.getByLabel('Cerca utenti').press('Enter');
    await searched;
    // The rows render after the answer (deferred, off the urgent render): wait for the one match.
    await page.waitForFunction(() => document.querySelectorAll('.ant-table-row').length === 1);
    await screenshot(page, 'admin-users-1366');

    await row.getByRole('button', { name: `Approva ${pending.username}` }).click();
    // Issue 26: a status change asks first.
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Approva' }).click();
    await toast(page, 'Stato aggiornato').waitFor();
    await row.getByText('Attivo').waitFor();
    await row.getByRole('button', { name: `Blocca ${pending.username}` }).waitFor();
    await statistic(page, 'Da Approvare').getByText('0').waitFor();

    await row.getByRole('button', { name: `Aggiungi crediti a ${pending.username}` }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('Importo (crediti)').inputValue()).toBe('100');
    expect(await dialog.getByLabel('PIN di sicurezza').getAttribute('type')).toBe('password');
    // Spec 5/8: the refusal is written inside the dialog too.
    await dialog.getByRole('button', { name: 'Aggiungi Crediti' }).click();
    await dialog.getByRole('alert').getByText('Inserire il PIN di sicurezza').waitFor();
    await dialog.getByLabel('Importo (crediti)').fill('250');
    await dialog.getByLabel('PIN di sicurezza').fill('999999');
    await dialog.getByRole('button', { name: 'Aggiungi Crediti' }).click();
    await dialog.getByRole('alert').getByText('PIN di sicurezza non corretto').waitFor();
    await dialog.getByLabel('PIN di sicurezza').fill(admin.pin);
    await screenshot(page, 'admin-add-credits-1366');
    await dialog.getByRole('button', { name: 'Aggiungi Crediti' }).click();
    await toast(page, 'Crediti aggiunti').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('250', { exact: true }).waitFor();
    await page.context().close();
  });

  it('below 768 px the users are cards (issue 26) and the page does not scroll sideways', async () => {
    const page = await signIn(390, 844);
    await statistic(page, 'Pratiche in attesa').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'admin-dashboard-card-390');
    await openUsersTab(page);
    await screenshot(page, 'admin-users-390');
    expect(await scrollsSideways(page)).toBe(false);
    await rowOf(page)
      .getByRole('button', { name: `Modifica ${pending.username}` })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Modifica Utente').waitFor();
    await dialog.getByRole('button', { name: 'Salva Modifiche' }).waitFor();
    expect(await dialog.getByLabel('Partita IVA').inputValue()).toBe(pending.vatNumber);
    await settled(page);
    await screenshot(page, 'admin-edit-user-390');
    expect(await scrollsSideways(page)).toBe(false);
    await page.context().close();
  });
});
