import type { Page } from 'playwright-core';
import { apiClient, createActiveUser, type Company } from './support/api';
import { screenshot, settled } from './support/browser';
import { useProductAndBrowser } from './support/harness';
import { createApprovedPractice, fund } from './support/practices';
import { seriousAxeViolations, sidewaysOverflow, viewports, type ViewportName } from './support/quality';
import { admin } from './support/server';
import { openPage, signIn } from './support/session';

/** Issue 26 "Be told": a seller sees in the header's bell that a buyer bought access to the practice. */
describe('notification centre in the browser: the bell and the profile preferences', () => {
  const e2e = useProductAndBrowser();
  const base = () => e2e.product.baseUrl;

  /** A buyer (through the API) buys base access to a new practice of `seller`. */
  const buyAccess = async (seller: Company): Promise<number> => {
    const practiceId = await createApprovedPractice(base(), seller);
    const buyer = await createActiveUser(base(), admin, { isCedente: false, isCessionario: true });
    await fund(base(), buyer, 50);
    const client = apiClient(base());
    await client.call('POST', '/api/login', { username: buyer.username, password: buyer.password });
    await client.call('POST', `/api/marketplace/view/${practiceId}`, { accessType: 'base' });
    return practiceId;
  };

  const bellButton = (page: Page) => page.getByRole('button', { name: /^Notifiche, \d+ non lette$/ });

  it.each(['laptop', 'phone'] as ViewportName[])('at %s width a seller sees the purchase of the practice in the bell and marks it read', async (name) => {
    const seller = await createActiveUser(base(), admin);
    const page = await openPage(e2e.browser, viewports[name]);
    // Listening from the start: the live channel must have accepted the page before the purchase.
    const liveChannelAccepted = page
      .waitForEvent('websocket', (socket) => socket.url().endsWith('/ws'))
      .then((socket) => socket.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"ok":true') }));
    await page.goto(`${base()}/auth`);
    await page.locator('#login-form_username').fill(seller.username);
    await page.locator('#login-form_password').fill(seller.password);
    await page.locator('#login-form button[type=submit]').click();
    await page.waitForURL(`${base()}/`);
    await liveChannelAccepted;
    const practiceId = await buyAccess(seller);
    // No reload: the live notifications refresh the count. The account's approval, the practice's, then the purchase: three unread.
    await page.getByRole('button', { name: 'Notifiche, 3 non lette' }).waitFor();
    await bellButton(page).click();
    const purchase = page.getByRole('button', { name: new RegExp(`Accesso acquistato.*pratica #${practiceId}`) });
    await purchase.waitFor();
    expect(await page.getByRole('list', { name: 'Notifiche' }).getByRole('listitem').first().textContent()).toContain('Accesso acquistato');
    expect(await purchase.textContent()).toContain("Un acquirente ha acquistato l'accesso base");
    expect(await purchase.textContent()).toContain('(non letta)');
    await settled(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot(page, `notification-bell-open-${viewports[name].width}`);

    await purchase.click();
    await page.waitForURL(`**/practice/${practiceId}`);
    await page.getByRole('button', { name: 'Notifiche, 2 non lette' }).waitFor();
    await bellButton(page).click();
    await page.getByRole('button', { name: 'Segna tutte come lette' }).click();
    await page.getByRole('button', { name: 'Notifiche, 0 non lette' }).waitFor();
    expect(await page.getByText('(non letta)').count()).toBe(0);
  });

  it.each(['laptop', 'phone'] as ViewportName[])(
    'at %s width the profile shows the Notifiche card with an e-mail switch per kind, saved at once',
    async (name) => {
      const seller = await createActiveUser(base(), admin);
      const page = await signIn(e2e.browser, base(), seller, viewports[name], '/profile');
      const card = page.locator('.ant-card', { hasText: 'Notifiche' }).filter({ hasText: 'campanella' });
      const exclusive = card.getByRole('switch', { name: 'Esclusiva acquistata su una tua pratica' });
      await exclusive.waitFor();
      expect(await exclusive.getAttribute('aria-checked')).toBe('true');
      // A seller only: no switch for what only buyers or admins receive.
      expect(await card.getByRole('switch', { name: "Pratica seguita con 'Avvisami' di nuovo disponibile" }).count()).toBe(0);
      await exclusive.click();
      await page.waitForFunction(() => document.querySelector('[aria-checked="false"]') !== null);
      await card.scrollIntoViewIfNeeded();
      await settled(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, `notification-preferences-${viewports[name].width}`);
      await page.reload();
      await exclusive.waitFor();
      expect(await exclusive.getAttribute('aria-checked')).toBe('false');
    },
  );
});
