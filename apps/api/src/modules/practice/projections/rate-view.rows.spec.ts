import { upcastPracticeEventData, type PracticeRata } from '@pratiche/domain';
import type { RecordedEvent } from '../../../infrastructure/event-store/event-store.types';
import { recordedLog } from '../../../infrastructure/projections/recorded-log.spec-helper';
import { evolvePracticeRow, type PracticeRow } from './practice-row';
import { rataRowsOf } from './rate-view.rows';

const [practiceId, seller] = [9, 1];
const rata = (year: number, facts: Partial<PracticeRata> = {}): PracticeRata => ({
  year,
  amount: 10_000,
  code: `R${year}`,
  id: String(year),
  category: 'chiunque',
  residualAmount: 10_000,
  offsetChosen: false,
  ...facts,
});

const log = recordedLog();
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent =>
  log(`practice-${practiceId}`, type, upcastPracticeEventData(type, { practiceId, by: seller, at: '2026-03-01T10:00:00.000Z', ...data }));

const submitted = (rate: PracticeRata[]) =>
  recorded('PracticeSubmitted', {
    userId: seller,
    type: 'SUPERBONUS_110',
    year: rate[0]!.year,
    amount: rate.length * 10_000,
    discount: 12.5,
    isTraceable: true,
    tributeCode: '7701',
    numSites: 1,
    documents: { societari: [], fiscali: [] },
    rate,
    transferChain: { freeTransferUsed: false, qualifiedTransfers: 0, holder: 'beneficiario' },
    scheduleDeclared: true,
  });
const approved = () => recorded('PracticeApproved', { by: 99, comment: null });
const sold = () => recorded('PracticeMarkedSold', { saleStatus: 'ceduta', viaPortal: false });

const fold = (events: RecordedEvent[]): PracticeRow => {
  const row = events.reduce<PracticeRow | null>((before, event) => evolvePracticeRow(before, event), null);
  if (row === null) throw new Error('the events leave no practice');
  return row;
};
const years = (events: RecordedEvent[]) => rataRowsOf(fold(events)).map((r) => r.year);

/** Issue 45: the rows of rate_view are the rate a practice puts on sale, from its folded state. */
describe('rate_view rows: the rate a practice puts on sale (rataRowsOf)', () => {
  it('an approved practice on sale lists each rata with its practice price per 100; before approval, none', () => {
    const rate = [rata(2027), rata(2028)];
    expect(years([submitted(rate)])).toEqual([]);
    const rows = rataRowsOf(fold([submitted(rate), approved()]));
    expect(rows.map((r) => [r.practiceId, r.rataId, r.year, r.amount, r.pricePer100, r.heldUntil])).toEqual([
      [practiceId, '2027', 2027, 10_000, 87.5, null],
      [practiceId, '2028', 2028, 10_000, 87.5, null],
    ]);
  });

  it('not for sale on the Piattaforma: non cedibile, chosen for offset (Provv. AdE 10/06/2022), nothing left', () => {
    const rate = [rata(2027, { category: 'non_cedibile' }), rata(2028, { offsetChosen: true }), rata(2029, { residualAmount: 0 }), rata(2030)];
    expect(years([submitted(rate), approved()])).toEqual([2030]);
  });

  it('issue 45: only the rata an exclusivity holds carries its end, and no end once its closing holds it open', () => {
    const until = '2027-03-03T10:00:00.000Z';
    const held = [
      submitted([rata(2027), rata(2028)]),
      approved(),
      recorded('ExclusivityPurchased', { by: 5, credits: 100, hours: 24, exclusiveUntil: until, rate: [2028] }),
    ];
    expect(rataRowsOf(fold(held)).map((r) => [r.year, r.heldUntil, r.heldOpen])).toEqual([
      [2027, null, false],
      [2028, until, false],
    ]);
    const closing = recorded('OfferAccepted', { offerId: 9, buyerId: 5, sellerId: 1, by: 1, amount: 9_000, rate: [2028] });
    expect(rataRowsOf(fold([...held, closing])).map((r) => [r.year, r.heldOpen])).toEqual([
      [2027, false],
      [2028, true],
    ]);
  });

  it('a practice ceduta sells no rata', () => {
    expect(years([submitted([rata(2027)]), approved(), sold()])).toEqual([]);
  });
});
