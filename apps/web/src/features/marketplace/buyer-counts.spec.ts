import { buyerCounts } from './buyer-counts';
import { listed } from './test-practices';

const now = new Date('2026-03-01T10:00:00.000Z');
const exclusivity = (exclusiveEndDate: string) => ({
  practiceId: 1,
  hours: 24,
  credits: 100,
  exclusiveStartDate: '2026-02-28T10:00:00.000Z',
  exclusiveEndDate,
  isActive: true,
});

describe('spec 2 dashboard buyer card counts', () => {
  it('counts disponibile practices not yet bought, and exclusivities not expired', () => {
    const practices = [listed(), listed({ accessType: 'base' }), listed({ saleStatus: 'in_trattativa' }), listed({ saleStatus: 'ceduta' })];
    const counts = buyerCounts(practices, [exclusivity('2026-03-01T12:00:00.000Z'), exclusivity('2026-03-01T10:00:00.000Z')], now);
    expect(counts).toEqual({ available: 1, activeExclusive: 1 });
  });
});
