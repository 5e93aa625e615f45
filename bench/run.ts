import { benchAccounts } from './accounts';
import { benchAdmin } from './admin';
import { benchAuditVerify } from './audit-verify';
import { benchCluster } from './cluster';
import { benchEventStore } from './event-store';
import { benchLighthouse } from './lighthouse';
import { benchMarketplacePage } from './marketplace-page';
import { benchPractices } from './practices';
import { benchPurchases } from './purchases';
import { report, type BenchLine } from './report';
import { measureAllRoutes } from './web-bundle';

/** `npm run bench`: every benchmark, each figure beside its target. Needs `npm run build` first. */
const main = async () => {
  const lines: BenchLine[] = [];
  for (const bundle of measureAllRoutes()) {
    lines.push({ name: bundle.name, value: bundle.gzipKb, unit: 'KB', target: bundle.targetKb, lowerIsBetter: true });
  }
  // Before the database benchmarks, whose load would depress the score.
  lines.push(...(await benchLighthouse()));
  lines.push(...(await benchEventStore()));
  lines.push(...(await benchAuditVerify()));
  lines.push(...(await benchAccounts()));
  lines.push(...(await benchPractices()));
  lines.push(...(await benchAdmin()));
  lines.push(...(await benchMarketplacePage()));
  lines.push(...(await benchPurchases()));
  // Last: two built instances behind Debian's nginx (~90 s).
  lines.push(...(await benchCluster()));
  report(lines);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
