/**
 * Bench: Lighthouse's performance score for /auth, mobile preset (issue 5: >= 90), with the two
 * figures that moved it most, LCP and TBT.
 *
 * Run after `npm run build` (it serves apps/api/dist with apps/web/dist, as `npm start` does):
 *   node -r @swc-node/register bench/lighthouse.ts
 *
 * Lighthouse 12 is an ES module and this bench runs as CommonJS, so its command line runs as a
 * child process. The default config is the mobile preset (emulated Moto G Power, slow 4G,
 * 4x CPU slowdown). A loaded machine lowers the score: report the load average beside it.
 */
import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { startProduct } from '../test/e2e/support/server';
import type { BenchLine } from './report';

export const authPerformanceTarget = 90;
const lighthouseCli = resolve(__dirname, '../node_modules/lighthouse/cli/index.js');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

type LighthouseResult = {
  categories: { performance: { score: number } };
  audits: Record<'largest-contentful-paint' | 'total-blocking-time', { numericValue: number }>;
};

export type AuthPerformance = { score: number; lcpMs: number; tbtMs: number; load1: number };

const runLighthouse = async (url: string): Promise<LighthouseResult> => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [lighthouseCli, url, '--only-categories=performance', '--output=json', '--output-path=stdout', '--quiet', '--chrome-flags=--headless=new --no-sandbox'],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as LighthouseResult;
};

export const measureAuthPerformance = async (): Promise<AuthPerformance> => {
  const product = await startProduct();
  try {
    const load1 = loadavg()[0]!;
    const result = await runLighthouse(`${product.baseUrl}/auth`);
    return {
      score: Math.round(result.categories.performance.score * 100),
      lcpMs: result.audits['largest-contentful-paint'].numericValue,
      tbtMs: result.audits['total-blocking-time'].numericValue,
      load1,
    };
  } finally {
    await product.stop();
  }
};

export const benchLighthouse = async (): Promise<BenchLine[]> => {
  const figure = await measureAuthPerformance();
  return [
    { name: `Lighthouse /auth performance, mobile (load avg ${figure.load1.toFixed(2)})`, value: figure.score, unit: 'pts', target: authPerformanceTarget },
    { name: 'Lighthouse /auth largest contentful paint', value: figure.lcpMs, unit: 'ms' },
    { name: 'Lighthouse /auth total blocking time', value: figure.tbtMs, unit: 'ms' },
  ];
};

if (require.main === module) {
  void import('./report').then(async ({ report }) => report(await benchLighthouse()));
}
