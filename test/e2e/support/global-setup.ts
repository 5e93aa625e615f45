import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './browser';
import { startProduct, workerProductEnv } from './server';
import { e2eShared, type SharedProduct, type SharedState } from './shared-state';

/**
 * Runs once before the browser files (jest `globalSetup`): starts one Chromium that every file and
 * worker connects to, migrates one data folder, and starts one product per jest worker on a copy
 * of it. Most files take turns on their worker's product (`useProductAndBrowser`); a file that
 * counts rows or needs empty screens or other settings starts a product of its own on a copy of
 * the migrated folder (`useOwnProductAndBrowser`). Nobody pays Chromium's cold start or the
 * migrations twice. Workers inherit the environment set here.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  chromiumPath(); // a clear error before the slow starts when Chromium is missing
  const browserServer = await chromium.launchServer({ executablePath: chromiumPath(), headless: true, args: chromiumArgs });
  const template = mkdtempSync(join(tmpdir(), 'pratiche-e2e-template-'));
  // The product migrates the empty folder and creates the admin, then stops cleanly: the copies open as a restart would.
  const product = await startProduct(template, {}, { keepDataDir: true });
  await product.stop();
  process.env[e2eShared.templateDataDir] = template;
  const products = await Promise.all(Array.from({ length: Math.max(1, globalConfig.maxWorkers) }, () => startProduct(undefined, workerProductEnv)));
  const shared: SharedProduct[] = products.map(({ baseUrl, dataDir }) => ({ baseUrl, dataDir }));
  process.env[e2eShared.workerProducts] = JSON.stringify(shared);
  process.env[e2eShared.browserEndpoint] = browserServer.wsEndpoint();
  const state: SharedState = { browserServer, template, products };
  (globalThis as Record<string, unknown>)[e2eShared.stateKey] = state;
}

/** Stops what globalSetup started (jest `globalTeardown`, same process). */
export async function globalTeardown(): Promise<void> {
  const state = (globalThis as Record<string, unknown>)[e2eShared.stateKey] as SharedState | undefined;
  if (!state) return;
  await Promise.all(state.products.map((product) => product.stop()));
  await state.browserServer.close();
  rmSync(state.template, { recursive: true, force: true });
}
