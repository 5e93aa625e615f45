import { createActiveUser } from './support/api';
import { recordCspViolations } from './support/browser';
import { useProductAndBrowser } from './support/harness';
import { admin } from './support/server';

describe('issue 7: the built client works under the Content-Security-Policy', () => {
  const e2e = useProductAndBrowser();

  it('/auth renders with antd styles and no CSP violation; signing in reaches the dashboard and opens the live channel', async () => {
    const company = await createActiveUser(e2e.product.baseUrl, admin);
    const page = await (await e2e.browser.newContext({ locale: 'it-IT' })).newPage();
    const violations = await recordCspViolations(page);
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));

    const answer = await page.goto(`${e2e.product.baseUrl}/auth`);
    expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.locator('#login-form_username').waitFor();
    // antd's CSS-in-JS styles were injected and applied: the primary button is coloured.
    const background = await page.locator('#login-form button[type=submit]').evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');

    await page.locator('#login-form_username').fill(company.username);
    await page.locator('#login-form_password').fill(company.password);
    const liveChannel = page.waitForEvent('websocket', (socket) => socket.url().endsWith('/ws'));
    await page.locator('#login-form button[type=submit]').click();
    await page.getByText('Le Tue Pratiche').first().waitFor();
    await liveChannel;
    // A violation of what loads late (a chunk, a style) would be reported by now.
    await page.waitForLoadState('networkidle');
    expect(sockets.some((url) => url.endsWith('/ws'))).toBe(true);
    expect(violations).toEqual([]);
  });
});
