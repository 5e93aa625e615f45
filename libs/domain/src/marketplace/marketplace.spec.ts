import type { BuyerKind } from '../credit/buyer-qualification';
import { defaultCreditTerms } from '../credit/credit-terms';
import { creditMessages } from '../credit/credit.messages';
import type { TransferChain } from '../credit/transfer-chain';
import { defaultDueDiligenceFacts } from '../due-diligence/due-diligence-facts';
import { dueDiligenceMessages } from '../due-diligence/due-diligence.messages';
import type { PracticeEvent } from '../practice/practice.events';
import { evolvePractice, initialPracticeState, type ExistingPractice } from '../practice/practice.state';
import { fold } from '../shared/decider';
import { deciderSpec, multiStreamDeciderSpec } from '../shared/decider.spec-helper';
import type { UserEvent, UserProfile } from '../user/user.events';
import type { WalletEvent } from '../wallet/wallet.events';
import type { PurchaseBaseAccess, PurchaseExclusivity } from './marketplace.commands';
import { exclusivityExpiryDecider, purchaseDecider } from './marketplace.decide';
import { marketplaceMessages as m } from './marketplace.messages';

const spec = multiStreamDeciderSpec(purchaseDecider);
const expiry = deciderSpec(exclusivityExpiryDecider);

const practiceId = 42;
const sellerId = 7;
const buyerId = 20;
const rivalId = 21;
const adminId = 1;
const t0 = '2026-03-02T10:00:00.000Z';
const at = '2026-03-02T12:00:00.000Z';
const plus = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3_600_000).toISOString();

const profile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  username: 'compratore',
  companyName: 'Compra S.r.l.',
  vatNumber: '12345678901',
  legalRepName: 'Anna Bianchi',
  phone: '3331234567',
  email: 'compra@example.it',
  isCedente: false,
  isCessionario: true,
  isAdmin: false,
  ...overrides,
});
const registered = (overrides: Partial<UserProfile> = {}, userId = buyerId): UserEvent => ({
  type: 'UserRegistered',
  data: { userId, ...profile(overrides), businessDocument: null, registeredAt: t0 },
});
const activeBuyer: UserEvent[] = [registered(), { type: 'UserApproved', data: { userId: buyerId, by: adminId, at: t0 } }];

const sellerEvent = (type: 'UserApproved' | 'UserBlocked' | 'UserRejected' | 'UserActivated' | 'UserDeleted' | 'UserPersonalDataErased'): UserEvent =>
  ({ type, data: { userId: sellerId, by: adminId, at: t0 } }) as UserEvent;
const sellerRegistered = registered({ isCedente: true, isCessionario: false }, sellerId);
const activeSeller: UserEvent[] = [sellerRegistered, sellerEvent('UserApproved')];

/** The practice's seller is active unless a case says otherwise. */
const given = (history: Parameters<typeof spec.given>[0]) => spec.given({ seller: activeSeller, ...history });

const funded = (credits: number, userId = buyerId): WalletEvent[] => [{ type: 'CreditsAdded', data: { userId, at: t0, credits, by: adminId, method: 'pin' } }];

type SubmittedData = Extract<PracticeEvent, { type: 'PracticeSubmitted' }>['data'];
const submittedData: SubmittedData = {
  practiceId,
  by: sellerId,
  at: t0,
  userId: sellerId,
  type: 'SUPERBONUS_110',
  year: 2026,
  amount: 150000,
  discount: 12.5,
  isTraceable: true,
  tributeCode: '7701',
  numSites: 1,
  ...defaultCreditTerms({ type: 'SUPERBONUS_110', year: 2026, amount: 150000 }),
  dueDiligenceFacts: defaultDueDiligenceFacts(150000),
  documents: { societari: [], fiscali: [] },
};
const submitted: PracticeEvent = { type: 'PracticeSubmitted', data: submittedData };
const approved: PracticeEvent = { type: 'PracticeApproved', data: { practiceId, by: adminId, at: t0, comment: null } };
const listed: PracticeEvent[] = [submitted, approved];

const baseBought = (by = buyerId, when = t0): PracticeEvent => ({ type: 'PracticeAccessPurchased', data: { practiceId, by, at: when, credits: 10 } });
const exclusiveBought = (by = buyerId, when = t0, hours = 24): PracticeEvent => ({
  type: 'ExclusivityPurchased',
  data: { practiceId, by, at: when, credits: { 24: 100, 48: 180, 72: 250 }[hours]!, hours, exclusiveUntil: plus(when, hours) },
});
const sold: PracticeEvent = { type: 'PracticeMarkedSold', data: { practiceId, by: sellerId, at: t0, viaPortal: true } };

const base = (overrides: Partial<PurchaseBaseAccess['data']> = {}): PurchaseBaseAccess => ({
  type: 'PurchaseBaseAccess',
  data: { practiceId, buyerId, at, ...overrides },
});
const exclusive = (hours: number, overrides: Partial<PurchaseExclusivity['data']> = {}): PurchaseExclusivity => ({
  type: 'PurchaseExclusivity',
  data: { practiceId, buyerId, at, hours, ...overrides },
});

const spentEvent = (credits: number, hours: number | null, when = at): WalletEvent => ({
  type: 'CreditsSpent',
  data: { userId: buyerId, at: when, credits, practiceId, accessType: hours === null ? 'base' : 'exclusive', hours },
});

describe('marketplace purchases (spec 4, 6, 9): one decision over buyer, wallet and practice', () => {
  describe('base access', () => {
    it('costs 10 credits: CreditsSpent on the wallet and PracticeAccessPurchased on the practice, together', () => {
      given({ buyer: activeBuyer, wallet: funded(25), practice: listed })
        .when(base())
        .then({
          wallet: [spentEvent(10, null)],
          practice: [{ type: 'PracticeAccessPurchased', data: { practiceId, by: buyerId, at, credits: 10 } }],
        });
    });

    it('exactly 10 credits are enough', () => {
      given({ buyer: activeBuyer, wallet: funded(10), practice: listed })
        .when(base())
        .then({
          wallet: [spentEvent(10, null)],
          practice: [{ type: 'PracticeAccessPurchased', data: { practiceId, by: buyerId, at, credits: 10 } }],
        });
    });

    it('never twice for the same buyer', () => {
      given({ buyer: activeBuyer, wallet: funded(100), practice: [...listed, baseBought()] })
        .when(base())
        .thenThrows(m.alreadyPurchased, 'conflict');
    });

    it('not after an exclusivity, which already includes it', () => {
      given({ buyer: activeBuyer, wallet: funded(100), practice: [...listed, exclusiveBought(buyerId, t0)] })
        .when(base())
        .thenThrows(m.alreadyPurchased, 'conflict');
    });

    it('another buyer may buy base access too while the practice is disponibile', () => {
      given({ buyer: activeBuyer, wallet: funded(10), practice: [...listed, baseBought(rivalId)] })
        .when(base())
        .then({
          wallet: [spentEvent(10, null)],
          practice: [{ type: 'PracticeAccessPurchased', data: { practiceId, by: buyerId, at, credits: 10 } }],
        });
    });
  });

  describe('exclusive access', () => {
    it.each([
      [24, 100],
      [48, 180],
      [72, 250],
    ])('%i hours cost %i credits and run from the purchase to exclusiveUntil', (hours, credits) => {
      given({ buyer: activeBuyer, wallet: funded(250), practice: listed })
        .when(exclusive(hours))
        .then({
          wallet: [spentEvent(credits, hours)],
          practice: [{ type: 'ExclusivityPurchased', data: { practiceId, by: buyerId, at, credits, hours, exclusiveUntil: plus(at, hours), rate: ['2026'] } }],
        });
    });

    it.each([0, 12, 36, 96, 24.5])('any other duration (%s hours) is refused', (hours) => {
      given({ buyer: activeBuyer, wallet: funded(1000), practice: listed })
        .when(exclusive(hours))
        .thenThrows(m.invalidHours, 'validation');
    });

    it('puts the practice in_trattativa until exclusiveUntil and includes base access', () => {
      const state = fold({ evolve: evolvePractice, initialState: initialPracticeState }, [...listed, exclusiveBought(buyerId, at, 48)]);
      expect(state).toMatchObject({ saleStatus: 'in_trattativa', buyers: [buyerId], exclusivities: [{ buyerId, until: plus(at, 48), rate: ['2026'] }] });
    });

    it('a buyer with base access may still buy the exclusivity, at its full price', () => {
      given({ buyer: activeBuyer, wallet: funded(100), practice: [...listed, baseBought()] })
        .when(exclusive(24))
        .then({
          wallet: [spentEvent(100, 24)],
          practice: [
            { type: 'ExclusivityPurchased', data: { practiceId, by: buyerId, at, credits: 100, hours: 24, exclusiveUntil: plus(at, 24), rate: ['2026'] } },
          ],
        });
    });

    it('the holder cannot buy it again while it runs', () => {
      given({ buyer: activeBuyer, wallet: funded(1000), practice: [...listed, exclusiveBought(buyerId, t0)] })
        .when(exclusive(24))
        .thenThrows(m.alreadyExclusive, 'conflict');
    });
  });

  describe("another buyer's exclusivity", () => {
    it('refuses base access while it runs', () => {
      given({ buyer: activeBuyer, wallet: funded(1000), practice: [...listed, exclusiveBought(rivalId, t0)] })
        .when(base())
        .thenThrows(m.underExclusivity, 'conflict');
    });

    it('refuses an exclusivity while it runs, up to its last millisecond', () => {
      const justBefore = new Date(Date.parse(plus(t0, 24)) - 1).toISOString();
      given({ buyer: activeBuyer, wallet: funded(1000), practice: [...listed, exclusiveBought(rivalId, t0)] })
        .when(exclusive(24, { at: justBefore }))
        .thenThrows(m.underExclusivity, 'conflict');
    });

    it('once over, even if not yet recorded, the purchase records the expiry first and then itself', () => {
      const end = plus(t0, 24);
      given({ buyer: activeBuyer, wallet: funded(100), practice: [...listed, exclusiveBought(rivalId, t0)] })
        .when(exclusive(24, { at: end }))
        .then({
          wallet: [{ type: 'CreditsSpent', data: { userId: buyerId, at: end, credits: 100, practiceId, accessType: 'exclusive', hours: 24 } }],
          practice: [
            { type: 'ExclusivityExpired', data: { practiceId, buyerId: rivalId, exclusiveUntil: end, at: end } },
            {
              type: 'ExclusivityPurchased',
              data: { practiceId, by: buyerId, at: end, credits: 100, hours: 24, exclusiveUntil: plus(end, 24), rate: ['2026'] },
            },
          ],
        });
    });

    it('after ExclusivityExpired the practice is disponibile again and base access can be bought', () => {
      const expired: PracticeEvent = { type: 'ExclusivityExpired', data: { practiceId, buyerId: rivalId, exclusiveUntil: plus(t0, 24), at } };
      given({ buyer: activeBuyer, wallet: funded(10), practice: [...listed, exclusiveBought(rivalId, t0), expired] })
        .when(base())
        .then({
          wallet: [spentEvent(10, null)],
          practice: [{ type: 'PracticeAccessPurchased', data: { practiceId, by: buyerId, at, credits: 10 } }],
        });
    });
  });

  it('production safety 5: a seller blocked, then reactivated, sells again', () => {
    given({ buyer: activeBuyer, wallet: funded(25), practice: listed, seller: [...activeSeller, sellerEvent('UserBlocked'), sellerEvent('UserActivated')] })
      .when(base())
      .then({ wallet: [spentEvent(10, null)], practice: [{ type: 'PracticeAccessPurchased', data: { practiceId, by: buyerId, at, credits: 10 } }] });
  });

  describe('refusals: nothing is charged', () => {
    it('too few credits, with the price and the balance', () => {
      given({ buyer: activeBuyer, wallet: funded(9), practice: listed })
        .when(base())
        .thenThrows(m.insufficientCredits(10, 9), 'conflict');
      given({ buyer: activeBuyer, wallet: funded(179), practice: listed })
        .when(exclusive(48))
        .thenThrows(m.insufficientCredits(180, 179), 'conflict');
    });

    it('an empty wallet', () => {
      given({ buyer: activeBuyer, practice: listed }).when(base()).thenThrows(m.insufficientCredits(10, 0), 'conflict');
    });

    it('credits already spent count: 25 credits buy two base accesses, not three', () => {
      const spentTwice: WalletEvent[] = [...funded(25), spentEvent(10, null), spentEvent(10, null)];
      given({ buyer: activeBuyer, wallet: spentTwice, practice: listed }).when(base()).thenThrows(m.insufficientCredits(10, 5), 'conflict');
    });

    it("the buyer's own practice", () => {
      const own = [registered({ isCedente: true }), { type: 'UserApproved', data: { userId: buyerId, by: adminId, at: t0 } } as UserEvent];
      given({ buyer: own, wallet: funded(100), practice: listed })
        .when(base({ buyerId: sellerId }))
        .thenThrows(m.ownPractice, 'forbidden');
    });

    it.each([
      ['ceduta', [sold]],
      ['ceduta during an exclusivity', [exclusiveBought(rivalId, t0), sold]],
    ])('a practice %s', (_label, events) => {
      given({ buyer: activeBuyer, wallet: funded(1000), practice: [...listed, ...events] })
        .when(base())
        .thenThrows(m.notAvailable, 'conflict');
      given({ buyer: activeBuyer, wallet: funded(1000), practice: [...listed, ...events] })
        .when(exclusive(24))
        .thenThrows(m.notAvailable, 'conflict');
    });

    it.each([
      ['never submitted', []],
      ['pending review', [submitted]],
      ['rejected', [submitted, { type: 'PracticeRejected', data: { practiceId, by: adminId, at: t0, comment: null } } as PracticeEvent]],
      ['deleted by an admin', [...listed, { type: 'PracticeDeleted', data: { practiceId, by: adminId, at: t0 } } as PracticeEvent]],
    ])('a practice %s is not on the marketplace: 404', (_label, events) => {
      given({ buyer: activeBuyer, wallet: funded(1000), practice: events })
        .when(base())
        .thenThrows(m.practiceNotFound, 'not_found');
    });

    it.each([
      ['pending', [registered()]],
      ['blocked', [...activeBuyer, { type: 'UserBlocked', data: { userId: buyerId, by: adminId, at: t0 } } as UserEvent]],
      ['rejected', [registered(), { type: 'UserRejected', data: { userId: buyerId, by: adminId, at: t0 } } as UserEvent]],
      ['deleted', [...activeBuyer, { type: 'UserDeleted', data: { userId: buyerId, by: adminId, at: t0 } } as UserEvent]],
      ['unknown', []],
    ])('a %s account', (_label, events) => {
      given({ buyer: events, wallet: funded(1000), practice: listed })
        .when(base())
        .thenThrows(m.accountNotActive, 'forbidden');
    });

    it.each([
      ['blocked', [...activeSeller, sellerEvent('UserBlocked')]],
      ['rejected', [sellerRegistered, sellerEvent('UserRejected')]],
      ['deleted', [...activeSeller, sellerEvent('UserDeleted')]],
      ['erased', [...activeSeller, sellerEvent('UserDeleted'), sellerEvent('UserPersonalDataErased')]],
      ['pending', [sellerRegistered]],
      ['unknown', []],
    ])('production safety 5: a %s seller sells nothing, base or exclusive, even to a buyer who bought before', (_label, events) => {
      given({ buyer: activeBuyer, wallet: funded(1000), practice: listed, seller: events })
        .when(base())
        .thenThrows(m.sellerNotActive, 'conflict');
      given({ buyer: activeBuyer, wallet: funded(1000), practice: [...listed, baseBought()], seller: events })
        .when(exclusive(24))
        .thenThrows(m.sellerNotActive, 'conflict');
    });

    it("production safety 5: another account's state never stands for the practice's seller", () => {
      const someoneElse = [registered({ isCedente: true }, rivalId), { type: 'UserApproved', data: { userId: rivalId, by: adminId, at: t0 } } as UserEvent];
      given({ buyer: activeBuyer, wallet: funded(1000), practice: listed, seller: someoneElse })
        .when(base())
        .thenThrows(m.sellerNotActive, 'conflict');
    });

    it('an active account that is not a cessionario', () => {
      const seller = [registered({ isCedente: true, isCessionario: false }), activeBuyer[1]!];
      given({ buyer: seller, wallet: funded(1000), practice: listed })
        .when(base())
        .thenThrows(m.cessionarioOnly, 'forbidden');
    });
  });
});

describe('issue 27: only a buyer the law allows buys, and only while a rata is usable; refusals charge nothing', () => {
  const declaredAs = (kind: BuyerKind, registerNumber: string | null): UserEvent => ({
    type: 'BuyerKindDeclared',
    data: { userId: buyerId, kind, registerNumber, by: buyerId, at: t0 },
  });
  const verifiedAs = (kind: BuyerKind, registerNumber: string | null): UserEvent => ({
    type: 'BuyerKindVerified',
    data: { userId: buyerId, kind, registerNumber, by: adminId, at: t0 },
  });
  const unverifiedBank = [...activeBuyer, declaredAs('banca', '03069')];
  const verifiedBank = [...unverifiedBank, verifiedAs('banca', '03069')];
  const publicAdministration = [...activeBuyer, declaredAs('pa', null)];

  /** The practice after the free transfer and one to a bank: only qualified buyers ('qualificati'). */
  const qualifiedOnly: TransferChain = { freeTransferUsed: true, qualifiedTransfers: 1, holder: 'banca' };
  const listedWith = (overrides: Partial<SubmittedData>): PracticeEvent[] => [
    { type: 'PracticeSubmitted', data: { ...submittedData, ...overrides } },
    approved,
  ];
  const forQualifiedOnly = listedWith({ transferChain: qualifiedOnly });

  it("an impresa is refused on a 'qualificati' practice, with the reason in Italian (forbidden)", () => {
    given({ buyer: activeBuyer, wallet: funded(1000), practice: forQualifiedOnly })
      .when(base())
      .thenThrows(creditMessages.onlyQualified, 'forbidden');
    given({ buyer: activeBuyer, wallet: funded(1000), practice: forQualifiedOnly })
      .when(exclusive(24))
      .thenThrows(creditMessages.onlyQualified, 'forbidden');
  });

  it('a bank not yet verified is refused', () => {
    given({ buyer: unverifiedBank, wallet: funded(1000), practice: forQualifiedOnly })
      .when(base())
      .thenThrows(creditMessages.notYetVerified('Banca'), 'forbidden');
  });

  it('a verified bank buys base access and the exclusivity', () => {
    given({ buyer: verifiedBank, wallet: funded(1000), practice: forQualifiedOnly })
      .when(base())
      .then({ wallet: [spentEvent(10, null)], practice: [{ type: 'PracticeAccessPurchased', data: { practiceId, by: buyerId, at, credits: 10 } }] });
    given({ buyer: verifiedBank, wallet: funded(1000), practice: forQualifiedOnly })
      .when(exclusive(24))
      .then({
        wallet: [spentEvent(100, 24)],
        practice: [
          { type: 'ExclusivityPurchased', data: { practiceId, by: buyerId, at, credits: 100, hours: 24, exclusiveUntil: plus(at, 24), rate: ['2026'] } },
        ],
      });
  });

  it("a public administration is refused even on a practice anyone may buy ('chiunque')", () => {
    given({ buyer: publicAdministration, wallet: funded(1000), practice: listed })
      .when(base())
      .thenThrows(creditMessages.publicAdministration, 'forbidden');
  });

  it('a practice whose rate all expired is not for sale any more (conflict)', () => {
    const afterLastRata = '2027-01-10T10:00:00.000Z';
    given({ buyer: activeBuyer, wallet: funded(1000), practice: listed })
      .when(base({ at: afterLastRata }))
      .thenThrows(creditMessages.allRataExpired, 'conflict');
  });

  it('a CREDITO_IVA practice has no rate and never expires', () => {
    const years = '2031-06-01T10:00:00.000Z';
    const iva = listedWith({ type: 'CREDITO_IVA', tributeCode: null, ...defaultCreditTerms({ type: 'CREDITO_IVA', year: 2026, amount: 150000 }) });
    given({ buyer: activeBuyer, wallet: funded(10), practice: iva })
      .when(base({ at: years }))
      .then({
        wallet: [spentEvent(10, null, years)],
        practice: [{ type: 'PracticeAccessPurchased', data: { practiceId, by: buyerId, at: years, credits: 10 } }],
      });
  });
});

describe('exclusivity expiry (ARCHITECTURE.md section 6), with the time as an argument', () => {
  const until = plus(t0, 24);
  const expire = (when: string) => ({ type: 'ExpireExclusivity', data: { practiceId, at: when } }) as const;

  it('at exclusiveUntil: ExclusivityExpired, and the practice is disponibile again', () => {
    expiry
      .given([...listed, exclusiveBought(rivalId, t0)])
      .when(expire(until))
      .then([{ type: 'ExclusivityExpired', data: { practiceId, buyerId: rivalId, exclusiveUntil: until, at: until } }]);
    const state = fold(exclusivityExpiryDecider, [
      ...listed,
      exclusiveBought(rivalId, t0),
      { type: 'ExclusivityExpired', data: { practiceId, buyerId: rivalId, exclusiveUntil: until, at: until } },
    ]) as ExistingPractice;
    expect(state).toMatchObject({ saleStatus: 'disponibile', exclusivities: [], buyers: [rivalId] });
  });

  it('before exclusiveUntil: nothing', () => {
    expiry
      .given([...listed, exclusiveBought(rivalId, t0)])
      .when(expire(plus(t0, 23.99)))
      .then([]);
  });

  it('already expired: nothing (a second processor appends nothing)', () => {
    const expired: PracticeEvent = { type: 'ExclusivityExpired', data: { practiceId, buyerId: rivalId, exclusiveUntil: until, at: until } };
    expiry
      .given([...listed, exclusiveBought(rivalId, t0), expired])
      .when(expire(plus(until, 1)))
      .then([]);
  });

  it('marked ceduta by the owner during the exclusivity: the sale ended it, nothing expires and it stays ceduta', () => {
    expiry
      .given([...listed, exclusiveBought(rivalId, t0), sold])
      .when(expire(plus(until, 1)))
      .then([]);
  });

  it('deleted by an admin during the exclusivity: nothing', () => {
    const deleted: PracticeEvent = { type: 'PracticeDeleted', data: { practiceId, by: adminId, at: t0 } };
    expiry
      .given([...listed, exclusiveBought(rivalId, t0), deleted])
      .when(expire(plus(until, 1)))
      .then([]);
  });

  it('no exclusivity at all: nothing', () => {
    expiry.given(listed).when(expire(at)).then([]);
  });
});

describe('issue 28: after 30 days without reconfirmation the exclusivity cannot be bought until the seller reconfirms', () => {
  const day = 24;
  const dueAt = plus(t0, 30 * day);
  const reconfirmed = (when: string): PracticeEvent => ({ type: 'CreditReconfirmed', data: { practiceId, by: sellerId, at: when } });

  it('a second before the 30 days the exclusivity is sold', () => {
    const when = new Date(Date.parse(dueAt) - 1000).toISOString();
    given({ buyer: activeBuyer, wallet: funded(100), practice: listed })
      .when(exclusive(24, { at: when }))
      .then({
        wallet: [spentEvent(100, 24, when)],
        practice: [
          {
            type: 'ExclusivityPurchased',
            data: { practiceId, by: buyerId, at: when, credits: 100, hours: 24, exclusiveUntil: plus(when, 24), rate: ['2026'] },
          },
        ],
      });
  });

  it('from the 30th day it is refused with the reason, and nothing is charged', () => {
    given({ buyer: activeBuyer, wallet: funded(100), practice: listed })
      .when(exclusive(24, { at: dueAt }))
      .thenThrows(dueDiligenceMessages.reconfirmationOverdue, 'conflict');
  });

  it('base access is still sold: the buyer may look before the seller reconfirms', () => {
    given({ buyer: activeBuyer, wallet: funded(100), practice: listed })
      .when(base({ at: dueAt }))
      .then({
        wallet: [spentEvent(10, null, dueAt)],
        practice: [{ type: 'PracticeAccessPurchased', data: { practiceId, by: buyerId, at: dueAt, credits: 10 } }],
      });
  });

  it('a reconfirmation starts the 30 days again', () => {
    const when = plus(dueAt, 1);
    given({ buyer: activeBuyer, wallet: funded(100), practice: [...listed, reconfirmed(plus(dueAt, -1))] })
      .when(exclusive(24, { at: when }))
      .then({
        wallet: [spentEvent(100, 24, when)],
        practice: [
          {
            type: 'ExclusivityPurchased',
            data: { practiceId, by: buyerId, at: when, credits: 100, hours: 24, exclusiveUntil: plus(when, 24), rate: ['2026'] },
          },
        ],
      });
  });
});
