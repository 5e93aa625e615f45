import { upcastSavedSearchEventData } from '@pratiche/domain';
import { foldSetRows } from '../../../infrastructure/projections/fold-set-projection';
import { recordedLog } from '../../../infrastructure/projections/recorded-log.spec-helper';
import { savedSearchMatchesProjection } from './saved-search-matches.projection';

const at = (hour: number) => new Date(Date.UTC(2026, 2, 2, 9 + hour)).toISOString();
const [buyer, other] = [5, 6];

const log = () => {
  const record = recordedLog();
  return {
    matched: (searchId: number, practiceId: number, mail: string, hour: number, buyerId = buyer) =>
      record(`saved-search-alert-${searchId}-${practiceId}`, 'SavedSearchMatched', { searchId, buyerId, practiceId, mail, at: at(hour) }),
    digest: (userId: number, matches: { searchId: number; practiceId: number }[], hour: number) =>
      record(`saved-search-digest-${userId}-2026-03-02`, 'SavedSearchDigestSent', { userId, day: '2026-03-02', matches, at: at(hour) }),
    erased: (userId: number, hour: number) => record(`user-${userId}`, 'UserPersonalDataErased', { userId, at: at(hour) }),
  };
};

describe('saved_search_pending projection: given events, the daily digest work list', () => {
  it('a match is listed only when its search mailed daily at the time (the mail the event records)', () => {
    const { matched } = log();
    const rows = foldSetRows(savedSearchMatchesProjection, [matched(1, 10, 'daily', 0), matched(2, 10, 'immediate', 0), matched(3, 10, 'off', 0)]);
    expect(rows).toEqual([{ searchId: 1, practiceId: 10, buyerId: buyer, matchedAt: at(0) }]);
  });

  it('the digest that told a match removes it; the matches it did not tell stay', () => {
    const { matched, digest } = log();
    const rows = foldSetRows(savedSearchMatchesProjection, [
      matched(1, 10, 'daily', 0),
      matched(1, 11, 'daily', 1),
      digest(buyer, [{ searchId: 1, practiceId: 10 }], 2),
    ]);
    expect(rows.map((r) => r.practiceId)).toEqual([11]);
  });

  it("the buyer's erasure empties the buyer's list, not another buyer's", () => {
    const { matched, erased } = log();
    const rows = foldSetRows(savedSearchMatchesProjection, [matched(1, 10, 'daily', 0), matched(4, 10, 'daily', 0, other), erased(buyer, 1)]);
    expect(rows.map((r) => r.buyerId)).toEqual([other]);
  });

  it("a match recorded before the event named the search's mail reads as 'daily' (the digest's own filter then decides)", () => {
    expect(upcastSavedSearchEventData('SavedSearchMatched', { searchId: 1, buyerId: buyer, practiceId: 10, at: at(0) })).toMatchObject({ mail: 'daily' });
    expect(upcastSavedSearchEventData('SavedSearchMatched', { searchId: 1, buyerId: buyer, practiceId: 10, mail: 'off', at: at(0) })).toMatchObject({
      mail: 'off',
    });
  });
});
