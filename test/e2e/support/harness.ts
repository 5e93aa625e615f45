import type { Browser } from 'playwright-core';
import { chromiumPath, launchBrowser } from './browser';
import { seedTimeoutMs } from './seeded-data';
import { startProduct } from './server';

// The product's cold start (up to 90 s on a loaded machine, see server.ts) plus Chromium's.
const startupTimeoutMs = 120_000;

export type BrowserHarness = { product: Awaited<ReturnType<typeof startProduct>>; browser: Browser };

/**
 * Starts the built product and Chromium once for a describe block and stops both after it.
 * Read the fields inside tests (they are set in beforeAll). `dataDir` prepares the product's data
 * folder first (e.g. `seededDataDir`); by default it starts empty.
 */
export const useProductAndBrowser = (dataDir?: () => Promise<string>): BrowserHarness => {
  const harness = {} as BrowserHarness;
  beforeAll(
    async () => {
      chromiumPath(); // before the product's slow start
      harness.product = await startProduct(dataDir ? await dataDir() : undefined);
      harness.browser = await launchBrowser();
    },
    startupTimeoutMs + (dataDir ? seedTimeoutMs : 0),
  );
  afterAll(async () => {
    await harness.browser?.close();
    await harness.product?.stop();
  });
  return harness;
};
