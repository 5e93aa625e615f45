import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MetricsService } from './metrics.service';

type Panel = { targets?: { expr: string }[] };

const dashboard = JSON.parse(readFileSync(resolve(__dirname, '../../../../../deploy/grafana-dashboard.json'), 'utf8')) as { panels: Panel[] };
const expressions = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr));

describe('deploy/grafana-dashboard.json', () => {
  it('charts only series this API exports (a renamed metric must update the dashboard)', async () => {
    const metrics = new MetricsService();
    metrics.collectProcessMetrics();
    const exported = new Set((await metrics.registry.getMetricsAsJSON()).map((m) => m.name));
    const charted = new Set(expressions.flatMap((expr) => [...expr.matchAll(/\b([a-z][a-z0-9_]*?)(?:_bucket|_count|_sum)?\{/g)].map((m) => m[1]!)));
    expect(charted.size).toBeGreaterThanOrEqual(10);
    expect([...charted].filter((name) => !exported.has(name))).toEqual([]);
  });

  it('charts every metric of the product, not only the process figures', async () => {
    const own = (await new MetricsService().registry.getMetricsAsJSON()).map((m) => m.name);
    expect(own.filter((name) => !expressions.some((expr) => expr.includes(name)))).toEqual([]);
  });
});
