import { unstartedChain } from '../credit/transfer-chain';
import { upcastPracticeEventData } from './practice.upcast';

const stamp = { practiceId: 42, by: 7, at: '2025-01-15T10:00:00.000Z' };
const details = { type: 'SISMA_BONUS', year: 2025, amount: 150000.5, discount: 12.5, isTraceable: true, tributeCode: '7703', numSites: 3 };
const defaultTerms = { rate: [{ year: 2025, amount: 150000.5, code: null }], transferChain: unstartedChain(), scheduleDeclared: false };

describe('practice events recorded before issue 27 read with the default credit terms', () => {
  it.each(['PracticeSubmitted', 'PracticeResubmitted'])('an old %s without rate gets one rata in its year and an unstarted chain', (type) => {
    const old = { ...stamp, ...details };
    expect(upcastPracticeEventData(type, old)).toEqual({ ...old, ...defaultTerms });
  });

  it('an old CREDITO_IVA practice gets no rate', () => {
    const old = { ...stamp, ...details, type: 'CREDITO_IVA', tributeCode: null };
    expect(upcastPracticeEventData('PracticeSubmitted', old)).toEqual({ ...old, rate: [], transferChain: unstartedChain(), scheduleDeclared: false });
  });

  it('new data, which has rate, is returned untouched', () => {
    const recent = {
      ...stamp,
      ...details,
      rate: [],
      transferChain: { freeTransferUsed: true, qualifiedTransfers: 0, holder: 'impresa' },
      scheduleDeclared: true,
    };
    expect(upcastPracticeEventData('PracticeSubmitted', recent)).toBe(recent);
  });

  it.each(['PracticeApproved', 'PracticeAccessPurchased', 'UserRegistered'])('other event types (%s) are untouched', (type) => {
    const data = { ...stamp, comment: null };
    expect(upcastPracticeEventData(type, data)).toBe(data);
  });
});
