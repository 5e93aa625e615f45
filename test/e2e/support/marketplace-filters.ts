import type { Page } from 'playwright-core';

/** The phone's filters drawer (issue 46); a desk has none. */
const drawer = (page: Page) => page.locator('.ant-drawer-content-wrapper', { hasText: 'Mostra risultati' });

/** Issue 46: on a phone the marketplace's filters wait behind 'Filtri (n)'; on a desk they are in view and this does nothing. */
export const openMarketplaceFilters = async (page: Page): Promise<void> => {
  const button = page.getByRole('button', { name: /Filtri \(\d+\)$/ });
  if (!(await button.isVisible())) return;
  await button.click();
  await drawer(page).waitFor();
};

/** 'Mostra risultati' closes the drawer when one is open. */
export const closeMarketplaceFilters = async (page: Page): Promise<void> => {
  if (!(await drawer(page).isVisible())) return;
  await page.getByRole('button', { name: 'Mostra risultati' }).click();
  await drawer(page).waitFor({ state: 'hidden' });
};
