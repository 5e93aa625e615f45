import { ApiError } from '../../lib/api-client';
import { buyButtonLabel, canDownloadZip, freeRate, purchaseFailureToast, purchaseOptions, purchaseSuccessToast } from './purchase-rules';
import { listed } from './test-practices';

describe('spec 8 "Purchases" toasts', () => {
  it("base access: 'Acquisto fallito' with the server error, else 'Acquisto dati fallito'", () => {
    expect(purchaseFailureToast('base', new ApiError('Crediti insufficienti', 409))).toEqual({
      title: 'Acquisto fallito',
      description: 'Crediti insufficienti',
    });
    expect(purchaseFailureToast('base', new ApiError('', 0))).toEqual({ title: 'Acquisto fallito', description: 'Acquisto dati fallito' });
  });

  it("exclusivity: 'Acquisto esclusività fallito' with the server error, else the same wording", () => {
    expect(purchaseFailureToast('exclusive', new ApiError('', 0))).toEqual({ title: 'Acquisto esclusività fallito', description: 'Acquisto dati fallito' });
  });

  it("success: 'Accesso acquistato'; 'Esclusività acquistata' with the hours", () => {
    expect(purchaseSuccessToast('base')).toEqual({ title: 'Accesso acquistato' });
    expect(purchaseSuccessToast('exclusive', 48)).toEqual({ title: 'Esclusività acquistata', description: 'Esclusività acquistata per 48 ore' });
  });
});

describe('spec 2 buy button', () => {
  it("reads 'Account non attivo' when the account is not active", () => {
    expect(buyButtonLabel(false, 'Acquista accesso')).toBe('Account non attivo');
    expect(buyButtonLabel(true, 'Acquista accesso')).toBe('Acquista accesso');
  });
});

describe('purchase options of the detail dialog', () => {
  it('offers both on a practice on sale, exclusivity only once base access is bought', () => {
    expect(purchaseOptions(listed())).toEqual({ base: true, exclusive: true });
    expect(purchaseOptions(listed({ accessType: 'base' }))).toEqual({ base: false, exclusive: true });
  });

  it("offers nothing under another buyer's exclusivity of every rata, to its holder, or once sold", () => {
    const held = listed().rate.map((rata) => ({ ...rata, status: 'in_trattativa' as const }));
    expect(purchaseOptions(listed({ saleStatus: 'in_trattativa', rate: held }))).toEqual({ base: false, exclusive: false });
    expect(purchaseOptions(listed({ saleStatus: 'in_trattativa', isExclusiveHolder: true, accessType: 'exclusive' }))).toEqual({
      base: false,
      exclusive: false,
    });
    expect(purchaseOptions(listed({ saleStatus: 'ceduta' }))).toEqual({ base: false, exclusive: false });
  });

  it('issue 45: while another buyer holds some rate, the free ones stay on sale, for base access and an exclusivity', () => {
    const [first] = listed().rate;
    const rate = [
      { ...first!, status: 'in_trattativa' as const },
      { ...first!, id: '2027', year: 2027, status: 'disponibile' as const },
    ];
    const practice = listed({ saleStatus: 'in_trattativa', rate });
    expect(purchaseOptions(practice)).toEqual({ base: true, exclusive: true });
    expect(freeRate(practice).map((rata) => rata.id)).toEqual(['2027']);
  });
});

describe('spec 6 zip download', () => {
  it('is hidden while in_trattativa without the exclusive access', () => {
    expect(canDownloadZip({ saleStatus: 'in_trattativa', isExclusiveHolder: false })).toBe(false);
    expect(canDownloadZip({ saleStatus: 'in_trattativa', isExclusiveHolder: true })).toBe(true);
    expect(canDownloadZip({ saleStatus: 'disponibile', isExclusiveHolder: false })).toBe(true);
  });
});
