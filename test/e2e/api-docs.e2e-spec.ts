import { recordCspViolations, screenshot } from './support/browser';
import { useProductAndBrowser } from './support/harness';

describe('issue 31: the API documentation page (/api/docs)', () => {
  const e2e = useProductAndBrowser();

  it('renders Swagger UI from our own assets under the CSP, with every capability and the Italian errors of an operation', async () => {
    const page = await (await e2e.browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    const violations = await recordCspViolations(page);
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(e2e.product.baseUrl) && !request.url().startsWith('data:')) foreign.push(request.url());
    });

    const answer = await page.goto(`${e2e.product.baseUrl}/api/docs`);
    expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('heading', { name: /Marketplace Pratiche API/ }).waitFor();
    for (const tag of ['user', 'two-factor', 'practice', 'marketplace', 'saved-searches', 'negotiation', 'wallet', 'audit', 'notifications']) {
      await page.locator(`#operations-tag-${tag}`).waitFor();
    }

    // One operation opened: its access rule and an Italian refusal are shown.
    await page.locator('#operations-saved-searches-post_api_saved_searches').click();
    const operation = page.locator('#operations-saved-searches-post_api_saved_searches');
    await operation.getByText('Access: signed in as a buyer (cessionario) with an active account.').waitFor();
    // Each status lists its Italian messages as examples (a select) and shows the first as JSON.
    await operation.locator('pre').filter({ hasText: 'Hai già una ricerca salvata con questo nome' }).first().waitFor();
    await operation.locator('option', { hasText: 'Puoi salvare al massimo 20 ricerche' }).first().waitFor({ state: 'attached' });
    await screenshot(page, 'api-docs-1366');

    expect(violations).toEqual([]);
    expect(foreign).toEqual([]);
  });
});
