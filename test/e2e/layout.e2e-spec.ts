import type { Page } from 'playwright-core';
import { type Company, createActiveUser, registerUser } from './support/api';
import { settled } from './support/browser';
import { useOwnProductAndBrowser } from './support/harness';
import { createPractice } from './support/practices';
import { qualityProblems, viewports, type ViewportName } from './support/quality';
import { admin } from './support/server';
import { openPage, signIn } from './support/session';

/** Whether the document is taller than the window (a needless vertical scrollbar on a page that fits). */
const scrollsDown = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight - document.documentElement.clientHeight);

/** Issue 26 "Tables and layout": the screens every user shares, at the two widths. */
describe('issue 26: tables and layout in the browser', () => {
  // A database of its own: it reads the admin's whole lists.
  const e2e = useOwnProductAndBrowser();
  const base = () => e2e.product.baseUrl;
  let seller: Company;
  let buyer: Company;
  let sellerAndBuyer: Company;
  let practiceId: number;

  beforeAll(async () => {
    seller = await createActiveUser(base(), admin);
    buyer = await createActiveUser(base(), admin, { isCedente: false, isCessionario: true });
    sellerAndBuyer = await createActiveUser(base(), admin, { isCedente: true, isCessionario: true });
    practiceId = await createPractice(base(), seller);
    await registerUser(base(), { isCedente: true, isCessionario: false }, 'attesa');
  });

  const as = (who: Company | typeof admin, viewport: ViewportName) => signIn(e2e.browser, base(), who, viewports[viewport]);

  it("below 768 px the seller's practices are one card per row, with the status and 'Dettagli'; no sale status before approval", async () => {
    const page = await as(seller, 'phone');
    await page.goto(`${base()}/practices`);
    await page.getByRole('heading', { name: 'Pratiche in vendita' }).waitFor();
    const card = page.getByRole('list', { name: 'Pratiche in vendita' }).getByRole('listitem').first();
    await card.getByText(`#${practiceId} Superbonus`).waitFor();
    await card.getByText('In attesa').waitFor();
    await card.getByRole('button', { name: `Dettagli della pratica #${practiceId}` }).waitFor();
    expect(await card.getByText('Disponibile').count()).toBe(0);
    expect(await page.locator('.ant-table').count()).toBe(0);
    expect(await qualityProblems(page, 'layout-practices-cards')).toEqual([]);
    await page.context().close();
  });

  it('at 1366 px the deciding columns of the seller\'s list are in view, and the menu says "Pratiche in vendita"', async () => {
    const page = await as(seller, 'laptop');
    await page.getByRole('menuitem', { name: 'Pratiche in vendita' }).click();
    await page.getByRole('heading', { name: 'Pratiche in vendita' }).waitFor();
    await page.locator('.ant-table-row').first().waitFor();
    for (const name of ['Stato', 'Importo', 'Data creazione']) {
      const box = await page.getByRole('columnheader', { name }).first().boundingBox();
      expect({ name, inView: box !== null && box.x + box.width <= 1366 }).toEqual({ name, inView: true });
    }
    expect(await qualityProblems(page, 'layout-practices-table')).toEqual([]);
    await page.context().close();
  });

  it("a seller who also buys tells the two lists apart: 'Pratiche in vendita' and 'Pratiche acquistate'", async () => {
    const page = await as(sellerAndBuyer, 'laptop');
    const menu = page.getByRole('navigation', { name: 'Menu principale' });
    await menu.getByRole('menuitem', { name: 'Pratiche in vendita' }).waitFor();
    await menu.getByRole('menuitem', { name: 'Marketplace' }).click();
    await menu.getByRole('menuitem', { name: 'Pratiche acquistate' }).waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Le Mie Pratiche' }).count()).toBe(0);
    await page.context().close();
  });

  it.each(['laptop', 'phone'] as const)('an unknown address shows the Italian 404 with a link home, and no scrollbar (%s)', async (viewport) => {
    const page = await openPage(e2e.browser, viewports[viewport]);
    await page.goto(`${base()}/pagina-che-non-esiste`);
    await page.getByRole('heading', { name: 'Pagina non trovata' }).waitFor();
    expect(await page.getByText('Page Not Found').count()).toBe(0);
    expect(await scrollsDown(page)).toBeLessThanOrEqual(0);
    // Its screenshot, overflow and axe checks: 'not-found' in the buyer-admin quality walks.
    await page.getByRole('link', { name: 'Torna alla home' }).click();
    // Home, signed out, is the sign-in page.
    await page.waitForURL(`${base()}/auth`);
    await page.context().close();
  });

  it.each(['laptop', 'phone'] as const)("a buyer opening the seller's list gets the refused-access page with a way home (%s)", async (viewport) => {
    const page = await as(buyer, viewport);
    await page.goto(`${base()}/practices`);
    await page.getByRole('heading', { name: 'Accesso non consentito' }).waitFor();
    await page.getByText('Devi essere registrato come Cedente per accedere a questa pagina.').waitFor();
    expect(await scrollsDown(page)).toBeLessThanOrEqual(0);
    // Its screenshot, overflow and axe checks: 'refusal-non-seller' in the buyer-admin quality walks.
    await page.getByRole('link', { name: 'Torna alla home' }).click();
    await page.waitForURL(`${base()}/`);
    await page.context().close();
  });

  it("the admin's status change asks first; 'Annulla' changes nothing", async () => {
    const page = await signIn(e2e.browser, base(), admin, viewports.laptop, '/admin');
    await page.getByRole('tab', { name: 'Utenti' }).click();
    // The 'Pratiche' tab stays in the page, hidden: its rows say 'Da Verificare' too.
    const row = page.getByRole('tabpanel', { name: 'Utenti' }).locator('.ant-table-row', { hasText: 'Da Verificare' }).first();
    await row.getByRole('button', { name: /^Approva / }).click();
    const confirm = page.locator('.ant-popconfirm');
    await confirm.getByText(/^Approvare l'account di .+\? Potrà usare il marketplace\.$/).waitFor();
    expect(await qualityProblems(page, 'layout-user-status-confirm')).toEqual([]);
    await confirm.getByRole('button', { name: 'Annulla' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await row.getByText('Da Verificare').waitFor();
    await page.context().close();
  });

  it("below 768 px the admin's users and practices are cards with their status and main action", async () => {
    const page = await as(admin, 'phone');
    await page.goto(`${base()}/admin`);
    await page.getByRole('tab', { name: 'Utenti' }).click();
    const users = page.getByRole('tabpanel', { name: 'Utenti' }).getByRole('list', { name: 'Utenti' });
    await users.getByRole('listitem').first().waitFor();
    await users
      .getByRole('listitem', { hasText: 'Da Verificare' })
      .getByRole('button', { name: /^Approva / })
      .waitFor();
    expect(await qualityProblems(page, 'layout-admin-users-cards')).toEqual([]);
    await page.getByRole('tab', { name: 'Pratiche' }).click();
    const practices = page.getByRole('list', { name: 'Pratiche' });
    await practices
      .getByRole('listitem', { hasText: `#${practiceId}` })
      .getByRole('button', { name: 'Dettagli' })
      .waitFor();
    expect(await qualityProblems(page, 'layout-admin-practices-cards')).toEqual([]);
    await page.context().close();
  });

  /**
   * The box of the live page's column, the first child of the frame's content area. The prerendered
   * first screen (#boot-shell, on /, /marketplace and /admin) has the same frame: measuring it while
   * React removes it gives no box, so wait until it is gone. A lazy screen may also replace its
   * fallback between the wait and the measure (no box, seen once on /practice/new at 390 px): the
   * column is then measured again, a few times at most.
   */
  const columnBox = async (page: Page) => {
    await page.locator('#boot-shell').waitFor({ state: 'detached' });
    const column = page.locator('#root main.app-frame-content > *').first();
    for (let attempt = 0; attempt < 5; attempt++) {
      await column.waitFor({ state: 'visible' });
      const box = await column.boundingBox();
      if (box) return box;
    }
    return null;
  };

  // Every page with a screenshot and an axe run: on a loaded machine a minute is not enough.
  it.each(['laptop', 'phone'] as const)(
    'every page has the same content width and left edge (%s)',
    async (viewport) => {
      const pages: [Company | typeof admin, string, string][] = [
        [sellerAndBuyer, '/', 'layout-dashboard'],
        [sellerAndBuyer, '/practices', 'layout-practices'],
        [sellerAndBuyer, '/practice/new', 'layout-practice-new'],
        [sellerAndBuyer, '/marketplace', 'layout-marketplace'],
        [sellerAndBuyer, '/marketplace/my-practices', 'layout-my-practices'],
        [sellerAndBuyer, '/wallet', 'layout-wallet'],
        [sellerAndBuyer, '/profile', 'layout-profile'],
        [admin, '/admin', 'layout-admin'],
      ];
      const boxes: Record<string, string> = {};
      let page: Page | null = null;
      let who: unknown = null;
      for (const [user, path, name] of pages) {
        if (who !== user) {
          await page?.context().close();
          page = await as(user, viewport);
          who = user;
        }
        await page!.goto(`${base()}${path}`);
        await page!.getByRole('heading').first().waitFor();
        await page!.waitForLoadState('networkidle');
        const box = await columnBox(page!);
        boxes[path] = box ? `${Math.round(box.x)}+${Math.round(box.width)}` : 'no column';
        expect(await qualityProblems(page!, name)).toEqual([]);
      }
      await page?.context().close();
      const first = boxes['/'];
      expect(boxes).toEqual(Object.fromEntries(Object.keys(boxes).map((path) => [path, first])));
    },
    180_000,
  );

  it("the dashboard cards' footer links look like links: the theme's link colour", async () => {
    const page = await as(sellerAndBuyer, 'laptop');
    const link = page.getByRole('link', { name: 'Pratiche acquistate' });
    await link.waitFor();
    expect(await link.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(29, 78, 216)');
    await page.context().close();
  });

  it('/auth at 390 px has the same margin on both sides of its cards', async () => {
    const page = await openPage(e2e.browser, viewports.phone);
    await page.goto(`${base()}/auth`);
    await page.locator('#login-form_username').waitFor();
    const card = (await page.locator('.ant-card').first().boundingBox())!;
    const left = Math.round(card.x);
    const right = Math.round(390 - card.x - card.width);
    expect({ left, right }).toEqual({ left: 16, right: 16 });
    // Its screenshot, overflow and axe checks: 'auth-login' in the seller quality walks.
    await page.context().close();
  });

  it.each(['laptop', 'phone'] as const)('a PDF of the practice opens inside the page, in a dialog (%s)', async (viewport) => {
    const page = await as(seller, viewport);
    await page.goto(`${base()}/practice/${practiceId}`);
    await page.getByRole('button', { name: 'Apri statuto-societa.pdf' }).click();
    const dialog = page.getByRole('dialog', { name: 'statuto-societa.pdf' });
    const frame = dialog.locator('iframe[title="Anteprima di statuto-societa.pdf"]');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(/^blob:/);
    await settled(page);
    expect(await qualityProblems(page, 'layout-pdf-preview')).toEqual([]);
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });
});
