import type { ClosingResponse, OfferResponse, RataResponse } from '@pratiche/contracts';
import { faceValueOf, lastTransferDay } from '@pratiche/domain';
import {
  closingTurnText,
  coveredRateText,
  fromLocalInputValue,
  offerableRate,
  offerAuthorLabel,
  offerExpiryBounds,
  offerThread,
  parseOfferAmount,
  offerPricePer100,
  pricePer100Text,
  offerableRata,
  shownClosings,
  toLocalInputValue,
} from './negotiation-view';

const rata = (year: number, amount: number, status: RataResponse['status'] = 'disponibile'): RataResponse => ({
  id: String(year),
  year,
  amount,
  category: 'chiunque',
  residualAmount: amount,
  offsetChosen: false,
  code: null,
  status,
  usableUntil: `${year}-12-31`,
  lastTransferDay: lastTransferDay(year),
  atRisk: false,
});

describe("issue 29 'Trattativa' panel: who made an offer", () => {
  const byBuyer = { userId: 7, buyerId: 7 };
  const bySeller = { userId: 3, buyerId: 7 };

  it("the reader's own offer reads 'Tu'", () => {
    expect(offerAuthorLabel(byBuyer, 'buyer')).toBe('Tu');
    expect(offerAuthorLabel(bySeller, 'seller')).toBe('Tu');
  });

  it("the other party is named by role only: 'Cessionario' for the seller, 'Cedente' for the buyer (never a company name)", () => {
    expect(offerAuthorLabel(byBuyer, 'seller')).toBe('Cessionario');
    expect(offerAuthorLabel(bySeller, 'buyer')).toBe('Cedente');
  });
});

describe('issue 29 offer form: face value and price per 100 computed live', () => {
  const practice = { amount: 100_000, rate: [rata(2026, 25_000.1), rata(2027, 25_000.2), rata(2028, 49_999.7)] };

  it('the face value is the sum of the chosen rate, in cents', () => {
    expect(faceValueOf(practice, ['2026', '2027'])).toBe(50_000.3);
    expect(faceValueOf(practice, [])).toBe(0);
  });

  it('a credit without rate (Credito IVA) is offered whole: its face value is the amount', () => {
    expect(faceValueOf({ amount: 80_000, rate: [] }, [])).toBe(80_000);
  });

  it('the price per 100 is amount / face value x 100 with 2 decimals, and a dash until both are known', () => {
    expect(offerPricePer100(43_500, 50_000)).toBe(87);
    expect(offerPricePer100(1, 3)).toBe(33.33);
    expect(offerPricePer100(null, 50_000)).toBeNull();
    expect(offerPricePer100(43_500, 0)).toBeNull();
    expect(pricePer100Text(87)).toBe('87,00\u00a0€ ogni 100 € di credito');
    expect(pricePer100Text(null)).toBe('—');
  });

  it('reads the amount the Italian way: dots group thousands, a comma and at most two decimals', () => {
    expect(parseOfferAmount('40000')).toBe(40_000);
    expect(parseOfferAmount('40.000,5')).toBe(40_000.5);
    expect(parseOfferAmount(' 1.234.567,89 € ')).toBe(1_234_567.89);
    expect(parseOfferAmount('40000,123')).toBeNull();
    expect(parseOfferAmount('40.00')).toBeNull();
    expect(parseOfferAmount('abc')).toBeNull();
    expect(parseOfferAmount('')).toBeNull();
  });

  it('only rate neither ceduta nor scaduta can be offered on', () => {
    const rate = [rata(2025, 1, 'scaduta'), rata(2026, 1, 'ceduta'), rata(2027, 1, 'in_trattativa'), rata(2028, 1)];
    expect(offerableRate(rate).map((r) => r.year)).toEqual([2027, 2028]);
  });

  it("names the covered rate, or 'Intero credito' without rate", () => {
    expect(coveredRateText(['2026'])).toBe('Rata 2026');
    expect(coveredRateText(['2026', '2027'])).toBe('Rate 2026, 2027');
    expect(coveredRateText(['2027', '2027-R2026'])).toBe('Rate 2027, 2027 (ripartizione della rata 2026)');
    expect(coveredRateText([])).toBe('Intero credito');
  });
});

describe('issue 29 offer expiry: 48 hours by default, never after the exclusivity ends', () => {
  const now = new Date('2026-03-10T10:00:00Z');

  it('defaults to 48 hours from now when the exclusivity ends later', () => {
    const bounds = offerExpiryBounds(now, '2026-03-20T10:00:00Z');
    expect(bounds.initial.toISOString()).toBe('2026-03-12T10:00:00.000Z');
    expect(bounds.max?.toISOString()).toBe('2026-03-20T10:00:00.000Z');
  });

  it('defaults to the exclusivity end when it comes first', () => {
    expect(offerExpiryBounds(now, '2026-03-11T08:00:00Z').initial.toISOString()).toBe('2026-03-11T08:00:00.000Z');
  });

  it('has no upper bound while the exclusivity has no end (a closing is open)', () => {
    expect(offerExpiryBounds(now, null)).toEqual({ max: null, initial: new Date('2026-03-12T10:00:00Z') });
  });

  it('round-trips through the datetime-local input in local time', () => {
    const local = new Date(2026, 2, 12, 9, 5);
    expect(toLocalInputValue(local)).toBe('2026-03-12T09:05');
    expect(fromLocalInputValue('2026-03-12T09:05')).toBe(local.toISOString());
    expect(fromLocalInputValue('')).toBeNull();
    expect(fromLocalInputValue('non una data')).toBeNull();
  });
});

const offer = (id: number, createdAt: string): OfferResponse => ({
  id,
  practiceId: 1,
  userId: 7,
  buyerId: 7,
  amount: 1,
  rate: [],
  faceValue: 1,
  pricePer100: 100,
  status: 'pending',
  notes: null,
  createdAt,
  expiresAt: createdAt,
  repliesTo: null,
  decidedAt: null,
  reason: null,
  documents: [],
  canAccept: false,
  canReject: false,
  canCounter: false,
  canWithdraw: false,
});

describe('issue 29 thread of offers', () => {
  it('lists the offers oldest first, so each answer follows what it answers', () => {
    const thread = offerThread([offer(3, '2026-03-10T12:00:00Z'), offer(1, '2026-03-10T10:00:00Z'), offer(2, '2026-03-10T12:00:00Z')]);
    expect(thread.map((o) => o.id)).toEqual([1, 2, 3]);
  });
});

const closing = (status: ClosingResponse['status'], nextActor: ClosingResponse['nextActor'], openedAt = '2026-03-10T10:00:00Z'): ClosingResponse => ({
  offerId: 1,
  buyerId: 7,
  sellerId: 3,
  amount: 1,
  rate: [],
  status,
  protocol: null,
  communicatedOn: null,
  suspendedUntil: null,
  paymentReference: null,
  path: 'piattaforma',
  deed: null,
  notifiedOn: null,
  steps: { comunicazione: null, esito: null, accettazione: null, atto: null, notifica: null, pagamento: null },
  nextStep: nextActor === null ? null : 'comunicazione',
  nextActor,
  openedAt,
  endedAt: null,
  abandonReason: null,
  abandonedBy: null,
  endCause: null,
  buyerCodiceFiscale: null,
  offsetRataIds: [],
});

describe('issue 29 closing checklist: who has to act next', () => {
  it("reads 'Tocca a te' for the party whose step is next", () => {
    expect(closingTurnText(closing('open', 'seller'), 'seller')).toBe('Tocca a te');
    expect(closingTurnText(closing('open', 'buyer'), 'buyer')).toBe('Tocca a te');
  });

  it("tells the other party whom it waits for: 'In attesa del cedente' / 'In attesa del cessionario'", () => {
    expect(closingTurnText(closing('open', 'seller'), 'buyer')).toBe('In attesa del cedente');
    expect(closingTurnText(closing('open', 'buyer'), 'seller')).toBe('In attesa del cessionario');
  });

  it('says nothing once the closing ended', () => {
    expect(closingTurnText(closing('completed', null), 'seller')).toBeNull();
    expect(closingTurnText(closing('abandoned', null), 'buyer')).toBeNull();
  });

  it('shows every open closing (issue 45: side by side on different rate), else the latest that ended', () => {
    const older = closing('abandoned', null, '2026-03-01T10:00:00Z');
    const newer = closing('completed', null, '2026-03-05T10:00:00Z');
    const open = closing('open', 'seller', '2026-02-01T10:00:00Z');
    expect(shownClosings([older, open, newer])).toEqual([open]);
    expect(shownClosings([older, newer])).toEqual([newer]);
    expect(shownClosings([])).toEqual([]);
    const another = { ...open, offerId: open.offerId + 100 };
    expect(shownClosings([open, older, another])).toEqual([open, another]);
  });

  it('issue 45: a holder offers only on the rate of its own exclusivity, never on a rata ceduta or scaduta', () => {
    expect(offerableRata({ id: '2027', status: 'in_trattativa' }, ['2027'])).toBe(true);
    expect(offerableRata({ id: '2026', status: 'in_trattativa' }, ['2027'])).toBe(false);
    expect(offerableRata({ id: '2026', status: 'disponibile' }, null)).toBe(true);
    expect(offerableRata({ id: '2026', status: 'ceduta' }, null)).toBe(false);
  });
});
