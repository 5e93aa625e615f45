import { undeclaredBuyer, type BuyerQualification } from '../credit/buyer-qualification';
import { withRataFacts } from '../credit/credit-schedule';
import { creditMessages } from '../credit/credit.messages';
import { offsetLimitTexts } from '../credit/offset-limits';
import { categoryFromChain } from '../credit/rata-category';
import { unstartedChain } from '../credit/transfer-chain';
import { defaultDueDiligenceFacts } from '../due-diligence/due-diligence-facts';
import { exclusivityExpiryDecider } from '../marketplace/marketplace.decide';
import { nextClosingStep, type ClosingAction, type ClosingStep } from '../negotiation/closing';
import { latestSuspensionEnd } from '../negotiation/closing-steps';
import { holdingMessages, holdingsOf } from '../negotiation/holdings';
import type { ClosingStepFields, NegotiationCommand } from '../negotiation/negotiation.commands';
import { negotiationMessages as m } from '../negotiation/negotiation.messages';
import { fold } from '../shared/decider';
import { deciderSpec, expectRefusal } from '../shared/decider.spec-helper';
import type { DomainError } from '../shared/domain-error';
import { runningExclusivityOf } from './deadlines';
import { negotiationDecider } from './negotiation.decide';
import type { PracticeEvent } from './practice.events';
import { evolvePractice, initialPracticeState, type ExistingPractice } from './practice.state';

const practiceId = 42;
const sellerId = 7;
const buyerId = 20;
const strangerId = 33;
const adminId = 1;
const t0 = '2026-03-02T10:00:00.000Z';
const plus = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3_600_000).toISOString();
const at = plus(t0, 1);
const exclusiveUntil = plus(t0, 48);
const impresa: BuyerQualification = undeclaredBuyer();
const docs = [{ filename: 'a.pdf', sha256: 'ab'.repeat(32) }];

const rate = [2026, 2027, 2028, 2029].map((year) => ({ year, amount: 25_000, code: `R${year}` }));
const submitted = (
  type: 'SUPERBONUS_110' | 'CREDITO_IVA' = 'SUPERBONUS_110',
  chain = { freeTransferUsed: false, qualifiedTransfers: 0, holder: 'beneficiario' as const },
): PracticeEvent => ({
  type: 'PracticeSubmitted',
  data: {
    practiceId,
    by: sellerId,
    at: t0,
    userId: sellerId,
    type,
    year: 2026,
    amount: 100_000,
    discount: 10,
    isTraceable: true,
    tributeCode: type === 'CREDITO_IVA' ? null : '7701',
    numSites: 1,
    rate: type === 'CREDITO_IVA' ? [] : withRataFacts(rate, categoryFromChain(chain)),
    transferChain: chain,
    dueDiligenceFacts: defaultDueDiligenceFacts(100_000),
    documents: { societari: [], fiscali: [] },
  },
});
const approved: PracticeEvent = { type: 'PracticeApproved', data: { practiceId, by: adminId, at: t0, comment: null } };
const exclusive: PracticeEvent = { type: 'ExclusivityPurchased', data: { practiceId, by: buyerId, at: t0, credits: 50, hours: 48, exclusiveUntil } };
const negotiating: PracticeEvent[] = [submitted(), approved, exclusive];

const step = (offerId: number, by: number, when = at, amount = 45_000, rate = ['2026', '2027']) => ({
  practiceId,
  by,
  at: when,
  offerId,
  buyerId,
  sellerId,
  amount,
  rate,
});
const offerMade = (offerId: number, by = buyerId, terms: { amount?: number; rate?: number[]; repliesTo?: number | null } = {}): PracticeEvent => ({
  type: 'OfferMade',
  data: {
    ...step(offerId, by),
    amount: terms.amount ?? 45_000,
    rate: terms.rate ?? ['2026', '2027'],
    notes: null,
    expiresAt: plus(at, 24),
    repliesTo: terms.repliesTo ?? null,
    documents: docs,
  },
});
const accepted = (offerId = 1, by = sellerId, rate = ['2026', '2027'], amount = 45_000): PracticeEvent => ({
  type: 'OfferAccepted',
  data: step(offerId, by, at, amount, rate),
});
const ticked = (
  stepName: ClosingStep,
  by: number,
  protocol: string | null = null,
  fields: { communicatedOn?: string; buyerCodiceFiscale?: string; reference?: string } = {},
): PracticeEvent => ({
  type: 'ClosingStepRecorded',
  data: { ...step(1, by), step: stepName, protocol, ...fields },
});
const communicated = (protocol = 'PROT12345', communicatedOn = '2026-03-02') =>
  ticked('comunicazione', sellerId, protocol, { communicatedOn, buyerCodiceFiscale: '01234567897' });

const spec = deciderSpec(negotiationDecider);
const stamp = (by: number, when = at) => ({ practiceId, by, at: when });
const make = (extra: Partial<Extract<NegotiationCommand, { type: 'MakeOffer' }>['data']> = {}): NegotiationCommand => ({
  type: 'MakeOffer',
  data: { ...stamp(buyerId), holder: impresa, offerId: 1, documents: docs, amount: 45_000, rate: ['2027', '2026'], tradingDataGiven: true, ...extra },
});
const answer = (type: 'AcceptOffer' | 'RejectOffer' | 'WithdrawOffer', by: number, offerId = 1, when = at): NegotiationCommand =>
  type === 'AcceptOffer'
    ? { type, data: { ...stamp(by, when), offerId, holder: impresa, tradingDataGiven: true } }
    : { type, data: { ...stamp(by, when), offerId } };
const counter = (by: number, extra: Partial<Extract<NegotiationCommand, { type: 'CounterOffer' }>['data']> = {}): NegotiationCommand => ({
  type: 'CounterOffer',
  data: { ...stamp(by), holder: impresa, offerId: 1, newOfferId: 2, documents: docs, amount: 48_000, tradingDataGiven: true, ...extra },
});
/** The API reads the buyer's codice fiscale for the communication only. */
const buyerCodiceFiscale = '01234567897';
const tick = (stepName: ClosingAction, by: number, protocol?: string, fields: ClosingStepFields = {}, when = at): NegotiationCommand => ({
  type: 'RecordClosingStep',
  data: { ...stamp(by, when), offerId: 1, step: stepName, protocol, ...fields, ...(stepName === 'comunicazione' ? { buyerCodiceFiscale } : {}) },
});

describe('offers (issue 29 "Offers")', () => {
  it('the holder offers on whole rate: OfferMade with its rate in year order, a 48-hour expiry and the documents fingerprinted', () => {
    spec
      .given(negotiating)
      .when(make({ notes: '  pagamento a 5 giorni ' }))
      .then([
        {
          type: 'OfferMade',
          data: {
            ...step(1, buyerId),
            amount: 45_000,
            rate: ['2026', '2027'],
            notes: 'pagamento a 5 giorni',
            expiresAt: plus(at, 48) > exclusiveUntil ? exclusiveUntil : plus(at, 48),
            repliesTo: null,
            documents: docs,
          },
        },
      ]);
  });

  it("the default expiry never passes the exclusivity's end", () => {
    const late = plus(t0, 40);
    const [event] = negotiationDecider.decide(make({ at: late }), fold(negotiationDecider, negotiating));
    expect(event.data).toMatchObject({ expiresAt: exclusiveUntil });
  });

  it('a Credito IVA offer covers the whole credit, up to its amount', () => {
    const iva = [submitted('CREDITO_IVA'), approved, exclusive];
    const [event] = negotiationDecider.decide(make({ rate: [], amount: 90_000 }), fold(negotiationDecider, iva));
    expect(event.data).toMatchObject({ rate: [], amount: 90_000 });
    expectRefusal(() => negotiationDecider.decide(make({ rate: [], amount: 100_000.01 }), fold(negotiationDecider, iva)), m.amountAboveFace(100_000));
    expectRefusal(() => negotiationDecider.decide(make({ rate: ['2026'] }), fold(negotiationDecider, iva)), m.rateNotAllowed);
  });

  type Refusal = [string, PracticeEvent[], NegotiationCommand, string, DomainError['kind']];
  const refusals: Refusal[] = [
    ['nobody offers without the exclusivity', [submitted(), approved], make(), m.onlyHolder, 'forbidden'],
    ['another buyer offers during the exclusivity', negotiating, make({ by: strangerId }), m.onlyHolder, 'forbidden'],
    ['the holder offers once the exclusivity ended', negotiating, make({ at: exclusiveUntil }), m.onlyHolder, 'forbidden'],
    ['a second pending offer in one negotiation', [...negotiating, offerMade(1)], make({ offerId: 2 }), m.pendingExists, 'conflict'],
    ['an offer while the closing is open', [...negotiating, offerMade(1), accepted()], make({ offerId: 2 }), m.closingOpen, 'conflict'],
    ['amount 0', negotiating, make({ amount: 0 }), m.amountInvalid, 'validation'],
    ['amount with three decimals', negotiating, make({ amount: 10.001 }), m.amountInvalid, 'validation'],
    ['amount above the face value of the covered rate', negotiating, make({ amount: 50_000.01 }), m.amountAboveFace(50_000), 'validation'],
    ['no rata chosen', negotiating, make({ rate: [] }), m.rateRequired, 'validation'],
    ['a rata of another year', negotiating, make({ rate: ['2031'] }), m.rataUnknown, 'validation'],
    ['the same rata twice', negotiating, make({ rate: ['2026', '2026'] }), m.rataDuplicate, 'validation'],
    ['an expiry in the past', negotiating, make({ expiresAt: t0 }), m.expiryInvalid, 'validation'],
    ['an expiry after the exclusivity', negotiating, make({ expiresAt: plus(exclusiveUntil, 1) }), m.expiryAfterExclusivity, 'validation'],
    ['notes over 1000 characters', negotiating, make({ notes: 'x'.repeat(1001) }), m.notesTooLong, 'validation'],
    ['an unapproved practice', [submitted(), exclusive], make(), m.practiceNotFound, 'not_found'],
    [
      'a holder the transfer chain no longer allows (issue 27)',
      [submitted('SUPERBONUS_110', { freeTransferUsed: true, qualifiedTransfers: 0, holder: 'impresa' as never }), approved, exclusive],
      make(),
      creditMessages.onlyQualified,
      'forbidden',
    ],
  ];

  it.each(refusals)('refused: %s', (_name, given, command, message, kind) => spec.given(given).when(command).thenThrows(message, kind));

  describe('issue 45: the correntista route, declared with the offer (art. 121 c. 1 DL 34/2020 as amended by DL 50/2022 conv.)', () => {
    const bankAfter3 = { freeTransferUsed: true, qualifiedTransfers: 3, holder: 'banca' as const };
    const bankHeld: PracticeEvent[] = [submitted('SUPERBONUS_110', bankAfter3), approved, exclusive];
    const made = (correntistaOf: number) => ({
      type: 'OfferMade' as const,
      data: {
        ...step(1, buyerId),
        notes: null,
        expiresAt: plus(at, 48) > exclusiveUntil ? exclusiveUntil : plus(at, 48),
        repliesTo: null,
        documents: docs,
        correntistaOf,
      },
    });

    it.each([
      ["no bank declared: only the bank's correntisti buy after the third qualified transfer", {}, creditMessages.onlyBankAccountHolders],
      ['a bank that is not the seller', { correntistaOf: sellerId + 100 }, creditMessages.correntistaOfNotSeller],
    ])('refused: %s (forbidden)', (_name, extra, message) => {
      spec.given(bankHeld).when(make(extra)).thenThrows(message, 'forbidden');
    });

    it('an impresa declaring the selling bank offers; the offer records the bank, the seller accepts and a counter keeps it', () => {
      spec
        .given(bankHeld)
        .when(make({ correntistaOf: sellerId }))
        .then([made(sellerId)]);
      spec
        .given([...bankHeld, made(sellerId)])
        .when(answer('AcceptOffer', sellerId))
        .then([{ type: 'OfferAccepted', data: step(1, sellerId) }]);
      const [, countered] = negotiationDecider.decide(
        counter(sellerId),
        [...bankHeld, made(sellerId)].reduce(negotiationDecider.evolve, negotiationDecider.initialState()),
      );
      expect(countered).toMatchObject({ type: 'OfferMade', data: { repliesTo: 1, correntistaOf: sellerId } });
    });

    it("the holder's profile bank, when it is the seller, opens the route without a declaration, and the offer records it: a correntista deal, 'senza facoltà di ulteriore cessione'", () => {
      spec
        .given(bankHeld)
        .when(make({ holder: { ...impresa, correntistaOf: sellerId } }))
        .then([made(sellerId)]);
    });

    it('a buyer the ordinary route admits records no bank, even with the seller on its profile: its holding stays transferable', () => {
      const bankAfter1: PracticeEvent[] = [submitted('SUPERBONUS_110', { ...bankAfter3, qualifiedTransfers: 1 }), approved, exclusive];
      const verifiedBank = { kind: 'banca' as const, registerNumber: '01005', verified: true, correntistaOf: sellerId };
      spec
        .given(bankAfter1)
        .when(make({ holder: verifiedBank }))
        .then([{ ...made(sellerId), data: (({ correntistaOf: _bank, ...rest }) => rest)(made(sellerId).data) }]);
    });
  });

  it('a rata lost on 31 December cannot be offered the next year', () => {
    const newYear = '2027-01-01T09:00:00.000Z';
    const history: PracticeEvent[] = [
      submitted(),
      approved,
      { ...exclusive, data: { ...exclusive.data, at: plus(newYear, -1), exclusiveUntil: plus(newYear, 47) } },
    ];
    spec
      .given(history)
      .when(make({ at: newYear, rate: ['2026'] }))
      .thenThrows(m.rataNotAvailable(2026), 'validation');
  });
});

describe('answers to an offer (issue 29: accept, reject, counter, withdraw)', () => {
  const pending = [...negotiating, offerMade(1)];

  it('the seller accepts: OfferAccepted with the terms, which opens the closing and extends the exclusivity', () => {
    spec.given(pending).when(answer('AcceptOffer', sellerId)).then([accepted()]);
    const state = fold(negotiationDecider, [...pending, accepted()]) as ExistingPractice;
    expect(state.closings).toMatchObject([{ offerId: 1, rate: ['2026', '2027'], ticks: {} }]);
    expect(runningExclusivityOf(state, buyerId, plus(exclusiveUntil, 100))).toBeDefined();
  });

  it('issue 46: a party trades only once it gave its data for trading: an offer, a counter or an acceptance without it is refused (409), after the checks of who may act', () => {
    const required = m.tradingDataRequired;
    spec
      .given(negotiating)
      .when(make({ tradingDataGiven: false }))
      .thenThrows(required, 'conflict');
    spec
      .given(pending)
      .when(counter(sellerId, { tradingDataGiven: false }))
      .thenThrows(required, 'conflict');
    spec
      .given(pending)
      .when({ type: 'AcceptOffer', data: { ...stamp(sellerId), offerId: 1, holder: impresa, tradingDataGiven: false } })
      .thenThrows(required, 'conflict');
    // A stranger still learns only that it is no party.
    spec
      .given(pending)
      .when({ type: 'AcceptOffer', data: { ...stamp(999), offerId: 1, holder: impresa, tradingDataGiven: false } })
      .thenThrows(m.notCounterpart, 'forbidden');
  });

  it('the seller rejects with a reason; the holder may offer again', () => {
    spec
      .given(pending)
      .when({ type: 'RejectOffer', data: { ...stamp(sellerId), offerId: 1, reason: ' troppo basso ' } })
      .then([{ type: 'OfferRejected', data: { ...step(1, sellerId), reason: 'troppo basso' } }]);
    const rejected: PracticeEvent = { type: 'OfferRejected', data: { ...step(1, sellerId), reason: null } };
    expect(negotiationDecider.decide(make({ offerId: 2 }), fold(negotiationDecider, [...pending, rejected]))).toHaveLength(1);
  });

  it('the seller counters: the offer is countered and a new pending offer by the seller replies to it; the holder may counter back', () => {
    spec
      .given(pending)
      .when(counter(sellerId))
      .then([
        { type: 'OfferCountered', data: step(1, sellerId) },
        {
          type: 'OfferMade',
          data: { ...step(2, sellerId), amount: 48_000, rate: ['2026', '2027'], notes: null, expiresAt: plus(at, 47), repliesTo: 1, documents: docs },
        },
      ]);
    const countered = [...pending, ...negotiationDecider.decide(counter(sellerId), fold(negotiationDecider, pending))];
    const back = negotiationDecider.decide(counter(buyerId, { offerId: 2, newOfferId: 3, amount: 46_500 }), fold(negotiationDecider, countered));
    expect(back.map((e) => e.type)).toEqual(['OfferCountered', 'OfferMade']);
    expect(back[1].data).toMatchObject({ offerId: 3, by: buyerId, repliesTo: 2 });
  });

  it('the author withdraws before a decision', () => {
    spec
      .given(pending)
      .when(answer('WithdrawOffer', buyerId))
      .then([{ type: 'OfferWithdrawn', data: step(1, buyerId) }]);
  });

  type Refusal = [string, PracticeEvent[], NegotiationCommand, string, DomainError['kind']];
  const refusals: Refusal[] = [
    ['the author accepts its own offer', pending, answer('AcceptOffer', buyerId), m.notCounterpart, 'forbidden'],
    ['a third party accepts', pending, answer('AcceptOffer', strangerId), m.notCounterpart, 'forbidden'],
    ['a third party counters', pending, counter(strangerId), m.notCounterpart, 'forbidden'],
    ['an admin rejects', pending, answer('RejectOffer', adminId), m.notCounterpart, 'forbidden'],
    ['the other party withdraws', pending, answer('WithdrawOffer', sellerId), m.notAuthor, 'forbidden'],
    ['an unknown offer', pending, answer('AcceptOffer', sellerId, 9), m.offerNotFound, 'not_found'],
    ['a second accept', [...pending, accepted()], answer('AcceptOffer', sellerId), m.offerNotPending, 'conflict'],
    [
      'accepting a withdrawn offer',
      [...pending, { type: 'OfferWithdrawn', data: step(1, buyerId) }],
      answer('AcceptOffer', sellerId),
      m.offerNotPending,
      'conflict',
    ],
    ['accepting past the offer expiry', pending, answer('AcceptOffer', sellerId, 1, plus(at, 24)), m.offerExpired, 'conflict'],
    ['a counter that changes nothing', pending, counter(sellerId, { amount: 45_000 }), m.counterUnchanged, 'validation'],
    ['a counter above the face value', pending, counter(sellerId, { amount: 60_000 }), m.amountAboveFace(50_000), 'validation'],
  ];

  it.each(refusals)('refused: %s', (_name, given, command, message, kind) => spec.given(given).when(command).thenThrows(message, kind));
});

describe('closing (issue 29 "Closing")', () => {
  const closing = [...negotiating, offerMade(1), accepted()];

  it('the seller records the communication with its protocol in canonical form', () => {
    spec
      .given(closing)
      .when(tick('comunicazione', sellerId, ' ab-12345/2026 '))
      .then([communicated('AB-12345/2026')]);
  });

  it('the last tick cedes the covered rate; the rest is on sale again', () => {
    const history = [...closing, communicated(), ticked('esito', sellerId), ticked('accettazione', buyerId)];
    const events = negotiationDecider.decide(tick('pagamento', sellerId, undefined, { reference: 'cro 12345678901' }), fold(negotiationDecider, history));
    expect(events).toEqual([
      ticked('pagamento', sellerId, null, { reference: 'CRO12345678901' }),
      { type: 'ClosingCompleted', data: { ...step(1, sellerId), protocol: 'PROT12345' } },
    ]);
    const after = fold(negotiationDecider, [...history, ...events]) as ExistingPractice;
    expect(after).toMatchObject({ cededRate: ['2026', '2027'], saleStatus: 'disponibile', exclusivities: [], closings: [] });
  });

  it("when every rata is ceduta the practice is ceduta through the portal, with the protocol (the spec's mark-as-sold)", () => {
    const all = [
      ...negotiating,
      offerMade(1, buyerId, { amount: 90_000, rate: ['2026', '2027', '2028', '2029'] }),
      accepted(1, sellerId, ['2026', '2027', '2028', '2029'], 90_000),
    ];
    const history = [...all, communicated(), ticked('esito', sellerId), ticked('accettazione', buyerId)];
    const events = negotiationDecider.decide(tick('pagamento', sellerId, undefined, { reference: '12345678901' }), fold(negotiationDecider, history));
    expect(events.map((e) => e.type)).toEqual(['ClosingStepRecorded', 'ClosingCompleted', 'PracticeMarkedSold']);
    expect(events[2].data).toEqual({ practiceId, by: sellerId, at, viaPortal: true, protocol: 'PROT12345' });
    expect(fold(negotiationDecider, [...history, ...events])).toMatchObject({ saleStatus: 'ceduta', soldViaPortal: true });
  });

  it('either party abandons with a reason: the rate are free and the practice disponibile', () => {
    spec
      .given(closing)
      .when({ type: 'AbandonClosing', data: { ...stamp(buyerId), offerId: 1, reason: 'fondi non disponibili' } })
      .then([{ type: 'ClosingAbandoned', data: { ...step(1, buyerId), reason: 'fondi non disponibili' } }]);
    const after = fold(negotiationDecider, [...closing, { type: 'ClosingAbandoned', data: { ...step(1, sellerId), reason: 'x' } }]);
    expect(after).toMatchObject({ saleStatus: 'disponibile', closings: [], exclusivities: [], cededRate: [] });
  });

  type Refusal = [string, PracticeEvent[], NegotiationCommand, string, DomainError['kind']];
  const refusals: Refusal[] = [
    ['the buyer records the communication', closing, tick('comunicazione', buyerId, 'PROT12345'), m.stepNotYours('cedente'), 'forbidden'],
    ['the payment before the acceptance', [...closing, communicated(), ticked('esito', sellerId)], tick('pagamento', sellerId), m.stepOutOfOrder, 'conflict'],
    [
      'the seller confirms the acceptance',
      [...closing, communicated(), ticked('esito', sellerId)],
      tick('accettazione', sellerId),
      m.stepNotYours('cessionario'),
      'forbidden',
    ],
    ['the communication without a protocol', closing, tick('comunicazione', sellerId), m.protocolRequired, 'validation'],
    ['a protocol of 3 characters', closing, tick('comunicazione', sellerId, 'A1B'), m.protocolInvalid, 'validation'],
    ['a third party ticks', closing, tick('comunicazione', strangerId, 'PROT12345'), m.notParty, 'forbidden'],
    ['a tick with no closing open', [...negotiating, offerMade(1)], tick('comunicazione', sellerId, 'PROT12345'), m.closingNotFound, 'not_found'],
    [
      'abandoning without a reason',
      closing,
      { type: 'AbandonClosing', data: { ...stamp(sellerId), offerId: 1, reason: '  ' } },
      m.reasonRequired,
      'validation',
    ],
  ];

  it.each(refusals)('refused: %s', (_name, given, command, message, kind) => spec.given(given).when(command).thenThrows(message, kind));
});

describe("issue 47: the closing follows the Agenzia's Piattaforma Cessione Crediti step by step", () => {
  const closing = [...negotiating, offerMade(1), accepted()];
  const suspendedUntil = '2026-03-20';
  const suspended: PracticeEvent = { type: 'ClosingSuspended', data: { ...step(1, sellerId), suspendedUntil } };
  const outcome = (fields: ClosingStepFields, when = at) => tick('esito', sellerId, undefined, fields, when);
  const ended = (cause: 'annullata' | 'rifiutata', by: number, reason: string): PracticeEvent => ({
    type: 'ClosingAbandoned',
    data: { ...step(1, by), reason, cause },
  });

  it('the communication records its day on the platform, given or today in Rome', () => {
    spec
      .given(closing)
      .when(tick('comunicazione', sellerId, 'PROT12345', { communicatedOn: '2026-03-02' }))
      .then([communicated()]);
    const lateEvening = '2026-03-02T23:30:00.000Z';
    const events = negotiationDecider.decide(tick('comunicazione', sellerId, 'PROT12345', {}, lateEvening), fold(negotiationDecider, closing));
    expect(events[0].data).toMatchObject({ communicatedOn: '2026-03-03' });
  });

  it('the check passes: the outcome is ticked and the buyer accepts next', () => {
    spec
      .given([...closing, communicated()])
      .when(outcome({ outcome: 'superata' }))
      .then([ticked('esito', sellerId)]);
    const after = fold(negotiationDecider, [...closing, communicated(), ticked('esito', sellerId)]) as ExistingPractice;
    expect(nextClosingStep(after.closings[0]!)).toBe('accettazione');
  });

  it('suspended (art. 122-bis: within 5 working days, up to 30 days): ClosingSuspended, the outcome stays next, then it passes', () => {
    spec
      .given([...closing, communicated()])
      .when(outcome({ outcome: 'sospesa', suspendedUntil }))
      .then([suspended]);
    const history = [...closing, communicated(), suspended];
    const state = fold(negotiationDecider, history) as ExistingPractice;
    expect(state.closings[0]).toMatchObject({ suspendedUntil, communicatedOn: '2026-03-02' });
    expect(nextClosingStep(state.closings[0]!)).toBe('esito');
    spec
      .given(history)
      .when(outcome({ outcome: 'superata' }, plus(at, 24 * 18)))
      .then([{ ...ticked('esito', sellerId), data: { ...ticked('esito', sellerId).data, at: plus(at, 24 * 18) } }]);
  });

  it('the suspension ends at the latest 30 days after the fifth working day from the communication', () => {
    // Communicated on Monday 2 March 2026: the fifth working day is Monday 9 March, so 8 April at the latest.
    expect(latestSuspensionEnd('2026-03-02')).toBe('2026-04-08');
    spec
      .given([...closing, communicated()])
      .when(outcome({ outcome: 'sospesa', suspendedUntil: '2026-04-08' }))
      .then([{ type: 'ClosingSuspended', data: { ...step(1, sellerId), suspendedUntil: '2026-04-08' } }]);
    spec
      .given([...closing, communicated()])
      .when(outcome({ outcome: 'sospesa', suspendedUntil: '2026-04-09' }))
      .thenThrows(m.suspensionTooLong('2026-04-08'), 'validation');
  });

  it("annulled by the Agenzia: the deal ends with the law's words or the seller's, the rate are on sale again", () => {
    spec
      .given([...closing, communicated(), suspended])
      .when(outcome({ outcome: 'annullata' }))
      .then([ended('annullata', sellerId, m.annulledByAgenzia)]);
    spec
      .given([...closing, communicated()])
      .when(outcome({ outcome: 'annullata', reason: ' rischio confermato ' }))
      .then([ended('annullata', sellerId, 'rischio confermato')]);
    const after = fold(negotiationDecider, [...closing, communicated(), ended('annullata', sellerId, 'x')]);
    expect(after).toMatchObject({ saleStatus: 'disponibile', closings: [], exclusivities: [], cededRate: [] });
  });

  it('the buyer refuses the credit on the platform instead of accepting it: the deal ends with its reason', () => {
    spec
      .given([...closing, communicated(), ticked('esito', sellerId)])
      .when(tick('rifiuto', buyerId, undefined, { reason: 'importo diverso dal pattuito' }))
      .then([ended('rifiutata', buyerId, 'importo diverso dal pattuito')]);
  });

  it('a closing opened before these steps (accepted with no outcome recorded) reads the check as passed and goes on to the payment', () => {
    const legacy = [...closing, ticked('comunicazione', sellerId, 'PROT12345'), ticked('accettazione', buyerId)];
    const state = fold(negotiationDecider, legacy) as ExistingPractice;
    expect(nextClosingStep(state.closings[0]!)).toBe('pagamento');
    expect(state.closings[0]).toMatchObject({ communicatedOn: '2026-03-02' });
  });

  type Refusal = [string, PracticeEvent[], NegotiationCommand, string, DomainError['kind']];
  const afterCheck = [...closing, communicated(), ticked('esito', sellerId)];
  const refusals: Refusal[] = [
    [
      'a communication dated in the future',
      closing,
      tick('comunicazione', sellerId, 'PROT12345', { communicatedOn: '2026-03-03' }),
      m.communicationDayFuture,
      'validation',
    ],
    [
      'a communication dated before the offer was accepted',
      closing,
      tick('comunicazione', sellerId, 'PROT12345', { communicatedOn: '2026-03-01' }),
      m.communicationDayBeforeAcceptance,
      'validation',
    ],
    [
      'a communication day that is no day',
      closing,
      tick('comunicazione', sellerId, 'PROT12345', { communicatedOn: '2026-02-30' }),
      m.communicationDayInvalid,
      'validation',
    ],
    [
      'the communication before the buyer gave its codice fiscale (the API read none)',
      closing,
      { type: 'RecordClosingStep', data: { ...stamp(sellerId), offerId: 1, step: 'comunicazione', protocol: 'PROT12345', buyerCodiceFiscale: null } },
      m.buyerCodiceFiscaleMissing,
      'conflict',
    ],
    ['the outcome before the communication', closing, outcome({ outcome: 'superata' }), m.stepOutOfOrder, 'conflict'],
    [
      'the buyer records the outcome',
      [...closing, communicated()],
      tick('esito', buyerId, undefined, { outcome: 'superata' }),
      m.stepNotYours('cedente'),
      'forbidden',
    ],
    ['an outcome not given', [...closing, communicated()], outcome({}), m.outcomeRequired, 'validation'],
    ['a suspension without its end', [...closing, communicated()], outcome({ outcome: 'sospesa' }), m.suspensionEndRequired, 'validation'],
    [
      'a suspension ending today',
      [...closing, communicated()],
      outcome({ outcome: 'sospesa', suspendedUntil: '2026-03-02' }),
      m.suspensionEndPast,
      'validation',
    ],
    [
      'a second suspension',
      [...closing, communicated(), suspended],
      outcome({ outcome: 'sospesa', suspendedUntil: '2026-03-25' }),
      m.alreadySuspended,
      'conflict',
    ],
    [
      "a suspension's end sent with a passed check",
      [...closing, communicated()],
      outcome({ outcome: 'superata', suspendedUntil }),
      m.fieldsNotOfStep,
      'validation',
    ],
    [
      'the protocol sent with the outcome',
      [...closing, communicated()],
      tick('esito', sellerId, 'PROT12345', { outcome: 'superata' }),
      m.protocolNotAllowed,
      'validation',
    ],
    ['a refusal before the check passed', [...closing, communicated()], tick('rifiuto', buyerId, undefined, { reason: 'no' }), m.refusalOutOfOrder, 'conflict'],
    ['a refusal without a reason', afterCheck, tick('rifiuto', buyerId, undefined, { reason: ' ' }), m.refusalReasonRequired, 'validation'],
    ['the seller refuses for the buyer', afterCheck, tick('rifiuto', sellerId, undefined, { reason: 'x' }), m.stepNotYours('cessionario'), 'forbidden'],
    [
      'a refusal after the acceptance',
      [...afterCheck, ticked('accettazione', buyerId)],
      tick('rifiuto', buyerId, undefined, { reason: 'x' }),
      m.refusalOutOfOrder,
      'conflict',
    ],
    [
      'the payment without a reference',
      [...afterCheck, ticked('accettazione', buyerId)],
      tick('pagamento', sellerId),
      m.paymentReferenceRequired,
      'validation',
    ],
    [
      'a reference with symbols',
      [...afterCheck, ticked('accettazione', buyerId)],
      tick('pagamento', sellerId, undefined, { reference: 'CRO-123/45' }),
      m.paymentReferenceInvalid,
      'validation',
    ],
  ];

  it.each(refusals)('refused: %s', (_name, given, command, message, kind) => spec.given(given).when(command).thenThrows(message, kind));
});

describe('issue 47: a Credito IVA is transferred by notarial deed, served on the Agenzia and the agente della riscossione (art. 1264 c.c., art. 69 R.D. 2440/1923)', () => {
  const ivaOffer: PracticeEvent = { ...offerMade(1, buyerId, { amount: 90_000, rate: [] }) };
  const iva = [submitted('CREDITO_IVA'), approved, exclusive, ivaOffer];
  const opened: PracticeEvent = { type: 'OfferAccepted', data: { ...step(1, sellerId, at, 90_000, []), closingPath: 'atto_notarile' } };
  const deedFields = { notary: ' Notaio Maria Bianchi ', deedOn: '2026-03-02', repertorio: ' 12345/678 ' };
  const ivaStep = (stepName: ClosingAction, by: number, fields: ClosingStepFields = {}): NegotiationCommand => ({
    type: 'RecordClosingStep',
    data: { ...stamp(by), offerId: 1, step: stepName, ...fields },
  });
  const ivaTick = (stepName: ClosingStep, fields: Record<string, unknown>, protocol: string | null = null): PracticeEvent => ({
    type: 'ClosingStepRecorded',
    data: { ...step(1, sellerId, at, 90_000, []), step: stepName, protocol, ...fields },
  });
  const deed = ivaTick('atto', { notary: 'Notaio Maria Bianchi', deedOn: '2026-03-02', repertorio: '12345/678' }, 'REP. 12345/678');

  it("the seller's acceptance opens the closing on the notarial path, whose first step is the deed", () => {
    const events = negotiationDecider.decide(answer('AcceptOffer', sellerId), fold(negotiationDecider, iva));
    expect(events).toEqual([opened]);
    const state = fold(negotiationDecider, [...iva, opened]) as ExistingPractice;
    expect(state.closings[0]).toMatchObject({ path: 'atto_notarile' });
    expect(nextClosingStep(state.closings[0]!)).toBe('atto');
  });

  it('the deed with its notary, day and repertorio, then its notice, then the payment: the credit is ceduta, the repertorio names the transfer', () => {
    spec
      .given([...iva, opened])
      .when(ivaStep('atto', sellerId, deedFields))
      .then([deed]);
    spec
      .given([...iva, opened, deed])
      .when(ivaStep('notifica', sellerId, { notifiedOn: '2026-03-02' }))
      .then([ivaTick('notifica', { notifiedOn: '2026-03-02' })]);
    const served = [...iva, opened, deed, ivaTick('notifica', { notifiedOn: '2026-03-02' })];
    const events = negotiationDecider.decide(ivaStep('pagamento', sellerId, { reference: '12345678901' }), fold(negotiationDecider, served));
    expect(events.map((e) => e.type)).toEqual(['ClosingStepRecorded', 'ClosingCompleted', 'PracticeMarkedSold']);
    expect(events[1]!.data).toMatchObject({ protocol: 'REP. 12345/678', rate: [] });
  });

  type Refusal = [string, PracticeEvent[], NegotiationCommand, string, DomainError['kind']];
  const open = [...iva, opened];
  const refusals: Refusal[] = [
    ['a communication on the platform for a Credito IVA', open, ivaStep('comunicazione', sellerId, { protocol: 'PROT12345' }), m.stepOutOfOrder, 'conflict'],
    ['the notice before the deed', open, ivaStep('notifica', sellerId, { notifiedOn: '2026-03-02' }), m.stepOutOfOrder, 'conflict'],
    ['the buyer records the deed', open, ivaStep('atto', buyerId, deedFields), m.stepNotYours('cedente'), 'forbidden'],
    ['a deed without its notary', open, ivaStep('atto', sellerId, { ...deedFields, notary: ' ' }), m.notaryRequired, 'validation'],
    ['a deed dated in the future', open, ivaStep('atto', sellerId, { ...deedFields, deedOn: '2026-03-03' }), m.deedDayFuture, 'validation'],
    ['a deed before the acceptance', open, ivaStep('atto', sellerId, { ...deedFields, deedOn: '2026-03-01' }), m.deedDayBeforeAcceptance, 'validation'],
    ['a repertorio with spaces inside', open, ivaStep('atto', sellerId, { ...deedFields, repertorio: '12 34' }), m.repertorioInvalid, 'validation'],
    ['a protocol sent with the deed', open, ivaStep('atto', sellerId, { ...deedFields, protocol: 'PROT12345' }), m.protocolNotAllowed, 'validation'],
    ["a notice before the deed's day", [...open, deed], ivaStep('notifica', sellerId, { notifiedOn: '2026-03-01' }), m.noticeDayBeforeDeed, 'validation'],
    ['a refusal: the buyer signs the deed instead', [...open, deed], ivaStep('rifiuto', buyerId, { reason: 'no' }), m.refusalOutOfOrder, 'conflict'],
  ];

  it.each(refusals)('refused: %s', (_name, given, command, message, kind) => spec.given(given).when(command).thenThrows(message, kind));
});

describe("the offset choice of a rata held (issue 45, 'I miei crediti')", () => {
  const completed: PracticeEvent = { type: 'ClosingCompleted', data: { ...step(1, sellerId), protocol: 'PROT12345' } };
  const bought = [
    ...negotiating,
    offerMade(1),
    accepted(),
    ticked('comunicazione', sellerId, 'PROT12345'),
    ticked('accettazione', buyerId),
    ticked('pagamento', sellerId),
    completed,
  ];
  // The buyer's holdings as the API reads them: rate 2026 and 2027 of offer 1, none chosen yet.
  const held = holdingsOf({
    practiceId,
    offerId: 1,
    type: 'SUPERBONUS_110',
    practiceAmount: 100_000,
    practiceYear: 2026,
    rate: withRataFacts(rate, 'chiunque').filter((r) => r.year <= 2027),
    price: 45_000,
    chain: unstartedChain(),
    route: 'ordinaria',
    buyerKind: 'impresa',
    offsetRataIds: [],
    completedAt: at,
    protocol: 'PROT12345',
  });
  const choose = (rataId: string, by = buyerId, when = at, noOverdueRuoli = true): NegotiationCommand => ({
    type: 'ChooseHoldingOffset',
    data: { ...stamp(by, when), rataIds: [rataId], holdings: held, noOverdueRuoli },
  });
  const chosen = (rataId: string, year: number): PracticeEvent => ({
    type: 'HoldingOffsetChosen',
    data: { practiceId, offerId: 1, buyerId, by: buyerId, at, rataId, year, noOverdueRuoliDeclared: true },
  });

  it('the buyer chooses to offset a rata it holds: HoldingOffsetChosen, with the offer and the year', () => {
    spec
      .given(bought)
      .when(choose('2027'))
      .then([chosen('2027', 2027)]);
  });

  it('works on a practice ceduta since: a holding outlives the listing', () => {
    const sold: PracticeEvent = { type: 'PracticeMarkedSold', data: { practiceId, by: sellerId, at, viaPortal: false } };
    spec
      .given([...bought, sold])
      .when(choose('2026'))
      .then([chosen('2026', 2026)]);
  });

  type Refusal = [string, PracticeEvent[], NegotiationCommand, string, DomainError['kind']];
  const refusals: Refusal[] = [
    // The holdings read before the first choice committed: the stream's choices decide (the race's loser).
    [
      'a second time, though the holdings read say not chosen',
      [...bought, chosen('2027', 2027)],
      choose('2027'),
      holdingMessages.offsetAlreadyChosen,
      'conflict',
    ],
    ['a rata not held', bought, choose('2029'), holdingMessages.notHeld, 'not_found'],
    ['a rata lost after 31 December of its year', bought, choose('2026', buyerId, '2027-01-01T09:00:00.000Z'), holdingMessages.offsetExpired(2026), 'conflict'],
    ["another buyer's holdings", bought, choose('2027', strangerId), holdingMessages.notHeld, 'not_found'],
    [
      'a practice deleted',
      [...bought, { type: 'PracticeDeleted', data: { practiceId, by: adminId, at } }],
      choose('2027'),
      holdingMessages.notHeld,
      'not_found',
    ],
    ['no such practice', [], choose('2027'), holdingMessages.notHeld, 'not_found'],
    // Issue 47: overdue tax debts above 50,000 euro block F24 offsets (art. 37 c. 49-quinquies DL 223/2006, L. 199/2025).
    [
      'without declaring no overdue tax debts above 50,000 euro',
      bought,
      choose('2027', buyerId, at, false),
      offsetLimitTexts.overdueRuoliNotDeclared,
      'validation',
    ],
  ];

  it.each(refusals)('refused: %s', (_name, given, command, message, kind) => spec.given(given).when(command).thenThrows(message, kind));
});

describe('expiry with an injected clock (issue 29: pending offers expire exactly once)', () => {
  const expire = (when: string) =>
    exclusivityExpiryDecider.decide({ type: 'ExpireExclusivity', data: { practiceId, at: when } }, fold(negotiationDecider, history));
  let history: PracticeEvent[] = [];
  const expired = (offerId: number, when: string, expiresAt: string): PracticeEvent => ({
    type: 'OfferExpired',
    data: { practiceId, at: when, offerId, buyerId, sellerId, amount: 45_000, rate: ['2026', '2027'], expiresAt },
  });

  it('nothing is due before the offer expires', () => {
    history = [...negotiating, offerMade(1)];
    expect(expire(plus(at, 23))).toEqual([]);
  });

  it('an offer past its own expiry expires; the exclusivity runs on', () => {
    history = [...negotiating, offerMade(1)];
    const when = plus(at, 24);
    expect(expire(when)).toEqual([expired(1, when, when)]);
    history = [...history, ...expire(when)];
    expect(expire(plus(when, 0.5))).toEqual([]);
  });

  it("at the exclusivity's end its pending offers expire, then the exclusivity: the rate are disponibile again", () => {
    history = [...negotiating, { ...offerMade(1), data: { ...(offerMade(1).data as object), expiresAt: exclusiveUntil } } as PracticeEvent];
    const events = expire(exclusiveUntil);
    expect(events.map((e) => e.type)).toEqual(['OfferExpired', 'ExclusivityExpired']);
    const after = fold(negotiationDecider, [...history, ...events]) as ExistingPractice;
    expect(after.saleStatus).toBe('disponibile');
    expect(after.offers[0].status).toBe('expired');
  });

  it('an open closing is not expired by the end of the exclusivity', () => {
    history = [...negotiating, offerMade(1), accepted()];
    expect(expire(plus(exclusiveUntil, 240))).toEqual([]);
  });

  it('replaying the same events folds the same state (evolve is pure)', () => {
    history = [...negotiating, offerMade(1), accepted(), ticked('comunicazione', sellerId, 'PROT12345')];
    expect(history.reduce(evolvePractice, initialPracticeState())).toEqual(fold(negotiationDecider, history));
  });
});
