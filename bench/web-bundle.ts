/**
 * Bench: how much JavaScript (gzip) a first visit to /auth downloads before it can render.
 *
 * Run after `npm run build -w @pratiche/web`:
 *   node -r @swc-node/register bench/web-bundle.ts
 *
 * Counted: the entry chunk and its static imports, plus the /auth route's lazy chunk and its
 * static imports, each file once. Dynamic imports (other routes) are not counted: they load
 * only when visited. Sizes are gzip level 9 as a server would precompress; KB = 1024 bytes.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type BundleFigure = { name: string; gzipKb: number; targetKb: number; ok: boolean; files: string[] };

export const authInitialJsTargetKb = 250;
const authRouteSource = 'src/features/user/routes/auth-route.tsx';
const defaultDistDir = resolve(__dirname, '../apps/web/dist');

export function measureAuthInitialJs(distDir: string = defaultDistDir): BundleFigure {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = findKey(manifest, (chunk) => chunk.isEntry === true, 'the entry chunk');
  const authKey = findKey(manifest, (chunk) => chunk.src === authRouteSource, authRouteSource);
  const files = new Set<string>();
  collectStaticFiles(manifest, entryKey, files);
  collectStaticFiles(manifest, authKey, files);
  const jsFiles = [...files].filter((file) => file.endsWith('.js')).sort();
  const bytes = jsFiles.reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length, 0);
  const gzipKb = Math.round((bytes / 1024) * 10) / 10;
  return { name: 'web /auth initial JS (gzip)', gzipKb, targetKb: authInitialJsTargetKb, ok: gzipKb <= authInitialJsTargetKb, files: jsFiles };
}

export function formatFigure(figure: BundleFigure): string {
  return `web /auth initial JS (gzip): ${figure.gzipKb.toFixed(1)} KB  target <= ${figure.targetKb} KB  ${figure.ok ? 'OK' : 'OVER'}`;
}

function findKey(manifest: Manifest, matches: (chunk: ManifestChunk) => boolean, what: string): string {
  const key = Object.keys(manifest).find((k) => matches(manifest[k]!));
  if (!key) throw new Error(`web-bundle: ${what} is not in the Vite manifest; was the web app built?`);
  return key;
}

/** Adds a chunk's file and, depth first, the files of everything it imports statically. */
function collectStaticFiles(manifest: Manifest, key: string, files: Set<string>, seen = new Set<string>()): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`web-bundle: the manifest names ${key} but does not describe it`);
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collectStaticFiles(manifest, imported, files, seen);
}

if (require.main === module) {
  const figure = measureAuthInitialJs();
  console.log(formatFigure(figure));
  if (process.argv.includes('--files')) for (const file of figure.files) console.log(`  ${file}`);
}
