import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './browser';
import { startProduct } from './server';
import { e2eShared, type SharedState } from './shared-state';

/**
 * Runs once before the browser files (jest `globalSetup`): starts one Chromium that every file and
 * worker connects to, and migrates one data folder that each file's product starts from as a copy.
 * A file thus pays neither Chromium's cold start nor the migrations, and still gets a database of
 * its own (the files count users and practices and see empty screens). Workers inherit the
 * environment set here.
 */
export default async function globalSetup(): Promise<void> {
  chromiumPath(); // a clear error before the slow starts when Chromium is missing
  const browserServer = await chromium.launchServer({ executablePath: chromiumPath(), headless: true, args: chromiumArgs });
  const template = mkdtempSync(join(tmpdir(), 'pratiche-e2e-template-'));
  // The product migrates the empty folder and creates the admin, then stops cleanly: the copies open as a restart would.
  const product = await startProduct(template, {}, { keepDataDir: true });
  await product.stop();
  process.env[e2eShared.browserEndpoint] = browserServer.wsEndpoint();
  process.env[e2eShared.templateDataDir] = template;
  const state: SharedState = { browserServer, template };
  (globalThis as Record<string, unknown>)[e2eShared.stateKey] = state;
}

/** Stops what globalSetup started (jest `globalTeardown`, same process). */
export async function globalTeardown(): Promise<void> {
  const state = (globalThis as Record<string, unknown>)[e2eShared.stateKey] as SharedState | undefined;
  if (!state) return;
  await state.browserServer.close();
  rmSync(state.template, { recursive: true, force: true });
}
