import { creditMessages } from '@pratiche/domain';
import { correntistaRouteOffered, type CorrentistaPractice } from './correntista-route';

const rata = (category: CorrentistaPractice['rate'][number]['category'], status: CorrentistaPractice['rate'][number]['status'] = 'disponibile') => ({
  category,
  status,
  offsetChosen: false,
  residualAmount: 1000,
});

/** A bank's credit past its third qualified transfer, refused to this buyer on the ordinary route. */
const bankCredit: CorrentistaPractice = {
  canBuy: false,
  cannotBuyReason: creditMessages.onlyBankAccountHolders,
  transferChain: { freeTransferUsed: true, qualifiedTransfers: 3, holder: 'banca' },
  rate: [rata('qualificati')],
};

describe("issue 45: the declaration 'Correntista della banca cedente o della capogruppo' is offered per deal", () => {
  it('to a buyer the ordinary route refuses, on a credit a bank holds, after the third qualified transfer or before it', () => {
    expect(correntistaRouteOffered(bankCredit)).toBe(true);
    const beforeThird = { ...bankCredit, cannotBuyReason: creditMessages.onlyQualified, transferChain: { ...bankCredit.transferChain, qualifiedTransfers: 1 } };
    expect(correntistaRouteOffered(beforeThird)).toBe(true);
  });

  it('for a rata another exclusivity holds too (its holder offers on it), and for a credit without rate', () => {
    expect(correntistaRouteOffered({ ...bankCredit, rate: [rata('qualificati', 'in_trattativa')] })).toBe(true);
    expect(correntistaRouteOffered({ ...bankCredit, rate: [] })).toBe(true);
  });

  it('not to a buyer the ordinary route already admits: a correntista deal is not transferable again', () => {
    expect(correntistaRouteOffered({ ...bankCredit, canBuy: true, cannotBuyReason: null })).toBe(false);
  });

  it('not when the holder is not a bank: only banks and banking-group companies sell to their correntisti', () => {
    expect(correntistaRouteOffered({ ...bankCredit, transferChain: { ...bankCredit.transferChain, holder: 'impresa' } })).toBe(false);
  });

  it('not to a public administration, which buys nothing (art. 121 c. 1-quinquies)', () => {
    expect(correntistaRouteOffered({ ...bankCredit, cannotBuyReason: creditMessages.publicAdministration })).toBe(false);
  });

  it('not when no rata is left on sale: non cedibile, ceduta, scaduta, chosen for offset or used up', () => {
    const none = [
      rata('non_cedibile'),
      rata('qualificati', 'ceduta'),
      rata('qualificati', 'scaduta'),
      { ...rata('qualificati'), offsetChosen: true },
      { ...rata('qualificati'), residualAmount: 0 },
    ];
    expect(correntistaRouteOffered({ ...bankCredit, rate: none })).toBe(false);
    expect(correntistaRouteOffered({ ...bankCredit, rate: [...none, rata('una_sola_volta')] })).toBe(true);
  });
});
