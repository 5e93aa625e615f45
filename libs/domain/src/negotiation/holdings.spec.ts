import type { PracticeRata } from '../credit/credit-schedule';
import { unstartedChain } from '../credit/transfer-chain';
import { DomainError } from '../shared/domain-error';
import { checkedOffsetChoice, holdingMessages, holdingsOf, holdingTotalsByYear, splitPrice, type CompletedDeal } from './holdings';

const rata = (year: number, amount: number, category: PracticeRata['category'] = 'chiunque'): PracticeRata => ({
  id: String(year),
  year,
  amount,
  code: `C${year}`,
  category,
  residualAmount: amount,
  offsetChosen: false,
});

const deal = (overrides: Partial<CompletedDeal> = {}): CompletedDeal => ({
  practiceId: 7,
  offerId: 3,
  type: 'SUPERBONUS_110',
  practiceAmount: 30_000,
  practiceYear: 2025,
  tributeCode: '7701',
  rate: [rata(2026, 10_000), rata(2027, 20_000)],
  price: 26_500,
  chain: unstartedChain(),
  route: 'ordinaria',
  buyerKind: 'impresa',
  offsetRataIds: [],
  completedAt: '2026-03-02T10:00:00.000Z',
  protocol: 'PROT-123',
  ...overrides,
});

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof DomainError ? [error.kind, error.message] : error;
  }
  return null;
};

describe("holdings, 'I miei crediti' (issue 45): each rata a completed closing gave the buyer", () => {
  it('splits the price over the rate by face value, to the cent, the rest to the first part', () => {
    expect(splitPrice(26_500, [10_000, 20_000])).toEqual([8_833.34, 17_666.66]);
    expect(splitPrice(100, [1, 1, 1])).toEqual([33.34, 33.33, 33.33]);
    expect(splitPrice(0, [0])).toEqual([0]);
  });

  it("one row per covered rata, with its code in clear, the practice's tribute code, its share of the price and its price per 100", () => {
    const rows = holdingsOf(deal());
    expect(
      rows.map(({ rataId, year, amount, pricePaid, pricePer100, code, tributeCode, usableUntil }) => ({
        rataId,
        year,
        amount,
        pricePaid,
        pricePer100,
        code,
        tributeCode,
        usableUntil,
      })),
    ).toEqual([
      { rataId: '2026', year: 2026, amount: 10_000, pricePaid: 8_833.34, pricePer100: 88.33, code: 'C2026', tributeCode: '7701', usableUntil: '2026-12-31' },
      { rataId: '2027', year: 2027, amount: 20_000, pricePaid: 17_666.66, pricePer100: 88.33, code: 'C2027', tributeCode: '7701', usableUntil: '2027-12-31' },
    ]);
  });

  it('art. 121 c. 1 DL 34/2020: after the free first transfer a rata goes to qualified parties only, still transferable', () => {
    expect(holdingsOf(deal()).map((h) => [h.category, h.transferable])).toEqual([
      ['qualificati', true],
      ['qualificati', true],
    ]);
  });

  it("the correntista route is 'senza facoltà di ulteriore cessione': the rata is held non cedibile", () => {
    const rows = holdingsOf(deal({ route: 'correntista', chain: { freeTransferUsed: true, qualifiedTransfers: 3, holder: 'banca' } }));
    expect(rows.every((h) => h.category === 'non_cedibile' && !h.transferable)).toBe(true);
  });

  it("a 'cedibile una sola volta' rata, once transferred, is non cedibile", () => {
    expect(holdingsOf(deal({ rate: [rata(2026, 10_000, 'una_sola_volta')], price: 9_000 }))[0].transferable).toBe(false);
  });

  it('DL 39/2024, the 75 rule: a bank buying Superbonus under 75 per 100 holds six equal non-transferable rate per rata, without codes or tribute codes', () => {
    const rows = holdingsOf(deal({ buyerKind: 'banca', rate: [rata(2026, 600)], price: 420 }));
    expect(rows.map((h) => [h.rataId, h.year, h.amount, h.pricePaid, h.code, h.tributeCode, h.transferable, h.boundByRule75])).toEqual(
      [2026, 2027, 2028, 2029, 2030, 2031].map((year, i) => [`2026-${i + 1}`, year, 100, 70, null, null, false, true]),
    );
  });

  it('the 75 rule binds no impresa, and no bank at 75 or more', () => {
    expect(holdingsOf(deal({ buyerKind: 'impresa', price: 15_000 })).some((h) => h.boundByRule75)).toBe(false);
    expect(holdingsOf(deal({ buyerKind: 'banca', price: 22_500 })).some((h) => h.boundByRule75)).toBe(false);
  });

  it("a Credito IVA has no rate: the whole credit is one holding, 'intero', in the practice's year", () => {
    const [row] = holdingsOf(deal({ type: 'CREDITO_IVA', tributeCode: null, rate: [], practiceAmount: 50_000, practiceYear: 2025, price: 47_000 }));
    expect([row.rataId, row.year, row.amount, row.pricePaid, row.pricePer100, row.tributeCode]).toEqual(['intero', 2025, 50_000, 47_000, 94, null]);
  });

  it('a rata chosen for offset reads offsetChosen and is no longer transferable (provv. AdE 10/06/2022)', () => {
    const rows = holdingsOf(deal({ offsetRataIds: ['2027'] }));
    expect(rows.map((h) => [h.rataId, h.offsetChosen, h.transferable])).toEqual([
      ['2026', false, true],
      ['2027', true, false],
    ]);
  });

  it('totals per year: what to offset in each year, and how much of it is already chosen', () => {
    const rows = [
      ...holdingsOf(deal({ offsetRataIds: ['2026'] })),
      ...holdingsOf(deal({ offerId: 9, practiceId: 8, rate: [rata(2026, 5_000)], price: 4_400 })),
    ];
    expect(holdingTotalsByYear(rows)).toEqual([
      { year: 2026, amount: 15_000, pricePaid: 13_233.34, offsetChosenAmount: 10_000 },
      { year: 2027, amount: 20_000, pricePaid: 17_666.66, offsetChosenAmount: 0 },
    ]);
  });

  describe('the offset choice: once per rata, only for a rata held, only up to its year', () => {
    const held = holdingsOf(deal({ offsetRataIds: ['2026'] }));
    it('is accepted for a held rata not chosen yet', () => {
      expect(checkedOffsetChoice(held, '2027', '2027-12-31T12:00:00.000Z').rataId).toBe('2027');
    });
    it('is refused for a rata the buyer does not hold', () => {
      expect(refusal(() => checkedOffsetChoice(held, '2030', '2026-05-01T00:00:00.000Z'))).toEqual(['not_found', holdingMessages.notHeld]);
    });
    it('is refused a second time', () => {
      expect(refusal(() => checkedOffsetChoice(held, '2026', '2026-05-01T00:00:00.000Z'))).toEqual(['conflict', holdingMessages.offsetAlreadyChosen]);
    });
    it('is refused once the rata is lost, after 31 December of its year (Italian time)', () => {
      expect(refusal(() => checkedOffsetChoice(held, '2027', '2027-12-31T23:30:00.000Z'))).toEqual(['conflict', holdingMessages.offsetExpired(2027)]);
    });
  });
});
