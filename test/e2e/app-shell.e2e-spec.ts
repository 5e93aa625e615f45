import type { Page } from 'playwright-core';
import { createActiveUser } from './support/api';
import { screenshot, settled } from './support/browser';
import { useProductAndBrowser } from './support/harness';
import { layoutShiftTotal, watchLayoutShifts } from './support/quality';
import { admin } from './support/server';

describe('app shell in the browser', () => {
  const e2e = useProductAndBrowser();

  const signIn = async (width: number, height: number): Promise<{ page: Page; outside: string[] }> => {
    const company = await createActiveUser(e2e.product.baseUrl, admin);
    const page = await (await e2e.browser.newContext({ locale: 'it-IT', viewport: { width, height } })).newPage();
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(e2e.product.baseUrl) && !request.url().startsWith('data:')) outside.push(request.url());
    });
    await page.goto(`${e2e.product.baseUrl}/auth`);
    await page.locator('#login-form_username').fill(company.username);
    await page.locator('#login-form_password').fill(company.password);
    await page.locator('#login-form button[type=submit]').click();
    await page.getByText('Le Tue Pratiche').waitFor();
    return { page, outside };
  };

  const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

  it("the menu shows a seller's entries and not the admin's; the user menu leads to Area Utente", async () => {
    const { page, outside } = await signIn(1366, 900);
    await page.getByText('Marketplace Pratiche').first().waitFor();
    await page.getByRole('menuitem', { name: 'Dashboard' }).waitFor();
    await page.getByRole('menuitem', { name: 'Pratiche in vendita' }).waitFor();
    await page.getByRole('menuitem', { name: 'Nuova pratica' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Pannello Admin' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Marketplace' }).count()).toBe(0);
    // Spec 2 keeps 'Esci' on the dashboard header; the shell must not add a second one on the page.
    expect(await page.getByRole('button', { name: 'Esci' }).count()).toBe(1);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'app-shell-dashboard-1366');

    // The side menu marks the current page; the user menu opens from the keyboard too.
    expect(await page.getByRole('navigation', { name: 'Menu principale' }).locator('.ant-menu-item-selected').textContent()).toBe('Dashboard');
    await page.getByRole('button', { name: /^Menu utente/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Area Utente' }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('tab', { name: 'Profilo' }).waitFor();
    expect(outside).toEqual([]);
    await page.context().close();
  });

  it('below 768 px the menu is a drawer and the page does not scroll sideways', async () => {
    const { page } = await signIn(390, 844);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Menu principale' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Marketplace Pratiche' });
    await drawer.getByRole('menuitem', { name: 'Nuova pratica' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    // The drawer slides in for 0.3 s; a picture taken sooner shows it half transparent.
    // Late shifts (an answer, a font) are counted: the page has nothing more to load or draw.
    await page.waitForLoadState('networkidle');
    await settled(page);
    await screenshot(page, 'app-shell-dashboard-390-drawer');
    await drawer.getByRole('menuitem', { name: 'Pratiche in vendita' }).click();
    await page.waitForURL('**/practices');
    await page.getByRole('heading', { name: 'Pratiche in vendita' }).waitFor();
    // Navigating closes the drawer.
    await drawer.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it("at desktop width the live frame takes the prerendered one's place without a layout shift", async () => {
    const { page: signedIn } = await signIn(1366, 900);
    const page = await signedIn.context().newPage();
    await watchLayoutShifts(page);
    await page.goto(`${e2e.product.baseUrl}/`);
    await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('menuitem', { name: 'Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Area Utente' }).waitFor();
    expect(await page.locator('#boot-shell').count()).toBe(0);
    // Late shifts (an answer, a font) are counted: the page has nothing more to load or draw.
    await page.waitForLoadState('networkidle');
    await settled(page);
    expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
    await page.context().close();
  });
});
