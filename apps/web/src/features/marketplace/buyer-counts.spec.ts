import { buyerCounts } from './buyer-counts';
import { listed } from './test-practices';

const exclusivity = (exclusiveEndDate: string, isActive: boolean) => ({
  practiceId: 1,
  hours: 24,
  credits: 100,
  exclusiveStartDate: '2026-02-28T10:00:00.000Z',
  exclusiveEndDate,
  isActive,
});

describe('spec 2 dashboard buyer card counts', () => {
  it('counts disponibile practices not yet bought, and exclusivities not expired', () => {
    const practices = [listed(), listed({ accessType: 'base' }), listed({ saleStatus: 'in_trattativa' }), listed({ saleStatus: 'ceduta' })];
    const counts = buyerCounts(practices, [exclusivity('2026-03-01T12:00:00.000Z', true), exclusivity('2026-03-01T10:00:00.000Z', false)]);
    expect(counts).toEqual({ available: 1, activeExclusive: 1 });
  });

  it('counts the exclusivities the API reads as running: one a closing keeps open past its end, not one a closing ended early', () => {
    const heldByClosing = exclusivity('2026-02-28T12:00:00.000Z', true);
    const endedEarly = exclusivity('2099-01-01T00:00:00.000Z', false);
    expect(buyerCounts([], [heldByClosing, endedEarly]).activeExclusive).toBe(1);
  });
});
