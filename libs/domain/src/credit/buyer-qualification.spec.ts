import { expectRefusal } from '../shared/decider.spec-helper';
import {
  buyableValuesFor,
  buyerKindLabels,
  buyerKinds,
  checkedBuyerDeclaration,
  purchaseEligibility,
  undeclaredBuyer,
  type BuyerKind,
  type BuyerQualification,
  type PurchaseEligibility,
} from './buyer-qualification';
import { creditMessages as m } from './credit.messages';
import { buyableByValues, type BuyableBy } from './transfer-chain';

const buyer = (kind: BuyerKind, verified: boolean): BuyerQualification => ({ kind, registerNumber: null, verified });
const allowed: PurchaseEligibility = { canBuy: true, cannotBuyReason: null };
const refused = (cannotBuyReason: string): PurchaseEligibility => ({ canBuy: false, cannotBuyReason });

const yes = allowed;
const pa = refused(m.publicAdministration);
const onlyQualified = refused(m.onlyQualified);
const onlyAccountHolders = refused(m.onlyAccountHolders);
const nobody = refused(m.nobodyMayBuy);
const notYet = (kind: BuyerKind) => refused(m.notYetVerified(buyerKindLabels[kind]));

/** Every buyableBy × kind: [unverified, verified], written out case by case. */
const eligibilityTable: Record<BuyableBy, Record<BuyerKind, [PurchaseEligibility, PurchaseEligibility]>> = {
  chiunque: {
    impresa: [yes, yes],
    banca: [yes, yes],
    intermediario: [yes, yes],
    gruppo_bancario: [yes, yes],
    assicurazione: [yes, yes],
    pa: [pa, pa],
  },
  qualificati: {
    impresa: [onlyQualified, onlyQualified],
    banca: [notYet('banca'), yes],
    intermediario: [notYet('intermediario'), yes],
    gruppo_bancario: [notYet('gruppo_bancario'), yes],
    assicurazione: [notYet('assicurazione'), yes],
    pa: [pa, pa],
  },
  correntisti: {
    impresa: [yes, yes],
    banca: [onlyAccountHolders, onlyAccountHolders],
    intermediario: [onlyAccountHolders, onlyAccountHolders],
    gruppo_bancario: [onlyAccountHolders, onlyAccountHolders],
    assicurazione: [onlyAccountHolders, onlyAccountHolders],
    pa: [pa, pa],
  },
  nessuno: {
    impresa: [nobody, nobody],
    banca: [nobody, nobody],
    intermediario: [nobody, nobody],
    gruppo_bancario: [nobody, nobody],
    assicurazione: [nobody, nobody],
    pa: [pa, pa],
  },
};

describe('buyer qualification: who may buy what the transfer chain allows', () => {
  describe('purchaseEligibility over every buyableBy × buyer kind × verified', () => {
    const table = buyableByValues.flatMap((buyable) =>
      buyerKinds.flatMap((kind) => [false, true].map((verified) => [buyable, kind, verified, eligibilityTable[buyable][kind][Number(verified)]] as const)),
    );

    it.each(table)('%s, %s (verified %p): %p', (buyable, kind, verified, eligibility) => {
      expect(purchaseEligibility(buyable, buyer(kind, verified))).toEqual(eligibility);
    });

    it('the table covers 4 × 6 × 2 cases', () => {
      expect(table).toHaveLength(48);
    });
  });

  describe('the cases the law singles out', () => {
    it('a public administration is refused even on a credit anyone may buy', () => {
      expect(purchaseEligibility('chiunque', buyer('pa', true))).toEqual(refused('Le pubbliche amministrazioni non possono acquistare crediti edilizi'));
    });

    it("an unverified bank is refused on 'qualificati', saying its kind is not verified yet", () => {
      expect(purchaseEligibility('qualificati', buyer('banca', false))).toEqual(refused(m.notYetVerified('Banca')));
      expect(m.notYetVerified('Banca')).toBe("La tua qualifica di Banca non è ancora stata verificata dall'amministrazione");
    });

    it("a verified bank buys on 'qualificati'", () => {
      expect(purchaseEligibility('qualificati', buyer('banca', true))).toEqual(allowed);
    });

    it("an impresa (undeclared too) is refused on 'qualificati' and buys on 'chiunque'", () => {
      expect(purchaseEligibility('qualificati', undeclaredBuyer())).toEqual(refused(m.onlyQualified));
      expect(purchaseEligibility('chiunque', undeclaredBuyer())).toEqual(allowed);
    });

    it("after the third qualified transfer a bank sells to its business customers: an impresa buys on 'correntisti', a bank does not", () => {
      expect(purchaseEligibility('correntisti', buyer('impresa', false))).toEqual(allowed);
      expect(purchaseEligibility('correntisti', buyer('banca', true))).toEqual(refused(m.onlyAccountHolders));
    });

    it("nobody buys on 'nessuno', not even a verified bank", () => {
      expect(purchaseEligibility('nessuno', buyer('banca', true))).toEqual(refused(m.nobodyMayBuy));
    });
  });

  describe('buyableValuesFor: what "Solo crediti che posso acquistare" filters on', () => {
    it.each([
      [undeclaredBuyer(), ['chiunque', 'correntisti']],
      [buyer('banca', false), ['chiunque']],
      [buyer('banca', true), ['chiunque', 'qualificati']],
      [buyer('assicurazione', true), ['chiunque', 'qualificati']],
      [buyer('pa', true), []],
    ])('%p may buy %p', (qualification, values) => {
      expect(buyableValuesFor(qualification)).toEqual(values);
    });
  });

  describe('checkedBuyerDeclaration', () => {
    it.each([
      ['banca', ' 03069 ', '03069'],
      ['intermediario', '12345', '12345'],
      ['gruppo_bancario', '3069.2', '3069.2'],
      ['assicurazione', ' a1234 ', 'A1234'],
      ['assicurazione', '1234', '1234'],
    ] as const)('%s: the register number %p is kept in canonical form %p (trimmed, upper case)', (kind, number, canonical) => {
      expect(checkedBuyerDeclaration(kind, number)).toEqual({ kind, registerNumber: canonical });
    });

    it.each<BuyerKind>(['impresa', 'pa'])('%s has no register: any number sent is not kept', (kind) => {
      expect(checkedBuyerDeclaration(kind, '12345')).toEqual({ kind, registerNumber: null });
      expect(checkedBuyerDeclaration(kind, null)).toEqual({ kind, registerNumber: null });
    });

    it.each([
      ['banca', 'codice ABI, 5 cifre'],
      ['intermediario', 'albo ex art. 106 TUB'],
      ['gruppo_bancario', 'albo dei gruppi bancari'],
      ['assicurazione', 'albo IVASS'],
    ] as const)('%s needs its register number (%s)', (kind, register) => {
      for (const missing of [null, undefined, '', '   ']) {
        expectRefusal(() => checkedBuyerDeclaration(kind, missing), m.registerNumberRequired(register));
      }
      expect(m.registerNumberRequired(register)).toBe(`Indica il numero di iscrizione (${register})`);
    });

    it.each([
      ['banca', '1234'],
      ['banca', '123456'],
      ['banca', 'AB123'],
      ['intermediario', '1234567'],
      ['gruppo_bancario', '12.345'],
      ['assicurazione', 'AB123'],
    ] as const)('%s refuses a register number of the wrong shape (%p)', (kind, number) => {
      const register = {
        banca: 'codice ABI, 5 cifre',
        intermediario: 'albo ex art. 106 TUB',
        gruppo_bancario: 'albo dei gruppi bancari',
        assicurazione: 'albo IVASS',
      }[kind];
      expectRefusal(() => checkedBuyerDeclaration(kind, number), m.registerNumberInvalid(register));
    });

    it('a kind outside the list is refused', () => {
      expectRefusal(() => checkedBuyerDeclaration('fondo' as BuyerKind, null), m.buyerKindInvalid);
    });
  });
});
