import { EventRecorded } from '../../infrastructure/command-handling/event-recorded';
import type { RecordedEvent } from '../../infrastructure/event-store/event-store.types';
import { MetricsService } from '../../infrastructure/observability/metrics.service';
import { CreditsSoldMetricsHandler } from '../wallet/credits-sold-metrics.handler';
import { PurchaseMetricsHandler } from './purchase-metrics.handler';

const recorded = (type: string, data: object) => new EventRecorded({ type, data } as unknown as RecordedEvent);

describe('business metrics of issue 11: purchases_total and credits_sold_total, from committed events', () => {
  it('a base and an exclusive debit count one purchase each, by access; other events count nothing', async () => {
    const metrics = new MetricsService();
    const handler = new PurchaseMetricsHandler(metrics);
    handler.handle(recorded('CreditsSpent', { credits: 10, accessType: 'base', practiceId: 1, userId: 2, hours: null }));
    handler.handle(recorded('CreditsSpent', { credits: 100, accessType: 'exclusive', practiceId: 1, userId: 3, hours: 24 }));
    handler.handle(recorded('CreditsAdded', { credits: 50, by: 1, method: 'pin', userId: 2 }));
    const text = await metrics.registry.getSingleMetricAsString('purchases_total');
    expect(text).toContain('purchases_total{access="base"} 1');
    expect(text).toContain('purchases_total{access="exclusive"} 1');
  });

  it('a fulfilled package adds its credits; credits added by an admin are not sold', async () => {
    const metrics = new MetricsService();
    const handler = new CreditsSoldMetricsHandler(metrics);
    handler.handle(recorded('CreditsPurchased', { credits: 100, price: '149.90', userId: 2 }));
    handler.handle(recorded('CreditsAdded', { credits: 50, by: 1, method: 'pin', userId: 2 }));
    expect(await metrics.registry.getSingleMetricAsString('credits_sold_total')).toContain('credits_sold_total 100');
  });
});
