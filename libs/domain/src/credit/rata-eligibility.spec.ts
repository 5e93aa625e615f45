import { buyerKindLabels, undeclaredBuyer, type BuyerKind, type BuyerQualification, type PurchaseEligibility } from './buyer-qualification';
import { withRataFacts, type PracticeRata } from './credit-schedule';
import { creditMessages as m } from './credit.messages';
import { categoryFromChain } from './rata-category';
import { buyableValuesFor, creditPurchaseEligibility, noCorrentista, rataOnSale, type CorrentistaDeclaration, type CreditOnSale } from './rata-eligibility';
import type { TransferChain } from './transfer-chain';

const at = '2026-03-02T10:00:00.000Z';
const sellerId = 5;
const otherBank = 9;
const parentBank = 8;
const yes: PurchaseEligibility = { canBuy: true, cannotBuyReason: null };
const no = (cannotBuyReason: string): PurchaseEligibility => ({ canBuy: false, cannotBuyReason });
const buyer = (kind: BuyerKind, verified = true): BuyerQualification => ({ kind, registerNumber: null, verified });

const unstarted: TransferChain = { freeTransferUsed: false, qualifiedTransfers: 0, holder: 'beneficiario' };
const afterFree: TransferChain = { freeTransferUsed: true, qualifiedTransfers: 0, holder: 'impresa' };
const bankAfter1: TransferChain = { freeTransferUsed: true, qualifiedTransfers: 1, holder: 'banca' };
const insurerAfter1: TransferChain = { freeTransferUsed: true, qualifiedTransfers: 1, holder: 'assicurazione' };
const bankAfter3: TransferChain = { freeTransferUsed: true, qualifiedTransfers: 3, holder: 'banca' };
const insurerAfter3: TransferChain = { freeTransferUsed: true, qualifiedTransfers: 3, holder: 'assicurazione' };
const groupBankAfter1: TransferChain = { ...bankAfter1, capogruppo: parentBank };
const groupBankAfter3: TransferChain = { ...bankAfter3, capogruppo: parentBank };

const credit = (transferChain: TransferChain, rate?: PracticeRata[]): CreditOnSale => ({
  rate:
    rate ??
    withRataFacts(
      [2026, 2027].map((year) => ({ year, amount: 500, code: null })),
      categoryFromChain(transferChain),
    ),
  transferChain,
  sellerId,
  cededRate: [],
});

const declared = (bank: number): CorrentistaDeclaration => ({ declared: bank, profile: null });
const onProfile = (bank: number): CorrentistaDeclaration => ({ declared: null, profile: bank });

type Row = [string, TransferChain, BuyerQualification, CorrentistaDeclaration, PurchaseEligibility];

/**
 * Who may buy a practice's rate (art. 121 c. 1 DL 34/2020 as amended by DL 50/2022 conv., DL
 * 176/2022, DL 11/2023; c. 1-quinquies): name, chain, buyer, correntista declaration, answer.
 */
const table: Row[] = [
  ['no transfer yet: an unverified impresa buys', unstarted, undeclaredBuyer(), noCorrentista, yes],
  ['a public administration buys nothing (c. 1-quinquies)', unstarted, buyer('pa'), noCorrentista, no(m.publicAdministration)],
  ['a public administration buys nothing, not as a correntista either', bankAfter1, buyer('pa'), declared(sellerId), no(m.publicAdministration)],
  ['after the free transfer an impresa is refused', afterFree, undeclaredBuyer(), noCorrentista, no(m.onlyQualified)],
  [
    'after the free transfer an unverified bank is refused until verified',
    afterFree,
    buyer('banca', false),
    noCorrentista,
    no(m.notYetVerified(buyerKindLabels.banca)),
  ],
  ['after the free transfer a verified insurer buys', afterFree, buyer('assicurazione'), noCorrentista, yes],
  [
    'bank holder, 1 qualified transfer: an impresa declaring the selling bank buys (any point of the chain)',
    bankAfter1,
    undeclaredBuyer(),
    declared(sellerId),
    yes,
  ],
  ['bank holder, 1 qualified transfer: the profile bank, the seller, opens the route', bankAfter1, undeclaredBuyer(), onProfile(sellerId), yes],
  [
    'bank holder, 1 qualified transfer: a profile bank that is not the seller does not',
    bankAfter1,
    undeclaredBuyer(),
    onProfile(otherBank),
    no(m.onlyQualified),
  ],
  ['a declared bank that is not the seller is refused', bankAfter1, undeclaredBuyer(), declared(otherBank), no(m.correntistaOfNotSeller)],
  ['an insurer holder has no correntista route', insurerAfter1, undeclaredBuyer(), declared(sellerId), no(m.correntistaNeedsBankSeller)],
  ['the first holder (not a bank) has no correntista route', unstarted, undeclaredBuyer(), declared(sellerId), no(m.correntistaNeedsBankSeller)],
  [
    'after the third qualified transfer: an impresa without the declaration is refused (today: any company bought)',
    bankAfter3,
    undeclaredBuyer(),
    noCorrentista,
    no(m.onlyBankAccountHolders),
  ],
  [
    'after the third qualified transfer: even a verified bank is refused on the ordinary route',
    bankAfter3,
    buyer('banca'),
    noCorrentista,
    no(m.onlyBankAccountHolders),
  ],
  ['after the third qualified transfer: the bank correntista (declared) buys', bankAfter3, undeclaredBuyer(), declared(sellerId), yes],
  ['after the third qualified transfer: a verified bank that is a correntista buys too (not a consumer)', bankAfter3, buyer('banca'), declared(sellerId), yes],
  [
    "a bank of a group: the correntista of its capogruppo (declared) buys ('ovvero con la banca capogruppo')",
    groupBankAfter1,
    undeclaredBuyer(),
    declared(parentBank),
    yes,
  ],
  ['a bank of a group: the correntista of the selling bank itself still buys', groupBankAfter1, undeclaredBuyer(), declared(sellerId), yes],
  ['a bank of a group: a correntista of a sister bank is refused', groupBankAfter1, undeclaredBuyer(), declared(otherBank), no(m.correntistaOfNotSeller)],
  [
    'a bank of a group, after the third qualified transfer: the capogruppo kept on the profile opens the route',
    groupBankAfter3,
    undeclaredBuyer(),
    onProfile(parentBank),
    yes,
  ],
  ['a bank naming no capogruppo: a declared parent is refused', bankAfter1, undeclaredBuyer(), declared(parentBank), no(m.correntistaOfNotSeller)],
  ['after the third qualified transfer held by an insurer: nobody', insurerAfter3, buyer('banca'), declared(sellerId), no(m.nobodyMayBuy)],
];

describe('creditPurchaseEligibility: who may buy a practice on sale, per rata and route (issue 45)', () => {
  it.each(table)('%s', (_name, chain, who, correntista, answer) => {
    expect(creditPurchaseEligibility(credit(chain), who, correntista, at)).toEqual(answer);
  });

  it('Credito IVA (no rate) is one sale in the category of its chain: anyone but a public administration', () => {
    const iva = { ...credit(unstarted), rate: [] };
    expect(creditPurchaseEligibility(iva, undeclaredBuyer(), noCorrentista, at)).toEqual(yes);
    expect(creditPurchaseEligibility(iva, buyer('pa'), noCorrentista, at)).toEqual(no(m.publicAdministration));
  });

  it('one rata on sale that admits the buyer is enough: a non cedibile rata does not close the others', () => {
    const [first, second] = credit(unstarted).rate;
    const mixed = credit(unstarted, [{ ...first!, category: 'non_cedibile' }, second!]);
    expect(creditPurchaseEligibility(mixed, undeclaredBuyer(), noCorrentista, at)).toEqual(yes);
  });
});

describe('rataOnSale: the rate still for sale (isRataForSale of the Piattaforma, expiry, closings)', () => {
  const [r2026, r2027] = credit(unstarted).rate as [PracticeRata, PracticeRata];
  it.each([
    ['both on sale', [r2026, r2027], [], ['2026', '2027']],
    ['an expired rata is not (2025 in 2026)', [{ ...r2026, year: 2025, id: '2025' }, r2027], [], ['2027']],
    ['a rata a closing transferred is not', [r2026, r2027], ['2026'], ['2027']],
    ['a rata chosen for offset in F24 is not', [{ ...r2026, offsetChosen: true }, r2027], [], ['2027']],
    ['a non cedibile rata is not', [r2026, { ...r2027, category: 'non_cedibile' as const }], [], ['2026']],
    ['a rata with nothing left is not', [{ ...r2026, residualAmount: 0 }, r2027], [], ['2027']],
  ])('%s', (_name, rate, cededRate, ids) => {
    expect(rataOnSale({ rate, cededRate }, at).map((r) => r.id)).toEqual(ids);
  });

  it('no rata left for sale: nobody may buy', () => {
    const offset = credit(unstarted).rate.map((r) => ({ ...r, offsetChosen: true }));
    expect(creditPurchaseEligibility(credit(unstarted, offset), undeclaredBuyer(), noCorrentista, at)).toEqual(no(m.nobodyMayBuy));
  });
});

describe('buyableValuesFor: what "Solo crediti che posso acquistare" filters on (ordinary route)', () => {
  it.each([
    ['an undeclared impresa', undeclaredBuyer(), ['chiunque']],
    ['an unverified bank', buyer('banca', false), ['chiunque']],
    ['a verified bank', buyer('banca'), ['chiunque', 'qualificati']],
    ['a verified insurer', buyer('assicurazione'), ['chiunque', 'qualificati']],
    ['a public administration', buyer('pa'), []],
  ])('%s may buy %p', (_name, qualification, values) => {
    expect(buyableValuesFor(qualification)).toEqual(values);
  });
});
