import { undeclaredBuyer } from '../credit/buyer-qualification';
import { withRataFacts } from '../credit/credit-schedule';
import { creditMessages } from '../credit/credit.messages';
import { categoryFromChain } from '../credit/rata-category';
import { unstartedChain } from '../credit/transfer-chain';
import { defaultDueDiligenceFacts } from '../due-diligence/due-diligence-facts';
import type { ClosingStep } from '../negotiation/closing';
import type { ClosingStepFields, NegotiationCommand } from '../negotiation/negotiation.commands';
import { negotiationMessages } from '../negotiation/negotiation.messages';
import { dueDeadlines, runningExclusivities } from '../practice/deadlines';
import { negotiationDecider } from '../practice/negotiation.decide';
import type { PracticeEvent } from '../practice/practice.events';
import type { ExistingPractice } from '../practice/practice.state';
import { fold } from '../shared/decider';
import { multiStreamDeciderSpec } from '../shared/decider.spec-helper';
import type { UserEvent } from '../user/user.events';
import type { WalletEvent } from '../wallet/wallet.events';
import type { PurchaseCommand } from './marketplace.commands';
import { purchaseDecider } from './marketplace.decide';
import { marketplaceMessages as m } from './marketplace.messages';

/**
 * Issue 45, deals per rata: an exclusivity, an offer and an open closing hold only the rate they
 * cover; the other rate stay on sale, and deals on different rate of one practice run side by side.
 */
const spec = multiStreamDeciderSpec(purchaseDecider);

const practiceId = 42;
const sellerId = 7;
const bankId = 20;
const companyId = 21;
const adminId = 1;
const t0 = '2026-03-02T10:00:00.000Z';
const at = '2026-03-02T12:00:00.000Z';
const plus = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3_600_000).toISOString();
const docs = [{ filename: 'a.pdf', sha256: 'ab'.repeat(32) }];

const rate = [2026, 2027, 2028, 2029].map((year) => ({ year, amount: 25_000, code: `R${year}` }));
const submitted: PracticeEvent = {
  type: 'PracticeSubmitted',
  data: {
    practiceId,
    by: sellerId,
    at: t0,
    userId: sellerId,
    type: 'SUPERBONUS_110',
    year: 2026,
    amount: 100_000,
    discount: 10,
    isTraceable: true,
    tributeCode: '7701',
    numSites: 1,
    rate: withRataFacts(rate, categoryFromChain(unstartedChain)),
    transferChain: unstartedChain,
    dueDiligenceFacts: defaultDueDiligenceFacts(100_000),
    documents: { societari: [], fiscali: [] },
  },
};
const listed: PracticeEvent[] = [submitted, { type: 'PracticeApproved', data: { practiceId, by: adminId, at: t0, comment: null } }];

const user = (userId: number, isCedente: boolean): UserEvent[] => [
  {
    type: 'UserRegistered',
    data: {
      userId,
      username: `u${userId}`,
      companyName: `Azienda ${userId} S.r.l.`,
      vatNumber: '12345678901',
      legalRepName: 'Anna Bianchi',
      phone: '3331234567',
      email: `u${userId}@example.it`,
      isCedente,
      isCessionario: !isCedente,
      isAdmin: false,
      businessDocument: null,
      registeredAt: t0,
    },
  },
  { type: 'UserApproved', data: { userId, by: adminId, at: t0 } },
];
const funded = (userId: number): WalletEvent[] => [{ type: 'CreditsAdded', data: { userId, at: t0, credits: 1000, by: adminId, method: 'pin' } }];

const held = (by: number, years: number[] | undefined, when = t0): PracticeEvent => ({
  type: 'ExclusivityPurchased',
  data: { practiceId, by, at: when, credits: 100, hours: 24, exclusiveUntil: plus(when, 24), ...(years ? { rate: years } : {}) },
});
const exclusivity = (buyerId: number, rataIds?: string[]): PurchaseCommand => ({
  type: 'PurchaseExclusivity',
  data: { practiceId, buyerId, at, hours: 24, rate: rataIds },
});
const base = (buyerId: number): PurchaseCommand => ({ type: 'PurchaseBaseAccess', data: { practiceId, buyerId, at } });
const given = (buyerId: number, practice: PracticeEvent[]) =>
  spec.given({ buyer: user(buyerId, false), wallet: funded(buyerId), practice, seller: user(sellerId, true) });

const purchased = (buyerId: number, years: number[]) => ({
  wallet: [{ type: 'CreditsSpent' as const, data: { userId: buyerId, at, credits: 100, practiceId, accessType: 'exclusive' as const, hours: 24 } }],
  practice: [
    { type: 'ExclusivityPurchased' as const, data: { practiceId, by: buyerId, at, credits: 100, hours: 24, exclusiveUntil: plus(at, 24), rate: years } },
  ],
});

describe('issue 45: an exclusivity holds only the rate the buyer chose', () => {
  it('the buyer chooses its rate by rata id; they are held in year order', () => {
    given(bankId, listed)
      .when(exclusivity(bankId, ['2028', '2027']))
      .then(purchased(bankId, ['2027', '2028']));
  });

  it('without a choice it holds every rata free (the default: all available)', () => {
    given(bankId, listed)
      .when(exclusivity(bankId))
      .then(purchased(bankId, ['2026', '2027', '2028', '2029']));
  });

  it('a buyer of rata 2027 does not freeze rata 2026: another buyer holds 2026 beside it', () => {
    given(companyId, [...listed, held(bankId, ['2027'])])
      .when(exclusivity(companyId, ['2026']))
      .then(purchased(companyId, ['2026']));
  });

  it('without a choice, the next buyer holds what the first left free', () => {
    given(companyId, [...listed, held(bankId, ['2027'])])
      .when(exclusivity(companyId))
      .then(purchased(companyId, ['2026', '2028', '2029']));
  });

  it('one winner per rata: a rata another buyer holds is refused, with its year', () => {
    given(companyId, [...listed, held(bankId, ['2027'])])
      .when(exclusivity(companyId, ['2026', '2027']))
      .thenThrows(m.rataNotFree(2027), 'conflict');
  });

  it.each([
    ['a rata not of the practice', ['2031'], creditMessages.rataChosenUnknown],
    ['the same rata twice', ['2026', '2026'], creditMessages.rataChosenTwice],
  ])('refuses %s', (_case, ids, message) => {
    given(bankId, listed).when(exclusivity(bankId, ids)).thenThrows(message, 'validation');
  });

  it('once every rata on sale is held by others, the practice is under exclusivity for base access and exclusivity alike', () => {
    const allHeld = [...listed, held(bankId, ['2026', '2027']), held(companyId, ['2028', '2029'])];
    given(33, allHeld).when(base(33)).thenThrows(m.underExclusivity, 'conflict');
    given(33, allHeld).when(exclusivity(33)).thenThrows(m.underExclusivity, 'conflict');
  });

  it('base access stays on sale while some rata is free', () => {
    given(companyId, [...listed, held(bankId, ['2027'])])
      .when(base(companyId))
      .then({
        wallet: [{ type: 'CreditsSpent', data: { userId: companyId, at, credits: 10, practiceId, accessType: 'base', hours: null } }],
        practice: [{ type: 'PracticeAccessPurchased', data: { practiceId, by: companyId, at, credits: 10 } }],
      });
  });

  it('an exclusivity recorded before issue 45 (no rate) held every rata not yet ceduta', () => {
    const state = fold(negotiationDecider, [...listed, held(bankId, undefined)]) as ExistingPractice;
    expect(state.exclusivities).toEqual([{ buyerId: bankId, until: plus(t0, 24), rate: ['2026', '2027', '2028', '2029'] }]);
  });
});

const offer = (by: number, offerId: number, years: (string | number)[]): NegotiationCommand => ({
  type: 'MakeOffer',
  data: { practiceId, by, at, holder: undeclaredBuyer(), offerId, documents: docs, amount: 20_000, rate: years, tradingDataGiven: true },
});
const made = (by: number, offerId: number, years: number[]): PracticeEvent => ({
  type: 'OfferMade',
  data: {
    practiceId,
    by,
    at,
    offerId,
    buyerId: by,
    sellerId,
    amount: 20_000,
    rate: years,
    notes: null,
    expiresAt: plus(at, 22),
    repliesTo: null,
    documents: docs,
  },
});
const step = (buyerId: number, offerId: number, years: number[]) => ({ practiceId, by: sellerId, at, offerId, buyerId, sellerId, amount: 20_000, rate: years });
const acceptedBy = (buyerId: number, offerId: number, years: number[]): PracticeEvent => ({ type: 'OfferAccepted', data: step(buyerId, offerId, years) });
const sideBySide = [...listed, held(bankId, ['2027']), held(companyId, ['2026']), made(bankId, 1, ['2027']), made(companyId, 2, ['2026'])];
const decide = (command: NegotiationCommand, events: PracticeEvent[]) => negotiationDecider.decide(command, fold(negotiationDecider, events));

describe('issue 45: offers and closings cover only the rate of their exclusivity, side by side', () => {
  it('an offer names rata ids of its own exclusivity', () => {
    expect(decide(offer(bankId, 1, ['2027']), [...listed, held(bankId, ['2027']), held(companyId, ['2026'])])).toEqual([made(bankId, 1, ['2027'])]);
  });

  it("an offer on a rata outside the buyer's exclusivity is refused, naming it", () => {
    expect(() => decide(offer(bankId, 1, ['2026', '2027']), [...listed, held(bankId, ['2027']), held(companyId, ['2026'])])).toThrow(
      negotiationMessages.rataNotHeld(2026),
    );
  });

  it('the seller accepts both offers: two closings open side by side, each on its rate', () => {
    const first = decide(
      { type: 'AcceptOffer', data: { practiceId, by: sellerId, at, offerId: 1, holder: undeclaredBuyer(), tradingDataGiven: true } },
      sideBySide,
    );
    const afterFirst = [...sideBySide, ...first];
    const second = decide(
      { type: 'AcceptOffer', data: { practiceId, by: sellerId, at, offerId: 2, holder: undeclaredBuyer(), tradingDataGiven: true } },
      afterFirst,
    );
    const state = fold(negotiationDecider, [...afterFirst, ...second]) as ExistingPractice;
    expect(state.closings.map((c) => [c.buyerId, c.rate])).toEqual([
      [bankId, ['2027']],
      [companyId, ['2026']],
    ]);
  });

  it("one closing's completion cedes its rate and ends its buyer's exclusivity; the other deal runs on", () => {
    const open = [...sideBySide, acceptedBy(bankId, 1, ['2027']), acceptedBy(companyId, 2, ['2026'])];
    const tick = (by: number, offerId: number, stepName: ClosingStep, fields: ClosingStepFields & { buyerCodiceFiscale?: string }): NegotiationCommand => ({
      type: 'RecordClosingStep',
      data: { practiceId, by, at, offerId, step: stepName, ...fields },
    });
    const events = [...open];
    for (const [by, stepName, fields] of [
      [sellerId, 'comunicazione', { protocol: 'PROT-2027-1', buyerCodiceFiscale: '01234567897' }],
      [sellerId, 'esito', { outcome: 'superata' }],
      [bankId, 'accettazione', {}],
      [sellerId, 'pagamento', { reference: '12345678901' }],
    ] as const) {
      events.push(...decide(tick(by, 1, stepName, fields), events));
    }
    const state = fold(negotiationDecider, events) as ExistingPractice;
    expect(events.at(-1)!.type).toBe('ClosingCompleted');
    expect(state.cededRate).toEqual(['2027']);
    expect(state.closings.map((c) => c.buyerId)).toEqual([companyId]);
    expect(state.exclusivities.map((e) => e.buyerId)).toEqual([companyId]);
    expect(state.saleStatus).toBe('in_trattativa');
  });

  it('each exclusivity expires on its own: the first to end is recorded, the other runs on', () => {
    const events = [...listed, held(bankId, ['2027'], t0), held(companyId, ['2026'], plus(t0, 10))];
    const state = fold(negotiationDecider, events) as ExistingPractice;
    const end = plus(t0, 24);
    expect(dueDeadlines(state, end)).toEqual([
      { type: 'ExclusivityExpired', data: { practiceId, buyerId: bankId, exclusiveUntil: end, at: end, stillHeld: true } },
    ]);
    expect(runningExclusivities(state, end).map((e) => e.buyerId)).toEqual([companyId]);
  });

  it('the practice is disponibile again only with the last expiry: the ones before it record that other rate are still held', () => {
    const events = [...listed, held(bankId, ['2027'], t0), held(companyId, ['2026'], plus(t0, 10))];
    const state = fold(negotiationDecider, events) as ExistingPractice;
    const afterBoth = plus(t0, 40);
    expect(dueDeadlines(state, afterBoth).map((e) => (e.data as { stillHeld?: true }).stillHeld)).toEqual([true, undefined]);
    const bankEnd = dueDeadlines(state, plus(t0, 24));
    const later = fold(negotiationDecider, [...events, ...bankEnd]) as ExistingPractice;
    expect(dueDeadlines(later, afterBoth)).toEqual([
      { type: 'ExclusivityExpired', data: { practiceId, buyerId: companyId, exclusiveUntil: plus(t0, 34), at: afterBoth } },
    ]);
    expect(later.saleStatus).toBe('in_trattativa');
  });
});
