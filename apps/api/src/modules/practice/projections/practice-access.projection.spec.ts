import { foldRows } from '../../../infrastructure/projections/fold-projection';
import { recordedLog } from '../../../infrastructure/projections/recorded-log.spec-helper';
import { practiceAccessProjection } from './practice-access.projection';

const [seller, buyer, other] = [1, 2, 3];
const at = (hour: number) => new Date(Date.UTC(2026, 2, 2, 9 + hour)).toISOString();

const log = () => {
  const record = recordedLog();
  const onPractice = (practiceId: number, type: string, data: Record<string, unknown>) => record(`practice-${practiceId}`, type, { practiceId, ...data });
  return {
    base: (practiceId: number, by: number, hour: number) => onPractice(practiceId, 'PracticeAccessPurchased', { by, at: at(hour), credits: 10 }),
    exclusive: (practiceId: number, by: number, hour: number) =>
      onPractice(practiceId, 'ExclusivityPurchased', { by, at: at(hour), credits: 100, hours: 24, exclusiveUntil: at(hour + 24) }),
    closing: (type: string, practiceId: number, buyerId: number, hour: number) =>
      onPractice(practiceId, type, { offerId: 5, buyerId, sellerId: seller, by: buyerId, amount: 1000, rate: [2027], at: at(hour) }),
  };
};

describe('practice_access: who bought access to which practice', () => {
  it('a base purchase is a base row; an exclusivity upgrades it, keeping the time it was first bought', () => {
    const { base, exclusive } = log();
    const rows = foldRows(practiceAccessProjection, [base(7, buyer, 0), exclusive(7, buyer, 2), exclusive(8, other, 3)]);
    expect(rows).toEqual([
      { practiceId: 7, userId: buyer, accessType: 'exclusive', purchasedAt: at(0), exclusiveUntil: at(26) },
      { practiceId: 8, userId: other, accessType: 'exclusive', purchasedAt: at(3), exclusiveUntil: at(27) },
    ]);
  });

  it("the holder's accepted offer holds the exclusivity open (no end) until the closing ends it; another buyer's row is untouched", () => {
    const { base, exclusive, closing } = log();
    const bought = [exclusive(7, buyer, 0), base(7, other, 1)];
    const rows = (...events: ReturnType<typeof base>[]) =>
      foldRows(practiceAccessProjection, [...bought, ...events]).map((r) => [r.userId, r.accessType, r.exclusiveUntil]);
    expect(rows(closing('OfferAccepted', 7, buyer, 3))).toEqual([
      [buyer, 'exclusive', null],
      [other, 'base', null],
    ]);
    expect(rows(closing('OfferAccepted', 7, buyer, 3), closing('ClosingCompleted', 7, buyer, 30))).toEqual([
      [buyer, 'exclusive', at(30)],
      [other, 'base', null],
    ]);
    expect(rows(closing('OfferAccepted', 7, buyer, 3), closing('ClosingAbandoned', 7, buyer, 5))).toEqual([
      [buyer, 'exclusive', at(5)],
      [other, 'base', null],
    ]);
  });

  it('a closing of a buyer who bought nothing there writes no row', () => {
    const { closing } = log();
    expect(foldRows(practiceAccessProjection, [closing('OfferAccepted', 7, buyer, 3), closing('ClosingCompleted', 7, buyer, 4)])).toEqual([]);
  });
});
