import type { Page } from 'playwright-core';
import { settled } from './support/browser';
import { useProductAndBrowser } from './support/harness';
import { layoutShiftTotal, slowDownCpu, watchLayoutShifts } from './support/quality';
import { admin } from './support/server';
import { signIn } from './support/session';

const phone = { width: 412, height: 823 };

/** Issue 8: the signed-in pages /, /marketplace and /admin get their first screen in their HTML. */
describe('the prerendered signed-in screens', () => {
  const e2e = useProductAndBrowser();
  let signedIn: Page;
  beforeAll(async () => {
    signedIn = await signIn(e2e.browser, e2e.product.baseUrl, admin, phone);
  });

  it('without scripts, / shows the frame and the company name, /admin its title, styled', async () => {
    const { companyName } = await signedIn.evaluate(() => fetch('/api/user').then((res) => res.json() as Promise<{ companyName: string }>));
    const context = await e2e.browser.newContext({ locale: 'it-IT', javaScriptEnabled: false, viewport: phone });
    await context.addCookies(await signedIn.context().cookies());
    const page = await context.newPage();
    await page.goto(`${e2e.product.baseUrl}/`);
    await page.locator('#boot-shell').getByText(companyName).waitFor();
    await page.locator('#boot-shell').getByText('Marketplace Pratiche').waitFor();
    // antd's CSS came with the HTML: the card has its white background.
    expect(
      await page
        .locator('#boot-shell .ant-card')
        .first()
        .evaluate((card) => getComputedStyle(card).backgroundColor),
    ).toBe('rgb(255, 255, 255)');
    await page.goto(`${e2e.product.baseUrl}/admin`);
    await page.locator('#boot-shell').getByText('Pannello Amministrativo').waitFor();
    await context.close();
  });

  it('signed out, / gets no copy of the signed-in frame', async () => {
    const context = await e2e.browser.newContext({ locale: 'it-IT', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${e2e.product.baseUrl}/`);
    expect(await page.locator('#boot-shell').count()).toBe(0);
    await context.close();
  });

  it('the live page takes its place: one copy left, no layout shift, on a slow CPU too', async () => {
    const page = await signedIn.context().newPage();
    await slowDownCpu(page);
    await watchLayoutShifts(page);
    await page.goto(`${e2e.product.baseUrl}/`);
    await page.getByRole('button', { name: 'Area Utente' }).waitFor();
    expect(await page.locator('#boot-shell').count()).toBe(0);
    // Late shifts (an answer, a font) are counted: the page has nothing more to load or draw.
    await page.waitForLoadState('networkidle');
    await settled(page);
    expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
    await page.goto(`${e2e.product.baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Pannello Amministrativo' }).waitFor();
    expect(await page.locator('#boot-shell').count()).toBe(0);
    expect(await page.getByText('Pannello Amministrativo').count()).toBe(1);
    await page.close();
  });
});
