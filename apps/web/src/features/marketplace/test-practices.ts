import type { MarketplacePractice, MyPractice } from '@pratiche/contracts';

/** A listed practice for the unit specs, disponibile and not bought unless overridden. */
export function listed(overrides: Partial<MarketplacePractice> = {}): MarketplacePractice {
  return {
    id: 1,
    type: 'SUPERBONUS_110',
    year: 2026,
    amount: 1000,
    discount: 15,
    isTraceable: true,
    tributeCode: '7701',
    numSites: 1,
    saleStatus: 'disponibile',
    createdAt: '2026-01-01T00:00:00.000Z',
    approvedAt: '2026-01-02T00:00:00.000Z',
    exclusiveUntil: null,
    accessType: null,
    exclusivityEndDate: null,
    isExclusiveHolder: false,
    userId: null,
    sellerCompanyName: null,
    documents: null,
    rate: [
      {
        id: '2026',
        year: 2026,
        amount: 1000,
        code: null,
        category: 'chiunque',
        residualAmount: 1000,
        offsetChosen: false,
        status: 'disponibile',
        usableUntil: '2026-12-31',
        lastTransferDay: '2026-11-23',
        atRisk: false,
      },
    ],
    transferChain: { freeTransferUsed: false, qualifiedTransfers: 0, holder: 'beneficiario' },
    buyableBy: 'chiunque',
    pricePer100: 85,
    impliedAnnualYield: null,
    availableFaceValue: 1000,
    canBuy: true,
    cannotBuyReason: null,
    dueDiligence: { required: [], present: [], approved: [], missing: [], completeness: 100, checklist: [], sixBisApplies: true },
    documentazione6bisCompleta: false,
    lastConfirmationDate: '2026-01-02T00:00:00.000Z',
    reconfirmationDue: false,
    lastDeclaration: null,
    ...overrides,
  };
}

export function bought(overrides: Partial<MyPractice> = {}): MyPractice {
  return {
    ...listed(),
    accessType: 'base',
    purchasedAt: '2026-01-03T00:00:00.000Z',
    userId: 7,
    sellerCompanyName: 'Edil Srl',
    sellerUsername: 'edil',
    documents: { societari: [], fiscali: [] },
    ...overrides,
  };
}
