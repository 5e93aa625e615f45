import { settled } from './support/browser';
import { useProductAndBrowser } from './support/harness';
import { layoutShiftTotal, slowDownCpu, watchLayoutShifts } from './support/quality';

/** Issue 5: /auth's first screen is in its HTML, so it paints before the scripts arrive. */
describe('the prerendered /auth screen', () => {
  const e2e = useProductAndBrowser();

  it('without scripts, /auth already shows the sign-in card and the promotional panel, styled', async () => {
    const page = await (await e2e.browser.newContext({ locale: 'it-IT', javaScriptEnabled: false })).newPage();
    await page.goto(`${e2e.product.baseUrl}/auth`);
    await page.getByText('Crediti venduti questa settimana').waitFor();
    await page.getByText('Password dimenticata?').waitFor();
    // antd's CSS came with the HTML: the card has its white background.
    const cardBackground = await page.locator('#boot-shell .ant-card').evaluate((card) => getComputedStyle(card).backgroundColor);
    expect(cardBackground).toBe('rgb(255, 255, 255)');
    await page.context().close();
  });

  it('the live page takes its place in one frame: one copy left, no layout shift, on a slow CPU too', async () => {
    const page = await (await e2e.browser.newContext({ locale: 'it-IT', viewport: { width: 412, height: 823 } })).newPage();
    await slowDownCpu(page);
    await watchLayoutShifts(page);
    await page.goto(`${e2e.product.baseUrl}/auth`);
    await page.locator('#login-form_username').waitFor();
    expect(await page.locator('#boot-shell').count()).toBe(0);
    expect(await page.getByRole('heading', { name: "Marketplace Crediti d'Imposta" }).count()).toBe(1);
    // Late shifts (an answer, a font) are counted: the page has nothing more to load or draw.
    await page.waitForLoadState('networkidle');
    await settled(page);
    expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
    await page.context().close();
  });

  it('a registration link (?tab=register) gets the plain page and opens the registration tab', async () => {
    const page = await (await e2e.browser.newContext({ locale: 'it-IT' })).newPage();
    await page.goto(`${e2e.product.baseUrl}/auth?tab=register`);
    await page.locator('#register-form_username').waitFor();
    expect(await page.locator('#boot-shell').count()).toBe(0);
    await page.context().close();
  });
});
