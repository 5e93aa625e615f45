import { apiRoutes } from '@pratiche/contracts';
import { registerUser } from '../../testing/accounts';
import { liveChannelUrl, newSessionCookie, openLiveClient } from '../../testing/live-client';
import { createTestApp, testAdmin, useTestApp } from '../../testing/test-app';
import { MetricsServer } from './metrics-server';
import { MetricsService } from './metrics.service';

describe('Prometheus metrics on METRICS_PORT', () => {
  const t = useTestApp({ config: { metricsPort: 0, metricsHost: '127.0.0.1' } });
  let metricsUrl: string;
  const scrape = async () => {
    const res = await fetch(`${metricsUrl}/metrics`);
    expect(res.status).toBe(200);
    return res.text();
  };
  /** The value of one sample line, e.g. `events_appended_total{type="UserRegistered"}`; 0 when absent. */
  const sample = (text: string, series: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  };

  beforeAll(() => {
    metricsUrl = `http://127.0.0.1:${t.app.get(MetricsServer).port()}`;
  });

  it('serves the Prometheus text format on its own port, and only /metrics there', async () => {
    const res = await fetch(`${metricsUrl}/metrics`);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await res.text()).toMatch(/^# HELP process_cpu_user_seconds_total/m);
    expect((await fetch(`${metricsUrl}/`)).status).toBe(404);
    expect((await fetch(`${metricsUrl}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('is not served on the public port', async () => {
    const res = await t.request().get('/metrics');
    expect(res.text ?? '').not.toContain('http_request_duration_seconds');
  });

  it('times requests per method, route template and status', async () => {
    await registerUser(t);
    await t.request().get(apiRoutes.user);
    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count{method="POST",route="/api/register",status="201"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/user",status="401"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_bucket{le="+Inf",method="POST",route="/api/register",status="201"}')).toBe(1);
    expect(text).not.toMatch(/route="\/api\/admin\/users\/\d/);
  });

  it('counts committed events by type', async () => {
    const before = sample(await scrape(), 'events_appended_total{type="UserRegistered"}');
    await registerUser(t);
    expect(sample(await scrape(), 'events_appended_total{type="UserRegistered"}')).toBe(before + 1);
  });

  it('gauges the open /ws sockets of this instance', async () => {
    const cookie = await newSessionCookie(t, testAdmin.username, testAdmin.password);
    const client = await openLiveClient(await liveChannelUrl(t), { Cookie: cookie });
    expect(sample(await scrape(), 'live_connections_open')).toBe(1);
    client.close();
    await client.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sample(await scrape(), 'live_connections_open')).toBe(0);
  });

  it('offers purchases_total and credits_sold_total to the marketplace and wallet modules', async () => {
    const metrics = t.app.get(MetricsService);
    metrics.recordPurchase('base');
    metrics.recordPurchase('exclusive');
    metrics.recordPurchase('exclusive');
    metrics.recordCreditsSold(50);
    const text = await scrape();
    expect(sample(text, 'purchases_total{access="base"}')).toBe(1);
    expect(sample(text, 'purchases_total{access="exclusive"}')).toBe(2);
    expect(sample(text, 'credits_sold_total')).toBe(50);
  });
});

describe('without METRICS_PORT', () => {
  it('no metrics server is started', async () => {
    const t = await createTestApp();
    expect(t.config.metricsPort).toBeUndefined();
    expect(t.app.get(MetricsServer).port()).toBeUndefined();
    await t.close();
  });
});
