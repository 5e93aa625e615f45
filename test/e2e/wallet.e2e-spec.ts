import type { Locator, Page } from 'playwright-core';
import { createActiveUser, type Company } from './support/api';
import { screenshot, settled } from './support/browser';
import { useProductAndBrowser } from './support/harness';
import { admin } from './support/server';
import { signIn as signInThroughAuth } from './support/session';

/** Spec 2 Wallet, /wallet/success; the product runs without STRIPE_SECRET_KEY, so with the simulated provider. */
describe('wallet in the browser: buying credits through the simulated provider', () => {
  const e2e = useProductAndBrowser();
  let company: Company;
  beforeAll(async () => {
    company = await createActiveUser(e2e.product.baseUrl, admin);
  });

  const signIn = async (width: number, height: number): Promise<Page> => {
    const page = await signInThroughAuth(e2e.browser, e2e.product.baseUrl, company, { width, height });
    await page.getByText('Il Tuo Portafoglio').first().waitFor();
    return page;
  };

  const statistic = (page: Page, title: string) =>
    page.locator('.ant-statistic', { has: page.locator('.ant-statistic-title', { hasText: title }) }).locator('.ant-statistic-content-value');
  const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

  it('a user buys the Standard package, is sent back to the wallet, and sees the balance and the purchase', async () => {
    const page = await signIn(1366, 900);
    expect(await statistic(page, 'Saldo disponibile').textContent()).toBe('0');
    await screenshot(page, 'wallet-dashboard-1366');
    await page.getByRole('menuitem', { name: 'Portafoglio' }).click();
    await page.waitForURL('**/wallet');
    await page.getByRole('heading', { name: 'Il Tuo Portafoglio' }).waitFor();
    await screenshot(page, 'wallet-1366');

    await page.getByRole('button', { name: 'Acquista Crediti' }).click();
    const buy = page.locator('.ant-modal', { hasText: 'Acquista Crediti' });
    await buy.getByRole('tab', { name: 'Pacchetti' }).waitFor();
    await buy.getByRole('tab', { name: 'Info Pagamento' }).waitFor();
    await buy.getByText('Il più acquistato').waitFor();
    expect(await buy.getByText('Solo per test').count()).toBe(0);
    // production safety 1: without a card provider the dialog says the payments are simulated.
    await buy.getByText('Pagamenti simulati: nessun addebito reale').waitFor();
    await settled(page);
    await screenshot(page, 'wallet-packages-1366');
    await buy.getByTestId('package-standard').getByRole('button', { name: 'Acquista' }).click();

    const confirm = page.locator('.ant-modal', { hasText: 'Conferma Acquisto' });
    await confirm.getByText('Standard').waitFor();
    expect(await confirm.textContent()).toContain('79,90');
    await settled(page);
    await screenshot(page, 'wallet-confirm-1366');
    await confirm.getByRole('button', { name: 'Procedi al pagamento' }).click();

    await page.waitForURL('**/wallet/simulated-checkout?session=sim_cs_*');
    await page.getByText('Simulazione: nessun pagamento reale').waitFor();
    await page.getByText('Standard').waitFor();
    await screenshot(page, 'wallet-simulated-checkout-1366');
    await page.getByRole('button', { name: 'Conferma pagamento simulato' }).click();

    await page.waitForURL('**/wallet/success');
    await page.getByText('Pagamento Completato').waitFor();
    await page.getByRole('button', { name: 'Vai al portafoglio' }).waitFor();
    await screenshot(page, 'wallet-success-1366');
    // Spec 2: the success page goes to /wallet by itself after 5 seconds.
    await page.waitForURL('**/wallet', { timeout: 8000 });
    await page.getByRole('heading', { name: 'Il Tuo Portafoglio' }).waitFor();
    await expectText(statistic(page, 'Saldo disponibile'), '50');
    expect(await statistic(page, 'Acquisti completati').textContent()).toBe('1');
    expect(await statistic(page, 'Crediti acquistati').textContent()).toBe('50');

    await page.getByRole('button', { name: 'Storico Acquisti' }).click();
    const history = page.locator('.ant-modal', { hasText: 'Storico Acquisti' });
    const row = history.locator('tbody tr.ant-table-row').first();
    await row.waitFor();
    expect(await row.textContent()).toMatch(/Acquisto crediti.*Simulazione.*50.*79,90/);
    for (const column of ['Data', 'Descrizione', 'ID Pagamento', 'Crediti', 'Importo']) await history.getByRole('columnheader', { name: column }).waitFor();
    await settled(page);
    await screenshot(page, 'wallet-history-1366');
    await page.context().close();
  });

  it('at 390 px the wallet and its dialogs fit the screen', async () => {
    const page = await signIn(390, 844);
    await page.goto(`${e2e.product.baseUrl}/wallet`);
    await page.getByRole('heading', { name: 'Il Tuo Portafoglio' }).waitFor();
    await expectText(statistic(page, 'Saldo disponibile'), '50');
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'wallet-390');
    await page.getByRole('button', { name: 'Acquista Crediti' }).click();
    await page.locator('.ant-modal').getByText('Il più acquistato').waitFor();
    await settled(page);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'wallet-packages-390');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Storico Acquisti' }).click();
    // Five columns do not fit a phone: each purchase is a card there.
    const card = page.locator('.ant-modal', { hasText: 'Storico Acquisti' }).getByTestId('purchase-card').first();
    await card.waitFor();
    expect(await card.textContent()).toMatch(/Acquisto crediti.*Simulazione.*50.*79,90/);
    expect(await scrollsSideways(page)).toBe(false);
    await settled(page);
    await screenshot(page, 'wallet-history-390');
    await page.context().close();
  });
});

/** Waits until `element` reads `expected` (the balance arrives with the refreshed user). */
async function expectText(element: Locator, expected: string) {
  await element.filter({ hasText: new RegExp(`^${expected}$`) }).waitFor();
  expect(await element.textContent()).toBe(expected);
}
