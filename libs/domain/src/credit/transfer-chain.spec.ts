import type { CreditType } from '../shared/catalogue';
import { expectRefusal } from '../shared/decider.spec-helper';
import { creditMessages as m } from './credit.messages';
import { buyableBy, checkedTransferChain, creditHolders, unstartedChain, type BuyableBy, type CreditHolder, type TransferChain } from './transfer-chain';

const chain = (freeTransferUsed: boolean, qualifiedTransfers: number, holder: CreditHolder): TransferChain => ({
  freeTransferUsed,
  qualifiedTransfers,
  holder,
});

const buildingBonuses: CreditType[] = ['SUPERBONUS_110', 'SISMA_BONUS', 'BONUS_FACCIATE', 'BONUS_PATRIMONIO'];

describe('transfer chain (art. 121 DL 34/2020, DL 11/2023): who may buy the credit next', () => {
  describe('buyableBy', () => {
    const cases: [string, TransferChain, BuyableBy][] = [
      ['unstarted, with the beneficiary', unstartedChain(), 'chiunque'],
      ['unstarted, with the supplier who applied the discount', chain(false, 0, 'fornitore'), 'chiunque'],
      ['free transfer used, no qualified transfer yet', chain(true, 0, 'impresa'), 'qualificati'],
      ['free transfer used, 1 qualified transfer', chain(true, 1, 'banca'), 'qualificati'],
      ['free transfer used, 2 qualified transfers', chain(true, 2, 'intermediario'), 'qualificati'],
      ['3 qualified transfers, held by a bank: its business customers', chain(true, 3, 'banca'), 'correntisti'],
      ['3 qualified transfers, held by an intermediary: nobody', chain(true, 3, 'intermediario'), 'nessuno'],
      ['3 qualified transfers, held by an insurer: nobody', chain(true, 3, 'assicurazione'), 'nessuno'],
    ];

    it.each(buildingBonuses.flatMap((type) => cases.map(([label, c, expected]) => [type, label, c, expected] as const)))(
      '%s, %s: %s',
      (type, _label, c, expected) => {
        expect(buyableBy(type, c)).toBe(expected);
      },
    );

    it.each(cases)('CREDITO_IVA is transferred by notarial deed to anyone, whatever the chain (%s)', (_label, c) => {
      expect(buyableBy('CREDITO_IVA', c)).toBe('chiunque');
    });
  });

  describe('checkedTransferChain accepts consistent chains and keeps only its own fields', () => {
    it.each([unstartedChain(), chain(false, 0, 'fornitore'), chain(true, 0, 'impresa'), chain(true, 0, 'banca'), chain(true, 3, 'assicurazione')])(
      '%p',
      (c) => {
        expect(checkedTransferChain({ ...c, extra: 'x' } as TransferChain)).toEqual(c);
      },
    );
  });

  describe('checkedTransferChain refuses inconsistent chains, in Italian', () => {
    it('a holder outside the list', () => {
      expectRefusal(() => checkedTransferChain(chain(true, 0, 'notaio' as CreditHolder)), m.holderInvalid);
      expect(creditHolders).not.toContain('notaio');
    });

    it.each([-1, 4, 1.5, Number.NaN])('qualified transfers out of 0..3 or not whole (%p)', (qualifiedTransfers) => {
      expectRefusal(() => checkedTransferChain(chain(true, qualifiedTransfers, 'banca')), m.qualifiedTransfersInvalid);
    });

    it.each([
      ['beneficiario', true, 0],
      ['beneficiario', false, 1],
      ['fornitore', true, 0],
      ['fornitore', false, 2],
    ] as const)('the first holder (%s) with transfers already made (free %p, qualified %p)', (holder, free, qualified) => {
      expectRefusal(() => checkedTransferChain(chain(free, qualified, holder)), m.firstHolderWithTransfers);
    });

    it.each<CreditHolder>(['banca', 'intermediario', 'assicurazione', 'impresa'])('a later holder (%s) without the free transfer', (holder) => {
      expectRefusal(() => checkedTransferChain(chain(false, 0, holder)), m.laterHolderWithoutFreeTransfer);
    });

    it.each([1, 2, 3])('%p qualified transfers with an impresa holding the credit', (qualified) => {
      expectRefusal(() => checkedTransferChain(chain(true, qualified, 'impresa')), m.qualifiedHolderRequired);
    });
  });
});
