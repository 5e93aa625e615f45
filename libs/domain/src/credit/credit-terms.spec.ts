import { expectRefusal } from '../shared/decider.spec-helper';
import { withRataFacts, type Rata } from './credit-schedule';
import { checkedCreditTerms, defaultCreditTerms, requireApprovable, type CreditTerms } from './credit-terms';
import { creditMessages as m } from './credit.messages';
import { unstartedChain, type TransferChain } from './transfer-chain';

const sellerId = 7;
const facts = { type: 'SUPERBONUS_110' as const, year: 2026, amount: 1000, sellerId, at: '2026-06-01T10:00:00.000Z' };
const iva = { type: 'CREDITO_IVA' as const, year: 2026, amount: 1000, sellerId, at: '2026-06-01T10:00:00.000Z' };
const rata = (year: number, amount: number, code: string | null = null): Rata => ({ year, amount, code });
const declaredRate = [rata(2026, 600, 'A1'), rata(2027, 400, 'B2')];
const toQualified: TransferChain = { freeTransferUsed: true, qualifiedTransfers: 1, holder: 'banca' };
const exhausted: TransferChain = { freeTransferUsed: true, qualifiedTransfers: 3, holder: 'intermediario' };

describe('credit terms: schedule and transfer chain of a submit or an edit', () => {
  describe('defaults, as the spec sends neither', () => {
    it('a submit without terms: one rata in the year, an unstarted chain, schedule not declared', () => {
      const terms = checkedCreditTerms(facts, {});
      expect(terms).toEqual({ rate: withRataFacts([rata(2026, 1000)], 'chiunque'), transferChain: unstartedChain(), scheduleDeclared: false });
      expect(terms).toEqual(defaultCreditTerms(facts));
    });

    it('null parts read as absent', () => {
      expect(checkedCreditTerms(facts, { rate: null, transferChain: null })).toEqual(defaultCreditTerms(facts));
    });

    it('CREDITO_IVA has no rate and an unstarted chain, whatever chain is sent', () => {
      expect(checkedCreditTerms(iva, { transferChain: exhausted })).toEqual({ rate: [], transferChain: unstartedChain(), scheduleDeclared: false });
    });

    it('an amount of 0, which the spec accepts, gets its default rata without a refusal', () => {
      expect(checkedCreditTerms({ ...facts, amount: 0 }, {}).rate).toEqual(withRataFacts([rata(2026, 0)], 'chiunque'));
    });
  });

  describe('a declared schedule and chain', () => {
    it('are checked and kept in canonical form, the schedule marked declared', () => {
      const sent = [rata(2027, 400, ' b2 '), rata(2026, 600, 'a1')];
      expect(checkedCreditTerms(facts, { rate: sent, transferChain: toQualified })).toEqual({
        rate: withRataFacts(declaredRate, 'qualificati'),
        transferChain: toQualified,
        scheduleDeclared: true,
      });
    });

    it('a schedule that does not add up is refused', () => {
      expectRefusal(() => checkedCreditTerms(facts, { rate: [rata(2026, 999)] }), m.rataSumMismatch(999, 1000));
    });

    it('an inconsistent chain is refused', () => {
      expectRefusal(() => checkedCreditTerms(facts, { transferChain: { ...toQualified, holder: 'impresa' } }), m.qualifiedHolderRequired);
    });

    it('rate on a CREDITO_IVA are refused', () => {
      expectRefusal(() => checkedCreditTerms(iva, { rate: [rata(2026, 1000)] }), m.scheduleNotAllowed);
    });
  });

  describe('an edit keeps what it does not send', () => {
    const declared: CreditTerms = { rate: withRataFacts(declaredRate, 'qualificati'), transferChain: toQualified, scheduleDeclared: true };

    it('a default schedule follows the new amount and year', () => {
      const previous = defaultCreditTerms(facts);
      expect(checkedCreditTerms({ ...facts, year: 2027, amount: 2500 }, {}, previous).rate).toEqual(withRataFacts([rata(2027, 2500)], 'chiunque'));
    });

    it('a declared schedule is kept when the amount is unchanged', () => {
      expect(checkedCreditTerms(facts, {}, declared)).toEqual(declared);
    });

    it('a declared schedule is refused when the amount changed and it no longer adds up', () => {
      expectRefusal(() => checkedCreditTerms({ ...facts, amount: 2000 }, {}, declared), m.rataSumMismatch(1000, 2000));
    });

    it('a new schedule sent with the edit replaces the declared one', () => {
      const rate = [rata(2026, 2000, 'C3')];
      expect(checkedCreditTerms({ ...facts, amount: 2000 }, { rate }, declared)).toEqual({ ...declared, rate: withRataFacts(rate, 'qualificati') });
    });

    it('the transfer chain is kept when not sent, replaced when sent', () => {
      expect(checkedCreditTerms(facts, {}, declared).transferChain).toEqual(toQualified);
      expect(checkedCreditTerms(facts, { transferChain: unstartedChain() }, declared).transferChain).toEqual(unstartedChain());
    });

    it('issue 45: each rata reads its category from the chain the edit leaves (categoryFromChain)', () => {
      const unstarted = checkedCreditTerms(facts, { transferChain: unstartedChain() }, declared);
      expect(unstarted.rate.map((r) => [r.id, r.category, r.residualAmount, r.offsetChosen])).toEqual([
        ['2026', 'chiunque', 600, false],
        ['2027', 'chiunque', 400, false],
      ]);
    });

    it("issue 45, the correntista route: a bank holder may name its group's capogruppo, another account and a bank's; nobody else names one", () => {
      const ofGroup = { ...toQualified, capogruppo: 9 };
      expect(checkedCreditTerms(facts, { transferChain: ofGroup, capogruppoKind: 'banca' }).transferChain).toEqual(ofGroup);
      // art. 121 c. 1 DL 34/2020: "la banca capogruppo"; no account, or one of another kind, is refused.
      for (const capogruppoKind of [null, undefined, 'gruppo_bancario', 'intermediario', 'impresa'] as const)
        expectRefusal(() => checkedCreditTerms(facts, { transferChain: ofGroup, capogruppoKind }), m.capogruppoNotBank);
      // A chain kept by an edit was checked when sent: the account's kind is not asked again.
      const kept = checkedCreditTerms(facts, { transferChain: ofGroup, capogruppoKind: 'banca' });
      expect(checkedCreditTerms(facts, {}, { ...kept, scheduleDeclared: false }).transferChain).toEqual(ofGroup);
      expect(checkedCreditTerms(facts, { transferChain: { ...toQualified, capogruppo: null } }).transferChain).toEqual(toQualified);
      expectRefusal(() => checkedCreditTerms(facts, { transferChain: { ...toQualified, capogruppo: sellerId } }), m.capogruppoSelf);
      expectRefusal(() => checkedCreditTerms(facts, { transferChain: { ...exhausted, capogruppo: 9 } }), m.capogruppoOnlyBank);
      expectRefusal(() => checkedCreditTerms(facts, { transferChain: { ...toQualified, capogruppo: 1.5 } }), m.capogruppoInvalid);
      expectRefusal(() => checkedCreditTerms(facts, { transferChain: { ...toQualified, capogruppo: 0 } }), m.capogruppoInvalid);
    });

    it('an edit to CREDITO_IVA drops the declared schedule and the chain instead of refusing them', () => {
      expect(checkedCreditTerms(iva, {}, declared)).toEqual({ rate: [], transferChain: unstartedChain(), scheduleDeclared: false });
    });
  });

  describe('requireApprovable', () => {
    it('a credit nobody may buy cannot be approved', () => {
      const terms = { ...defaultCreditTerms(facts), transferChain: exhausted };
      expectRefusal(() => requireApprovable('SUPERBONUS_110', terms), m.approvalNobodyMayBuy, 'conflict');
    });

    it('a declared schedule needs every rata code', () => {
      const terms: CreditTerms = {
        rate: withRataFacts([rata(2026, 600, 'A1'), rata(2027, 400)], 'chiunque'),
        transferChain: unstartedChain(),
        scheduleDeclared: true,
      };
      expectRefusal(() => requireApprovable('SUPERBONUS_110', terms), m.approvalNeedsCodes, 'conflict');
    });

    it('a default schedule without code is approvable (practices as the spec knows them)', () => {
      expect(() => requireApprovable('SUPERBONUS_110', defaultCreditTerms(facts))).not.toThrow();
    });

    it('a declared schedule with every code is approvable, and so is a CREDITO_IVA whatever its chain', () => {
      expect(() =>
        requireApprovable('SUPERBONUS_110', { rate: withRataFacts(declaredRate, 'qualificati'), transferChain: toQualified, scheduleDeclared: true }),
      ).not.toThrow();
      expect(() => requireApprovable('CREDITO_IVA', { rate: [], transferChain: exhausted, scheduleDeclared: false })).not.toThrow();
    });
  });
});
