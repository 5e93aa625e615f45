/**
 * Bench: how much JavaScript (gzip) a first visit to each route of spec section 2 downloads
 * before its screen can render.
 *
 * Run after `npm run build -w @pratiche/web`:
 *   SWC_NODE_PROJECT=apps/api/tsconfig.json node -r @swc-node/register bench/web-bundle.ts [--files]
 *
 * Counted: the entry chunk, its static imports and its boot stages (main.tsx's dynamic imports,
 * preloaded by index.html) with theirs, plus each lazy chunk on the route's way to its
 * screen (the signed-in frame, the area chunk, the screen) and their static imports, each file
 * once. Dynamic imports the screen makes later (dialogs, other routes) are not counted. Sizes are
 * gzip level 9, as the build precompresses them; KB = 1024 bytes.
 *
 * Budgets (KB gzip, also in bench/README.md): /auth keeps issue 5's 250 KB; the other
 * public pages (/reset-password, 404) load the same entry plus a small form, and get 270 / 250.
 * Each signed-in page also loads the signed-in frame (plain antd: Menu, Drawer, Dropdown) and the
 * live notifications, and its own screen; /practices adds ProTable (a 168 KB chunk), /admin a
 * plain antd Table. Their budgets are the figure measured on 2026-11-23 after the frame and the
 * admin tables left pro-components, plus about 5%, rounded up to 10 KB: room for small changes, while a new dependency or
 * a module slipping into a shared chunk shows up as OVER. They are reached after signing in, when
 * the entry and its imports (about 210 KB of each figure) are already in the browser's cache
 * (immutable assets), so a navigation downloads the figure minus the entry.
 */
import { readFileSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; src?: string; name?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type BundleFigure = { name: string; gzipKb: number; targetKb: number; ok: boolean; files: string[] };

type RouteBudget = { path: string; targetKb: number; sources: readonly string[] };

export const authInitialJsTargetKb = 250;
const defaultDistDir = resolve(__dirname, '../apps/web/dist');

const feature = (path: string) => `src/features/${path}.tsx`;
/** What every signed-in route loads after the entry: the frame and the live notifications. */
const signedIn = ['src/app/app-shell.tsx', feature('notifications/components/live-notifications')];
const sellerArea = [...signedIn, 'src/app/seller-area.tsx'];
const buyerArea = [...signedIn, 'src/app/marketplace-area.tsx'];
const wallet = (screen: string) => [...signedIn, feature(`wallet/routes/${screen}`)];

/** Spec section 2's routes, the lazy chunks each loads to show its screen, and its budget (see above). */
export const routeBudgets: readonly RouteBudget[] = [
  { path: '/auth', targetKb: authInitialJsTargetKb, sources: [feature('user/routes/auth-route')] },
  { path: '/reset-password', targetKb: 270, sources: [feature('user/routes/reset-password-route')] },
  {
    path: '/',
    targetKb: 400,
    sources: [
      ...signedIn,
      feature('user/routes/dashboard-route'),
      feature('wallet/components/wallet-card'),
      feature('marketplace/components/buyer-counts-text'),
    ],
  },
  { path: '/practices', targetKb: 690, sources: [...sellerArea, feature('practice/routes/practices-route')] },
  { path: '/practice/new', targetKb: 470, sources: [...sellerArea, feature('practice/routes/new-practice-route')] },
  { path: '/practice/{id}', targetKb: 360, sources: [...sellerArea, feature('practice/routes/practice-route')] },
  { path: '/practice/{id}/edit', targetKb: 470, sources: [...sellerArea, feature('practice/routes/edit-practice-route')] },
  { path: '/marketplace', targetKb: 370, sources: [...buyerArea, feature('marketplace/routes/marketplace-route')] },
  { path: '/marketplace/my-practices', targetKb: 420, sources: [...buyerArea, feature('marketplace/routes/my-practices-route')] },
  { path: '/admin', targetKb: 420, sources: [...signedIn, 'src/app/role-guard.tsx', 'src/app/admin/admin-route.tsx'] },
  { path: '/profile', targetKb: 340, sources: [...signedIn, 'src/app/profile-page.tsx'] },
  { path: '/wallet', targetKb: 390, sources: wallet('wallet-route') },
  { path: '/wallet/success', targetKb: 260, sources: wallet('wallet-success-route') },
  { path: 'any other (404)', targetKb: authInitialJsTargetKb, sources: ['src/app/not-found-route.tsx'] },
];

const readManifest = (distDir: string) => JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;

const gzipBytes = (distDir: string, file: string) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;

export function measureRouteInitialJs(route: RouteBudget, distDir: string = defaultDistDir, manifest: Manifest = readManifest(distDir)): BundleFigure {
  const files = new Set<string>();
  const seen = new Set<string>();
  const entry = findKey(manifest, (chunk) => chunk.isEntry === true, 'the entry chunk');
  collectStaticFiles(manifest, entry, files, seen);
  // The entry's own dynamic imports are its boot stages (main.tsx), which index.html preloads.
  for (const stage of manifest[entry]!.dynamicImports ?? []) collectStaticFiles(manifest, stage, files, seen);
  for (const source of route.sources) collectStaticFiles(manifest, findKey(manifest, isChunkOf(source), source), files, seen);
  const jsFiles = [...files].filter((file) => file.endsWith('.js')).sort();
  const bytes = jsFiles.reduce((sum, file) => sum + gzipBytes(distDir, file), 0);
  const gzipKb = Math.round((bytes / 1024) * 10) / 10;
  return { name: `web ${route.path} initial JS (gzip)`, gzipKb, targetKb: route.targetKb, ok: gzipKb <= route.targetKb, files: jsFiles };
}

export function measureAuthInitialJs(distDir: string = defaultDistDir): BundleFigure {
  return measureRouteInitialJs(routeBudgets[0]!, distDir);
}

export function measureAllRoutes(distDir: string = defaultDistDir): BundleFigure[] {
  const manifest = readManifest(distDir);
  return routeBudgets.map((route) => measureRouteInitialJs(route, distDir, manifest));
}

export function formatFigure(figure: BundleFigure): string {
  return `${figure.name}: ${figure.gzipKb.toFixed(1)} KB  target <= ${figure.targetKb} KB  ${figure.ok ? 'OK' : 'OVER'}`;
}

/**
 * The chunk a source module starts. Rollup may merge a lazily imported module into a shared chunk
 * that other chunks import statically; such a chunk has no `src` and is named after the module.
 */
const isChunkOf = (source: string) => (chunk: ManifestChunk) =>
  chunk.src === source || (chunk.src === undefined && chunk.name === basename(source, extname(source)));

function findKey(manifest: Manifest, matches: (chunk: ManifestChunk) => boolean, what: string): string {
  const key = Object.keys(manifest).find((k) => matches(manifest[k]!));
  if (!key) throw new Error(`web-bundle: ${what} is not in the Vite manifest; was the web app built?`);
  return key;
}

/** Adds a chunk's file and, depth first, the files of everything it imports statically. */
function collectStaticFiles(manifest: Manifest, key: string, files: Set<string>, seen: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`web-bundle: the manifest names ${key} but does not describe it`);
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collectStaticFiles(manifest, imported, files, seen);
}

if (require.main === module) {
  for (const figure of measureAllRoutes()) {
    console.log(formatFigure(figure));
    if (process.argv.includes('--files')) for (const file of figure.files) console.log(`  ${file}`);
  }
}
