import { useProductAndBrowser } from './support/harness';

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

  it('the live page takes its place in one frame: one copy left, no layout shift', async () => {
    const page = await (await e2e.browser.newContext({ locale: 'it-IT', viewport: { width: 412, height: 823 } })).newPage();
    await page.addInitScript(() => {
      const shifts: number[] = [];
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => shifts.push((entry as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
      Object.assign(window, { layoutShifts: shifts });
    });
    await page.goto(`${e2e.product.baseUrl}/auth`);
    await page.locator('#login-form_username').waitFor();
    expect(await page.locator('#boot-shell').count()).toBe(0);
    expect(await page.getByRole('heading', { name: "Marketplace Crediti d'Imposta" }).count()).toBe(1);
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
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
