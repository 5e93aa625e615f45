import { buyerKindLabels, type BuyerKind, type PurchaseEligibility } from './buyer-qualification';
import { creditMessages as m } from './credit.messages';
import { categoryAfterTransfer, categoryFromChain, openSaleRoutes, rataPurchaseEligibility, type RataCategory, type SaleRoute } from './rata-category';
import type { TransferChain } from './transfer-chain';

const yes: PurchaseEligibility = { canBuy: true, cannotBuyReason: null };
const no = (cannotBuyReason: string): PurchaseEligibility => ({ canBuy: false, cannotBuyReason });

const unstarted: TransferChain = { freeTransferUsed: false, qualifiedTransfers: 0, holder: 'beneficiario' };
const afterFree: TransferChain = { freeTransferUsed: true, qualifiedTransfers: 0, holder: 'impresa' };
const bankAfter1: TransferChain = { freeTransferUsed: true, qualifiedTransfers: 1, holder: 'banca' };
const bankAfter3: TransferChain = { freeTransferUsed: true, qualifiedTransfers: 3, holder: 'banca' };
const insurerAfter3: TransferChain = { freeTransferUsed: true, qualifiedTransfers: 3, holder: 'assicurazione' };

type Row = [string, RataCategory, TransferChain, BuyerKind | null, BuyerKind, boolean, SaleRoute, PurchaseEligibility];

/** name, category, chain, seller kind, buyer kind, buyer verified, route, eligibility. */
const whoMayBuy: Row[] = [
  ['chiunque: an unverified impresa buys the first transfer', 'chiunque', unstarted, null, 'impresa', false, 'ordinaria', yes],
  ['chiunque: a public administration never buys (c. 1-quinquies)', 'chiunque', unstarted, null, 'pa', true, 'ordinaria', no(m.publicAdministration)],
  ['chiunque but the chain used its free transfer: qualified only', 'chiunque', afterFree, null, 'impresa', false, 'ordinaria', no(m.onlyQualified)],
  ['qualificati: an impresa is refused', 'qualificati', bankAfter1, 'banca', 'impresa', false, 'ordinaria', no(m.onlyQualified)],
  [
    'qualificati: an unverified bank is refused until verified',
    'qualificati',
    bankAfter1,
    'banca',
    'banca',
    false,
    'ordinaria',
    no(m.notYetVerified(buyerKindLabels.banca)),
  ],
  ['qualificati: a verified insurer buys', 'qualificati', bankAfter1, 'banca', 'assicurazione', true, 'ordinaria', yes],
  ['qualificati: a verified 106-TUB intermediary buys', 'qualificati', afterFree, null, 'intermediario', true, 'ordinaria', yes],
  [
    'qualificati after 1 qualified transfer: the bank sells to its correntista impresa',
    'qualificati',
    bankAfter1,
    'banca',
    'impresa',
    false,
    'correntista',
    yes,
  ],
  ['qualificati, holder a banking-group company: correntista route open', 'qualificati', afterFree, 'gruppo_bancario', 'impresa', false, 'correntista', yes],
  [
    'qualificati, holder an insurer: no correntista route',
    'qualificati',
    afterFree,
    'assicurazione',
    'impresa',
    false,
    'correntista',
    no(m.correntistaNeedsBankSeller),
  ],
  ['chiunque, first holder: no correntista route (not a bank)', 'chiunque', unstarted, null, 'impresa', false, 'correntista', no(m.correntistaNeedsBankSeller)],
  [
    'after the 3rd qualified transfer: even a verified bank is refused on the ordinary route',
    'qualificati',
    bankAfter3,
    'banca',
    'banca',
    true,
    'ordinaria',
    no(m.onlyBankAccountHolders),
  ],
  [
    'after the 3rd qualified transfer: an impresa without the account is refused',
    'qualificati',
    bankAfter3,
    'banca',
    'impresa',
    false,
    'ordinaria',
    no(m.onlyBankAccountHolders),
  ],
  ['after the 3rd qualified transfer: the bank sells to its correntista impresa', 'qualificati', bankAfter3, 'banca', 'impresa', false, 'correntista', yes],
  [
    'after the 3rd qualified transfer held by an insurer: nobody',
    'qualificati',
    insurerAfter3,
    'assicurazione',
    'impresa',
    false,
    'correntista',
    no(m.correntistaNeedsBankSeller),
  ],
  ['correntista route: a public administration never buys', 'qualificati', bankAfter1, 'banca', 'pa', true, 'correntista', no(m.publicAdministration)],
  ['una_sola_volta: an impresa buys it (to offset only)', 'una_sola_volta', afterFree, null, 'impresa', false, 'ordinaria', yes],
  ['non_cedibile: not even a verified bank on the ordinary route', 'non_cedibile', bankAfter1, 'banca', 'banca', true, 'ordinaria', no(m.rataNotTransferable)],
  ['non_cedibile: not on the correntista route either', 'non_cedibile', bankAfter1, 'banca', 'impresa', false, 'correntista', no(m.rataNotTransferable)],
];

describe('who may buy a rata: Piattaforma category, chain, buyer kind and route (art. 121 DL 34/2020)', () => {
  it.each(whoMayBuy)('%s', (_name, category, chain, sellerKind, kind, verified, route, expected) => {
    expect(rataPurchaseEligibility({ category, chain, sellerKind, buyer: { kind, registerNumber: null, verified }, route })).toEqual(expected);
  });

  it.each<[string, RataCategory, TransferChain, BuyerKind, SaleRoute[]]>([
    ['an impresa on a bank-held qualificati rata: correntista only', 'qualificati', bankAfter1, 'impresa', ['correntista']],
    ['an impresa on a chiunque rata of the beneficiary: ordinary only', 'chiunque', unstarted, 'impresa', ['ordinaria']],
    ['an impresa after the third transfer: correntista only', 'qualificati', bankAfter3, 'impresa', ['correntista']],
    ['anyone on a non cedibile rata: none', 'non_cedibile', bankAfter1, 'impresa', []],
  ])('open routes: %s', (_name, category, chain, kind, routes) => {
    const sellerKind = chain.holder === 'banca' ? 'banca' : null;
    expect(openSaleRoutes({ category, chain, sellerKind, buyer: { kind, registerNumber: null, verified: true } })).toEqual(routes);
  });
});

describe('the category a rata has after a transfer', () => {
  it.each<[string, RataCategory, TransferChain, SaleRoute, BuyerKind, boolean, RataCategory]>([
    ['the free first transfer: qualified parties next', 'chiunque', unstarted, 'ordinaria', 'impresa', false, 'qualificati'],
    ['a first qualified transfer: still qualificati', 'qualificati', afterFree, 'ordinaria', 'banca', false, 'qualificati'],
    [
      'the third qualified transfer to a bank: qualificati (correntista route left)',
      'qualificati',
      { ...bankAfter1, qualifiedTransfers: 2 },
      'ordinaria',
      'banca',
      false,
      'qualificati',
    ],
    [
      'the third qualified transfer to an insurer: non cedibile',
      'qualificati',
      { ...bankAfter1, qualifiedTransfers: 2 },
      'ordinaria',
      'assicurazione',
      false,
      'non_cedibile',
    ],
    ['the correntista route: "senza facoltà di ulteriore cessione"', 'qualificati', bankAfter1, 'correntista', 'impresa', false, 'non_cedibile'],
    ['una_sola_volta: its one transfer used', 'una_sola_volta', afterFree, 'ordinaria', 'impresa', false, 'non_cedibile'],
    ['a bank bound by the 75 rule: the six rate are not transferable', 'qualificati', afterFree, 'ordinaria', 'banca', true, 'non_cedibile'],
  ])('%s', (_name, category, chain, route, buyerKind, boundByRule75, expected) => {
    expect(categoryAfterTransfer({ category, chain, route, buyerKind }, boundByRule75)).toBe(expected);
  });
});

describe('categoryFromChain: the category of a rata recorded by year only, from the declared chain (issue 45)', () => {
  it.each<[string, TransferChain, RataCategory]>([
    ['no transfer yet: the free first transfer', unstarted, 'chiunque'],
    ['after the free transfer', afterFree, 'qualificati'],
    ['after one qualified transfer', bankAfter1, 'qualificati'],
    ['after the third, held by a bank (its correntista route)', bankAfter3, 'qualificati'],
    ['after the third, held by an insurer', insurerAfter3, 'non_cedibile'],
  ])('%s: %s', (_name, chain, category) => {
    expect(categoryFromChain(chain)).toBe(category);
  });
});
