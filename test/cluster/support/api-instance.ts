import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../../apps/api/src/testing/free-port';
import { waitFor } from './processes';

const mainJs = resolve(__dirname, '../../../apps/api/dist/main.js');

export type ApiInstance = { port: number; pid: number; output: () => string; stop: () => Promise<void> };

/** The built API (`npm run build` first) on a free loopback port; readiness is `/readyz`. */
export const startApiInstance = async (env: Record<string, string>): Promise<ApiInstance> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'pratiche-cluster-'));
  const port = await freePort();
  let out = '';
  const child = spawn(process.execPath, [mainJs], {
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (out += chunk));
  const exited = new Promise((done) => child.once('exit', done));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  const ready = async () => (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.status === 200;
  await waitFor(
    ready,
    () => child.exitCode !== null,
    () => out,
  ).catch(async (error) => {
    await stop();
    throw error;
  });
  return { port, pid: child.pid!, output: () => out, stop };
};
