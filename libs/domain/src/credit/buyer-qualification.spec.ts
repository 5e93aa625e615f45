import { expectRefusal } from '../shared/decider.spec-helper';
import { checkedBuyerDeclaration, type BuyerKind } from './buyer-qualification';
import { creditMessages as m } from './credit.messages';

describe('buyer qualification: the declared kind', () => {
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
