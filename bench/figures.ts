import { writeFileSync } from 'node:fs';
import type { BenchLine } from './report';

/**
 * Every benchmark of `npm run bench`, by name, in the order a whole run takes them. Each imports
 * its module only when it runs, so a baseline build that lacks what one module needs fails that
 * figure alone (bench/baseline.ts).
 */
export const figures: Record<string, () => Promise<BenchLine[]>> = {
  'web-bundle': async () =>
    (await import('./web-bundle')).measureAllRoutes().map((b) => ({ name: b.name, value: b.gzipKb, unit: 'KB', target: b.targetKb, lowerIsBetter: true })),
  // Before the database benchmarks, whose load would depress the score.
  lighthouse: async () => (await import('./lighthouse')).benchLighthouse(),
  'event-store': async () => (await import('./event-store')).benchEventStore(),
  'audit-verify': async () => (await import('./audit-verify')).benchAuditVerify(),
  accounts: async () => (await import('./accounts')).benchAccounts(),
  practices: async () => (await import('./practices')).benchPractices(),
  admin: async () => (await import('./admin')).benchAdmin(),
  'marketplace-page': async () => (await import('./marketplace-page')).benchMarketplacePage(),
  'marketplace-array': async () => (await import('./marketplace-array')).benchMarketplaceArray(),
  purchases: async () => (await import('./purchases')).benchPurchases(),
  'purchase-history': async () => (await import('./purchase-history')).benchPurchaseHistory(),
  // Last: two built instances behind Debian's nginx (~90 s).
  cluster: async () => (await import('./cluster')).benchCluster(),
};

/** The figures `--only a,b` names (all when none), refusing a name that is not one. */
export const selectFigures = (only: readonly string[]) => {
  const names = only.flatMap((o) => o.split(',')).filter(Boolean);
  const unknown = names.filter((name) => !(name in figures));
  if (unknown.length > 0) throw new Error(`unknown figure ${unknown.join(', ')}; the figures: ${Object.keys(figures).join(', ')}`);
  return names.length > 0 ? names : Object.keys(figures);
};

// `node -r @swc-node/register bench/figures.ts <name> <file>`: one figure in a process of its own,
// its lines written as JSON to <file> (one turn of the side-by-side run).
if (require.main === module) {
  const [name, file] = process.argv.slice(2) as [string, string];
  figures[name]!()
    .then((lines) => writeFileSync(file, JSON.stringify(lines)))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
