import { foldRows } from '../../../infrastructure/projections/fold-projection';
import { recordedLog } from '../../../infrastructure/projections/recorded-log.spec-helper';
import { offersViewProjection } from './offers-view.projection';

const [seller, buyer] = [1, 2];
const practiceId = 7;
const at = (hour: number) => new Date(Date.UTC(2026, 2, 2, 9 + hour)).toISOString();

const log = () => {
  const record = recordedLog();
  const step = (type: string, offerId: number, by: number, hour: number, data: Record<string, unknown> = {}) =>
    record(`practice-${practiceId}`, type, { practiceId, offerId, by, buyerId: buyer, sellerId: seller, amount: 1000, rate: [2027], at: at(hour), ...data });
  return {
    made: (offerId: number, by: number, hour: number, repliesTo: number | null = null) =>
      step('OfferMade', offerId, by, hour, { notes: `note ${offerId}`, expiresAt: at(hour + 48), repliesTo, documents: [{ filename: 'a.pdf', sha256: 'x' }] }),
    step,
  };
};

describe('offers_view: every offer with its answer', () => {
  it('an offer is pending with its terms, its author as user_id and its documents', () => {
    const { made } = log();
    expect(foldRows(offersViewProjection, [made(5, buyer, 0)])).toEqual([
      {
        id: 5,
        practiceId,
        userId: buyer,
        buyerId: buyer,
        sellerId: seller,
        amount: 1000,
        rate: [2027],
        status: 'pending',
        notes: 'note 5',
        createdAt: at(0),
        expiresAt: at(48),
        repliesTo: null,
        decidedAt: null,
        reason: null,
        documents: [{ filename: 'a.pdf', sha256: 'x' }],
        correntistaOf: null,
      },
    ]);
  });

  it('issue 45: the bank declared for the correntista route is kept on the offer and on its counter', () => {
    const { step } = log();
    const made = (offerId: number, by: number, hour: number, repliesTo: number | null) =>
      step('OfferMade', offerId, by, hour, { notes: null, expiresAt: at(hour + 48), repliesTo, documents: [], correntistaOf: seller });
    const rows = foldRows(offersViewProjection, [made(5, buyer, 0, null), step('OfferCountered', 5, seller, 1), made(6, seller, 1, 5)]);
    expect(rows.map((r) => [r.id, r.correntistaOf])).toEqual([
      [5, seller],
      [6, seller],
    ]);
  });

  it('a counter decides the offer and adds the counter-offer, which replies to it; a rejection keeps its reason', () => {
    const { made, step } = log();
    const rows = foldRows(offersViewProjection, [
      made(5, buyer, 0),
      step('OfferCountered', 5, seller, 1),
      made(6, seller, 1, 5),
      step('OfferRejected', 6, buyer, 2, { reason: 'Troppo alto' }),
    ]);
    expect(rows.map((r) => [r.id, r.userId, r.status, r.decidedAt, r.reason, r.repliesTo])).toEqual([
      [5, buyer, 'countered', at(1), null, null],
      [6, seller, 'rejected', at(2), 'Troppo alto', 5],
    ]);
  });

  it.each([
    ['OfferWithdrawn', 'withdrawn'],
    ['OfferExpired', 'expired'],
    ['OfferAccepted', 'accepted'],
  ])('%s decides the offer as %s at its time', (type, status) => {
    const { made, step } = log();
    const [row] = foldRows(offersViewProjection, [made(5, buyer, 0), step(type, 5, seller, 3)]);
    expect([row!.status, row!.decidedAt, row!.reason]).toEqual([status, at(3), null]);
  });

  it("a practice's deletion leaves its offers as they were (readers join practices_view, which drops it); a closing's steps do not touch them", () => {
    const { made, step } = log();
    const rows = foldRows(offersViewProjection, [
      made(5, buyer, 0),
      step('OfferAccepted', 5, seller, 1),
      step('ClosingAbandoned', 5, seller, 2, { reason: 'x' }),
      step('PracticeDeleted', 5, 9, 2),
    ]);
    expect(rows.map((r) => [r.id, r.status, r.decidedAt])).toEqual([[5, 'accepted', at(1)]]);
  });
});
