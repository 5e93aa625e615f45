import type { Page } from 'playwright-core';
import { type Company, createActiveUser } from './support/api';
import { screenshot, settled } from './support/browser';
import { useProductAndBrowser } from './support/harness';
import { createApprovedPractice, fund } from './support/practices';
import { admin } from './support/server';
import { signIn as signInAs } from './support/session';

const buyerRoles = { isCedente: false, isCessionario: true };

/** Spec 2 /marketplace and /marketplace/my-practices, spec 6 (seller data, zip), spec 8 Purchases. */
describe('marketplace in the browser: base access, then another buyer takes the exclusivity', () => {
  // On the worker's product: the practice made below is the last approved, so the first card of 'Più recenti'.
  const e2e = useProductAndBrowser();
  let seller: Company;
  let first: Company;
  let second: Company;

  beforeAll(async () => {
    const baseUrl = e2e.product.baseUrl;
    seller = await createActiveUser(baseUrl, admin);
    first = await createActiveUser(baseUrl, admin, buyerRoles);
    second = await createActiveUser(baseUrl, admin, buyerRoles);
    await createApprovedPractice(baseUrl, seller);
    await fund(baseUrl, first, 50);
    await fund(baseUrl, second, 200);
  });

  const signIn = async (buyer: Company, width: number, height: number): Promise<Page> => {
    const page = await signInAs(e2e.browser, e2e.product.baseUrl, buyer, { width, height });
    await page.getByText('Il Tuo Portafoglio').first().waitFor();
    return page;
  };

  const openDetails = async (page: Page) => {
    await page.getByRole('heading', { name: 'Marketplace Crediti' }).waitFor();
    await page.getByRole('button', { name: 'Dettagli' }).first().click();
    return page.locator('.ant-modal', { hasText: 'Pratica #' });
  };

  it('a buyer buys base access, sees the seller data and downloads the zip', async () => {
    const page = await signIn(first, 1366, 900);
    await page.getByText('Pratiche disponibili:').waitFor();
    await screenshot(page, 'marketplace-dashboard-1366');
    await page.goto(`${e2e.product.baseUrl}/marketplace`);
    const dialog = await openDetails(page);
    await dialog.getByText("L'accesso acquistato è irreversibile").waitFor();
    await settled(page);
    await screenshot(page, 'marketplace-detail-1366');
    await dialog.getByRole('button', { name: 'Acquista accesso (10 crediti)' }).click();
    await page.getByRole('button', { name: 'Conferma' }).click();
    await page.locator('.ant-notification').getByText('Accesso acquistato').waitFor();
    await dialog.getByText('Dati del cedente').waitFor();
    await dialog.getByText(seller.companyName).waitFor();
    await dialog.getByText(seller.vatNumber).waitFor();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Scarica tutti (zip)' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.zip$/);
    await screenshot(page, 'marketplace-bought-1366');
    await page.context().close();
  });

  it("another buyer buys 24 h exclusivity on a phone, and the first sees 'In trattativa'", async () => {
    const phone = await signIn(second, 390, 844);
    await phone.goto(`${e2e.product.baseUrl}/marketplace`);
    await phone.getByRole('heading', { name: 'Marketplace Crediti' }).waitFor();
    await screenshot(phone, 'marketplace-390');
    const dialog = await openDetails(phone);
    await dialog.getByRole('button', { name: 'Acquista esclusività (100 crediti)' }).click();
    await phone.getByRole('button', { name: 'Conferma' }).click();
    await phone.locator('.ant-notification').getByText('Esclusività acquistata').first().waitFor();
    await dialog.getByText('Dati del cedente').waitFor();
    await settled(phone);
    await screenshot(phone, 'marketplace-exclusive-390');
    await phone.goto(`${e2e.product.baseUrl}/marketplace/my-practices`);
    await phone.getByRole('tab', { name: 'Accesso Esclusivo' }).click();
    await phone
      .getByText(/\d+h \d+m rimanenti/)
      .first()
      .waitFor();
    await screenshot(phone, 'marketplace-my-practices-390');
    await phone.context().close();

    const page = await signIn(first, 1366, 900);
    await page.goto(`${e2e.product.baseUrl}/marketplace/my-practices`);
    await page.getByRole('heading', { name: 'Pratiche acquistate' }).waitFor();
    await page.locator('tbody').getByText('In trattativa').waitFor();
    await page.getByRole('button', { name: 'Dettagli' }).first().click();
    const details = page.locator('.ant-modal', { hasText: 'Pratica #' });
    await details.getByText('download non disponibile').waitFor();
    expect(await details.getByRole('button', { name: 'Scarica tutti (zip)' }).count()).toBe(0);
    await settled(page);
    await screenshot(page, 'marketplace-my-practices-1366');
    await page.context().close();
  });
});
