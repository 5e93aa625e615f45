import { demoAccounts } from '../../apps/api/src/seed/seed-demo-data';
import { useOwnProductAndBrowser } from './support/harness';
import { qualityProblems, viewports } from './support/quality';
import { seededDataDir } from './support/seeded-data';
import { signIn } from './support/session';

/**
 * Issue 8 layout, with the demo seed's 500 practices: the marketplace's four tabs keep their
 * counts of three digits (exact, issue 26: no '99+') on a 390 px phone. antd moves tabs that do not fit into a '…' menu, whose button
 * breaks the tablist's roles (axe); below 480 px each count goes under its label instead.
 */
describe('the marketplace with hundreds of practices, on a phone', () => {
  const e2e = useOwnProductAndBrowser(seededDataDir);

  it('shows the four tabs with their exact counts, none in an overflow menu, nothing cut', async () => {
    const page = await signIn(e2e.browser, e2e.product.baseUrl, demoAccounts.buyer, viewports.phone, '/marketplace');
    const tabs = page.locator('.marketplace-tabs').getByRole('tab');
    await tabs.filter({ hasText: /\d{3}/ }).first().waitFor();
    expect(await tabs.count()).toBe(4);
    expect(await tabs.filter({ hasText: '99+' }).count()).toBe(0);
    // Every tab lies whole inside the screen, so none went to the overflow menu.
    const boxes = await tabs.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()).map(({ left, right }) => ({ left, right })));
    for (const { left, right } of boxes) {
      expect(left).toBeGreaterThanOrEqual(0);
      expect(right).toBeLessThanOrEqual(viewports.phone.width);
    }
    expect(await page.locator('.marketplace-tabs .ant-tabs-nav-more').isVisible()).toBe(false);
    expect(await qualityProblems(page, 'marketplace-many-practices')).toEqual([]);
    await page.context().close();
  });
});
