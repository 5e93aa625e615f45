import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { seedTimeoutMs } from './seeded-data';
import { startProduct } from './server';

// The product's start on a migrated copy (up to a minute on a loaded machine) and the connection to Chromium.
const startupTimeoutMs = 120_000;

export type BrowserHarness = { product: Awaited<ReturnType<typeof startProduct>>; browser: Browser };

/**
 * Starts the built product for a describe block, with a database of its own, connects to the
 * shared Chromium, and stops the product (closing this file's browser contexts) after it. Read
 * the fields inside tests (they are set in beforeAll). `dataDir` prepares the product's data
 * folder first (e.g. `seededDataDir`); by default it is a copy of the migrated one.
 */
export const useProductAndBrowser = (dataDir?: () => Promise<string>): BrowserHarness => {
  const harness = {} as BrowserHarness;
  beforeAll(
    async () => {
      [harness.product, harness.browser] = await Promise.all([startProduct(dataDir ? await dataDir() : undefined), launchBrowser()]);
    },
    startupTimeoutMs + (dataDir ? seedTimeoutMs : 0),
  );
  afterAll(async () => {
    await harness.browser?.close();
    await harness.product?.stop();
  });
  return harness;
};
