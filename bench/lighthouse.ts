/**
 * Bench: Lighthouse's performance and accessibility scores, mobile preset, for /auth, /,
 * /marketplace and /admin (issues 5 and 8: performance >= 90, accessibility >= 95), with the two
 * figures that move performance most, LCP and TBT.
 *
 * Run after `npm run build` (it serves apps/api/dist with apps/web/dist, as `npm start` does):
 *   SWC_NODE_PROJECT=apps/api/tsconfig.json node -r @swc-node/register bench/lighthouse.ts [/auth ...]
 *
 * Lighthouse 12 is an ES module and this bench runs as CommonJS, so its command line runs as a
 * child process. The default config is the mobile preset (emulated Moto G Power, slow 4G,
 * 4x CPU slowdown). Signed-in routes get the session cookie through `--extra-headers`. Scores are
 * noisy on a shared machine: each route runs LIGHTHOUSE_RUNS times (default 3) and the run with
 * the median performance score is kept; the load average is printed beside it.
 * LIGHTHOUSE_REPORT_DIR=/tmp/lh saves each run's full JSON report there (long tasks, boot-up time).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { startProduct } from '../test/e2e/support/server';
import { seededDataDir } from '../test/e2e/support/seeded-data';
import { type LighthouseSessions, signInLighthouseSessions } from './lighthouse-data';
import type { BenchLine } from './report';

export const performanceTarget = 90;
export const accessibilityTarget = 95;
const lighthouseCli = resolve(__dirname, '../node_modules/lighthouse/cli/index.js');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runsPerRoute = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Debugging: a directory where each run's full JSON report is saved (bootup-time, long-tasks...). */
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;

/** The measured routes and whose session each is opened with (none: signed out). */
export const lighthouseRoutes: readonly { path: string; session?: keyof LighthouseSessions }[] = [
  { path: '/auth' },
  { path: '/', session: 'buyer' },
  { path: '/marketplace', session: 'buyer' },
  { path: '/admin', session: 'admin' },
];

type LighthouseResult = {
  categories: Record<'performance' | 'accessibility', { score: number }>;
  audits: Record<string, { numericValue?: number; score: number | null; title: string; scoreDisplayMode: string }>;
};

export type RouteFigure = { path: string; performance: number; accessibility: number; lcpMs: number; tbtMs: number; load1: number; failedA11y: string[] };

const runLighthouse = async (url: string, cookie?: string): Promise<LighthouseResult> => {
  const headers = cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : [];
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      lighthouseCli,
      url,
      '--only-categories=performance,accessibility',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox',
      ...headers,
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${Date.now()}.json`;
    writeFileSync(resolve(reportDir, name), stdout);
  }
  return JSON.parse(stdout) as LighthouseResult;
};

/** Accessibility audits that failed: what to fix to reach the target. */
const failedAccessibilityAudits = (result: LighthouseResult, ids: readonly string[]) =>
  ids.filter((id) => result.audits[id]?.scoreDisplayMode === 'binary' && result.audits[id]?.score === 0).map((id) => `${id}: ${result.audits[id]!.title}`);

const toFigure = (path: string, result: LighthouseResult, load1: number): RouteFigure => ({
  path,
  performance: Math.round(result.categories.performance.score * 100),
  accessibility: Math.round(result.categories.accessibility.score * 100),
  lcpMs: result.audits['largest-contentful-paint']!.numericValue!,
  tbtMs: result.audits['total-blocking-time']!.numericValue!,
  load1,
  failedA11y: failedAccessibilityAudits(result, Object.keys(result.audits)),
});

const median = (figures: RouteFigure[]) => [...figures].sort((a, b) => a.performance - b.performance)[Math.floor(figures.length / 2)]!;

const measureRoute = async (baseUrl: string, path: string, cookie?: string): Promise<RouteFigure> => {
  const figures: RouteFigure[] = [];
  for (let run = 0; run < runsPerRoute; run++) {
    const load1 = loadavg()[0]!;
    const result = await runLighthouse(`${baseUrl}${path}`, cookie);
    if (reportDir) writeFileSync(resolve(reportDir, `lighthouse${path.replace(/\//g, '_')}-${run}.json`), JSON.stringify(result));
    figures.push(toFigure(path, result, load1));
  }
  return median(figures);
};

export const measureRoutes = async (paths?: readonly string[]): Promise<RouteFigure[]> => {
  const product = await startProduct(await seededDataDir());
  try {
    const sessions = await signInLighthouseSessions(product.baseUrl);
    const figures: RouteFigure[] = [];
    for (const route of lighthouseRoutes.filter((r) => !paths?.length || paths.includes(r.path))) {
      figures.push(await measureRoute(product.baseUrl, route.path, route.session && sessions[route.session]));
    }
    return figures;
  } finally {
    await product.stop();
  }
};

const routeLines = (figure: RouteFigure): BenchLine[] => [
  { name: `Lighthouse ${figure.path} performance, mobile (load avg ${figure.load1.toFixed(2)})`, value: figure.performance, unit: 'pts', target: performanceTarget },
  { name: `Lighthouse ${figure.path} accessibility`, value: figure.accessibility, unit: 'pts', target: accessibilityTarget },
  { name: `Lighthouse ${figure.path} largest contentful paint`, value: figure.lcpMs, unit: 'ms' },
  { name: `Lighthouse ${figure.path} total blocking time`, value: figure.tbtMs, unit: 'ms' },
];

export const benchLighthouse = async (paths?: readonly string[]): Promise<BenchLine[]> => {
  const figures = await measureRoutes(paths);
  for (const figure of figures.filter((f) => f.failedA11y.length > 0)) console.log(`${figure.path} accessibility failures:\n  ${figure.failedA11y.join('\n  ')}`);
  return figures.flatMap(routeLines);
};

if (require.main === module) {
  void import('./report').then(async ({ report }) => report(await benchLighthouse(process.argv.slice(2))));
}
