import type { Browser } from 'playwright-core';
import { setClientAddress } from './api';
import { launchBrowser } from './browser';
import { seedTimeoutMs } from './seeded-data';
import { startProduct } from './server';
import { e2eShared, type SharedProduct } from './shared-state';

// The product's start on a migrated copy (up to a minute on a loaded machine) and the connection to Chromium.
const startupTimeoutMs = 120_000;

type Product = { baseUrl: string; dataDir: string };
export type BrowserHarness = { product: Product; browser: Browser };

/** The product globalSetup started for this jest worker, if any (not outside globalSetup, e.g. a bench). */
const workerProduct = (): SharedProduct | undefined => {
  const products = JSON.parse(process.env[e2eShared.workerProducts] ?? '[]') as SharedProduct[];
  return products[Number(process.env.JEST_WORKER_ID ?? '1') - 1];
};

/** An address of this file's own in 10.0.0.0/8, for the X-Forwarded-For of every request it makes. */
const newClientAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 254) + 1).join('.')}`;

/** Adds the X-Forwarded-For of `address` to every context the browser opens. */
const callingFrom = (browser: Browser, address: string): Browser => {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options) => newContext({ ...options, extraHTTPHeaders: { ...options?.extraHTTPHeaders, 'x-forwarded-for': address } });
  return browser;
};

/**
 * Connects a describe block to the shared Chromium and to its jest worker's product, which the
 * files of that worker take turns on (one product start per worker instead of one per file), and
 * disconnects (closing this file's browser contexts) after it. The database is shared with the
 * files before: a test asserts on the rows it made (its own accounts, practices by number), never
 * on totals or empty screens; those files use `useOwnProductAndBrowser`. Every request of the file,
 * from the browser and from `support/api.ts`, comes from an address of its own, so rate limits
 * count per file as they would on a product of its own. Read the fields inside tests (they are set
 * in beforeAll). Outside globalSetup it starts a product of its own.
 */
export const useProductAndBrowser = (): BrowserHarness => {
  const shared = workerProduct();
  if (!shared) return useOwnProductAndBrowser();
  const harness = {} as BrowserHarness;
  beforeAll(async () => {
    const address = newClientAddress();
    setClientAddress(address);
    harness.product = shared;
    harness.browser = callingFrom(await launchBrowser(), address);
  }, startupTimeoutMs);
  afterAll(async () => {
    await harness.browser?.close();
  });
  return harness;
};

/**
 * Starts the built product for a describe block, with a database of its own, connects to the
 * shared Chromium, and stops the product (closing this file's browser contexts) after it: for a
 * file that counts users or practices, sees empty screens, or needs a prepared data folder.
 * `dataDir` prepares the product's data folder first (e.g. `seededDataDir`); by default it is a
 * copy of the migrated one.
 */
export const useOwnProductAndBrowser = (dataDir?: () => Promise<string>): BrowserHarness => {
  const harness = {} as BrowserHarness & { product: Awaited<ReturnType<typeof startProduct>> };
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
