import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../../apps/api/src/testing/free-port';
import { e2eShared } from './shared-state';

export const admin = { username: 'admin-e2e', password: 'Admin-e2e-Password1', pin: '246810' };

// Cold starts take about 30 s when other builds and tests share the machine's two cores.
const startupAttempts = 360;

const waitUntilUp = async (baseUrl: string, child: ChildProcess, output: () => string) => {
  for (let attempt = 0; attempt < startupAttempts; attempt++) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    const answer = await fetch(`${baseUrl}/api/user`).catch(() => null);
    if (answer?.status === 401) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not start:\n${output()}`);
};

/**
 * The settings of a product that the files of one jest worker take turns on: it believes the
 * X-Forwarded-For of its loopback callers, so that each file, calling from an address of its own
 * (`useProductAndBrowser`), has rate limits of its own (ten sign-ups an hour per address, for one).
 */
export const workerProductEnv = { TRUST_PROXY: 'loopback' };

/** A new empty data folder for one run of the product. */
export const newDataDir = () => mkdtempSync(join(tmpdir(), 'pratiche-e2e-'));

/**
 * A new data folder for one file's product: a copy of the one globalSetup migrated (the admin
 * already in it), so the product skips the migrations; empty when there is none (bench, a script).
 */
export const freshDataDir = () => {
  const dataDir = newDataDir();
  const template = process.env[e2eShared.templateDataDir];
  if (template) cpSync(template, dataDir, { recursive: true });
  return dataDir;
};

/**
 * The built product (`node apps/api/dist/main.js`) on a free port with its own data folder: a
 * fresh one (`freshDataDir`) unless the caller prepared one (a bench seeds it first); removed when
 * it stops unless `keepDataDir`. `env` adds or overrides settings (ADMIN_2FA_REQUIRED is 'false'
 * unless a test sets it).
 */
export const startProduct = async (dataDir: string = freshDataDir(), env: Record<string, string> = {}, { keepDataDir = false } = {}) => {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, [resolve(__dirname, '../../../apps/api/dist/main.js')], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      ADMIN_PIN: admin.pin,
      // The browser tests sign in as the admin with a password only; a test of the enrolment rule passes 'true'.
      ADMIN_2FA_REQUIRED: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  await waitUntilUp(baseUrl, child, () => log).catch((error) => {
    child.kill('SIGKILL');
    throw error;
  });
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      if (!keepDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
