import type { BrowserServer } from 'playwright-core';

/** The names under which globalSetup hands the shared Chromium, the migrated data folder and the workers' products to the test files. */
export const e2eShared = {
  browserEndpoint: 'E2E_BROWSER_WS_ENDPOINT',
  templateDataDir: 'E2E_TEMPLATE_DATA_DIR',
  /** JSON: one `SharedProduct` per jest worker, the first for JEST_WORKER_ID 1. */
  workerProducts: 'E2E_WORKER_PRODUCTS',
  stateKey: '__pratiche_e2e_shared__',
} as const;

/** A product globalSetup started for one jest worker: the files of that worker take turns on it. */
export type SharedProduct = { baseUrl: string; dataDir: string };

export type SharedState = { browserServer: BrowserServer; template: string; products: { stop: () => Promise<void> }[] };
