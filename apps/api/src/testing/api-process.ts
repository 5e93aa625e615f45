import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './free-port';
import { testAdmin } from './test-app';

const repoRoot = resolve(__dirname, '../../../..');

export type ApiProcess = {
  baseUrl: string;
  port: number;
  /** Every JSON line the process wrote to stdout so far, parsed. */
  logLines: () => Record<string, unknown>[];
  output: () => string;
  signal: (signal: NodeJS.Signals) => void;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  dispose: () => Promise<void>;
};

/**
 * The API's own `main.ts` as a separate process (compiled on the fly by @swc-node, so no build
 * is needed), on embedded PGlite in a new temp folder, on a free port: what an orchestrator
 * starts and signals. The libraries must be built (`npm run build:libs`, done by `npm test`).
 */
export const startApiProcess = async (env: Record<string, string> = {}): Promise<ApiProcess> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'pratiche-process-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let out = '';
  const child = spawn(process.execPath, ['-r', '@swc-node/register', join(repoRoot, 'apps/api/src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      SWC_NODE_PROJECT: join(repoRoot, 'apps/api/tsconfig.json'),
      DATABASE_URL: '',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      ADMIN_USERNAME: testAdmin.username,
      ADMIN_PASSWORD: testAdmin.password,
      ADMIN_PIN: testAdmin.pin,
      ADMIN_2FA_REQUIRED: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (out += chunk));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const dispose = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`The API exited early:\n${out}`);
    const answer = await fetch(`${baseUrl}/healthz`).catch(() => null);
    if (answer?.status === 200) break;
    if (attempt > 240) {
      await dispose();
      throw new Error(`The API did not start:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    port,
    logLines: () =>
      out
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    output: () => out,
    signal: (signal) => child.kill(signal),
    exited,
    dispose,
  };
};
