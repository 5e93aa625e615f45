import type { BrowserServer } from 'playwright-core';

/** The names under which globalSetup hands the shared Chromium and the migrated data folder to the test files. */
export const e2eShared = {
  browserEndpoint: 'E2E_BROWSER_WS_ENDPOINT',
  templateDataDir: 'E2E_TEMPLATE_DATA_DIR',
  stateKey: '__pratiche_e2e_shared__',
} as const;

export type SharedState = { browserServer: BrowserServer; template: string };
