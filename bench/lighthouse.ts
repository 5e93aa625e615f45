/**
 * Bench: Lighthouse's performance and accessibility scores for /auth on the mobile preset and for
 * /, /marketplace and /admin on both the mobile and the desktop preset (issue 25's targets in
 * `lighthouseRoutes`; accessibility >= 95 everywhere), with the two figures that move performance
 * most, LCP and TBT.
 *
 * Run after `npm run build` (it serves apps/api/dist with apps/web/dist, as `npm start` does):
 *   SWC_NODE_PROJECT=apps/api/tsconfig.json node -r @swc-node/register bench/lighthouse.ts [/auth ...]
 *
 * Lighthouse 12 is an ES module and this bench runs as CommonJS, so its command line runs as a
 * child process. Its default config is the mobile preset (emulated Moto G Power, slow 4G,
 * 4x CPU slowdown); `--preset=desktop` is its desktop config (no CPU slowdown, a fast wired
 * network, a desktop screen). Signed-in routes get the session cookie through `--extra-headers`.
 * Scores are noisy on a shared machine: each route and preset runs LIGHTHOUSE_RUNS times (default
 * 5) and the run with the median performance score is kept; the load average is printed beside it.
 * LIGHTHOUSE_REPORT_DIR=/tmp/lh saves each run's full JSON report there (long tasks, boot-up time).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { seededDataDir } from '../test/e2e/support/seeded-data';
import { startProduct } from '../test/e2e/support/server';
import { type LighthouseSessions, signInLighthouseSessions } from './lighthouse-data';
import type { BenchLine } from './report';

export const accessibilityTarget = 95;
const lighthouseCli = resolve(__dirname, '../node_modules/lighthouse/cli/index.js');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runsPerRoute = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** Debugging: a directory where each run's full JSON report is saved (bootup-time, long-tasks...). */
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;

export type Preset = 'mobile' | 'desktop';

/**
 * The measured routes, whose session each is opened with (none: signed out), and the performance
 * score each preset must reach: on mobile, the signed-in routes no lower than their figures when
 * these targets were set (2026-11-26).
 */
export const lighthouseRoutes: readonly { path: string; session?: keyof LighthouseSessions; performance: Partial<Record<Preset, number>> }[] = [
  { path: '/auth', performance: { mobile: 90 } },
  { path: '/', session: 'buyer', performance: { mobile: 95, desktop: 95 } },
  { path: '/marketplace', session: 'buyer', performance: { mobile: 98, desktop: 95 } },
  { path: '/admin', session: 'admin', performance: { mobile: 93, desktop: 95 } },
];

type LighthouseResult = {
  categories: Record<'performance' | 'accessibility', { score: number }>;
  audits: Record<string, { numericValue?: number; score: number | null; title: string; scoreDisplayMode: string }>;
};

export type RouteFigure = {
  path: string;
  preset: Preset;
  target: number;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  load1: number;
  failedA11y: string[];
};

const runLighthouse = async (url: string, preset: Preset, cookie?: string): Promise<LighthouseResult> => {
  const headers = cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : [];
  const config = preset === 'desktop' ? ['--preset=desktop'] : [];
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
      ...config,
      ...headers,
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as LighthouseResult;
};

/** Lighthouse now and then fails to record a page load's trace (NO_NAVSTART); such a run is taken again, twice at most. */
const retried = async <T>(run: () => Promise<T>, attempts = 3): Promise<T> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`Lighthouse run failed (attempt ${attempt} of ${attempts}), running it again: ${(error as Error).message.split('\n')[1] ?? ''}`);
    }
  }
};

/** Accessibility audits that failed: what to fix to reach the target. */
const failedAccessibilityAudits = (result: LighthouseResult, ids: readonly string[]) =>
  ids.filter((id) => result.audits[id]?.scoreDisplayMode === 'binary' && result.audits[id]?.score === 0).map((id) => `${id}: ${result.audits[id]!.title}`);

const toFigure = (path: string, preset: Preset, target: number, result: LighthouseResult, load1: number): RouteFigure => ({
  path,
  preset,
  target,
  performance: Math.round(result.categories.performance.score * 100),
  accessibility: Math.round(result.categories.accessibility.score * 100),
  lcpMs: result.audits['largest-contentful-paint']!.numericValue!,
  tbtMs: result.audits['total-blocking-time']!.numericValue!,
  load1,
  failedA11y: failedAccessibilityAudits(result, Object.keys(result.audits)),
});

const median = (figures: RouteFigure[]) => [...figures].sort((a, b) => a.performance - b.performance)[Math.floor(figures.length / 2)]!;

const measureRoute = async (baseUrl: string, path: string, preset: Preset, target: number, cookie?: string): Promise<RouteFigure> => {
  const figures: RouteFigure[] = [];
  for (let run = 0; run < runsPerRoute; run++) {
    const load1 = loadavg()[0]!;
    const result = await retried(() => runLighthouse(`${baseUrl}${path}`, preset, cookie));
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      writeFileSync(resolve(reportDir, `lighthouse${path.replace(/\//g, '_')}-${preset}-${run}.json`), JSON.stringify(result));
    }
    figures.push(toFigure(path, preset, target, result, load1));
  }
  return median(figures);
};

export const measureRoutes = async (paths?: readonly string[]): Promise<RouteFigure[]> => {
  const product = await startProduct(await seededDataDir());
  try {
    const sessions = await signInLighthouseSessions(product.baseUrl);
    const figures: RouteFigure[] = [];
    for (const route of lighthouseRoutes.filter((r) => !paths?.length || paths.includes(r.path))) {
      for (const [preset, target] of Object.entries(route.performance) as [Preset, number][]) {
        figures.push(await measureRoute(product.baseUrl, route.path, preset, target, route.session && sessions[route.session]));
      }
    }
    return figures;
  } finally {
    await product.stop();
  }
};

const routeLines = (figure: RouteFigure): BenchLine[] => {
  const name = `Lighthouse ${figure.path} ${figure.preset}`;
  return [
    {
      name: `${name} performance, median of ${runsPerRoute} (load avg ${figure.load1.toFixed(2)})`,
      value: figure.performance,
      unit: 'pts',
      target: figure.target,
    },
    { name: `${name} accessibility`, value: figure.accessibility, unit: 'pts', target: accessibilityTarget },
    { name: `${name} largest contentful paint`, value: figure.lcpMs, unit: 'ms' },
    { name: `${name} total blocking time`, value: figure.tbtMs, unit: 'ms' },
  ];
};

export const benchLighthouse = async (paths?: readonly string[]): Promise<BenchLine[]> => {
  const figures = await measureRoutes(paths);
  for (const figure of figures.filter((f) => f.failedA11y.length > 0))
    console.log(`${figure.path} ${figure.preset} accessibility failures:\n  ${figure.failedA11y.join('\n  ')}`);
  return figures.flatMap(routeLines);
};

if (require.main === module) {
  void import('./report').then(async ({ report }) => report(await benchLighthouse(process.argv.slice(2))));
}
