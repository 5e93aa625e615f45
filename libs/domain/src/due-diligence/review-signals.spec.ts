import type { DueDiligence } from './due-diligence';
import { defaultDueDiligenceFacts } from './due-diligence-facts';
import { reconfirmationDue, reconfirmationDueAt, reconfirmationOverdue, reconfirmationReminderAt } from './reconfirmation';
import { quantile, reviewSignals, type ReviewSignalInput } from './review-signals';

const complete: DueDiligence = {
  required: ['fatture'],
  present: ['fatture'],
  approved: ['fatture'],
  missing: [],
  completeness: 100,
  checklist: [{ docType: 'fatture', status: 'approved' }],
  sixBisApplies: true,
};
const input = (overrides: Partial<ReviewSignalInput> = {}): ReviewSignalInput => ({
  dueDiligence: complete,
  discount: 20,
  peerDiscounts: [18, 19, 20, 21, 22],
  reconfirmationOverdue: false,
  facts: defaultDueDiligenceFacts(100_000),
  submittedAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});
const codes = (overrides: Partial<ReviewSignalInput>) => reviewSignals(input(overrides)).map((signal) => signal.code);

describe("issue 28: signals for the admin's review, computed from the data and never blocking", () => {
  it('a clean practice has none', () => {
    expect(reviewSignals(input())).toEqual([]);
  });

  it('required documents missing, rejected or stale are named with why', () => {
    const dd: DueDiligence = {
      ...complete,
      required: ['fatture', 'visura_camerale', 'titolo_edilizio'],
      missing: ['visura_camerale', 'titolo_edilizio'],
      checklist: [
        { docType: 'fatture', status: 'approved' },
        { docType: 'visura_camerale', status: 'stale' },
        { docType: 'titolo_edilizio', status: 'rejected' },
      ],
    };
    expect(reviewSignals(input({ dueDiligence: dd }))).toEqual([
      {
        code: 'documents_missing',
        message: 'Documenti richiesti mancanti o scaduti: Visura camerale (scaduto); Titolo edilizio (CILA, CILAS, SCIA o permesso di costruire) (rifiutato)',
      },
    ]);
  });

  it('a discount outside median ± 2 interquartile ranges of the approved peers; inside is fine', () => {
    // peers 18..22: median 20, IQR 2, so 16..24 is usual.
    expect(codes({ discount: 24 })).toEqual([]);
    expect(codes({ discount: 24.01 })).toEqual(['discount_outlier']);
    expect(codes({ discount: 15.99 })).toEqual(['discount_outlier']);
    expect(reviewSignals(input({ discount: 35 }))[0].message).toBe(
      'Sconto del 35% lontano dalla mediana del 20% delle 5 pratiche approvate dello stesso tipo (scarto interquartile 2%)',
    );
  });

  it('fewer than five peers say nothing about the discount', () => {
    expect(codes({ discount: 90, peerDiscounts: [10, 11, 12, 13] })).toEqual([]);
  });

  it('quantiles interpolate like PostgreSQL percentile_cont', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([10, 20, 30, 40, 50], 0.25)).toBe(20);
  });

  it('reconfirmation overdue', () => {
    expect(codes({ reconfirmationOverdue: true })).toEqual(['reconfirmation_overdue']);
  });

  it('a company registered less than a year before the practice, for works over 70,000 €', () => {
    const young = { ...defaultDueDiligenceFacts(100_000), companyRegisteredOn: '2025-06-01' };
    expect(codes({ facts: young })).toEqual(['young_company']);
    expect(codes({ facts: { ...young, companyRegisteredOn: '2025-02-01' } })).toEqual([]);
    expect(codes({ facts: { ...young, worksAmount: 70_000 } })).toEqual([]);
    expect(codes({ facts: { ...young, companyRegisteredOn: null } })).toEqual([]);
  });
});

describe('issue 28: reconfirmation every 30 days, reminder 3 days before', () => {
  const last = '2026-03-01T10:00:00.000Z';
  it('due 30 days after the last confirmation, reminded 3 days before', () => {
    expect(reconfirmationDueAt(last)).toBe('2026-03-31T10:00:00.000Z');
    expect(reconfirmationReminderAt(last)).toBe('2026-03-28T10:00:00.000Z');
  });

  it("'Da riconfermare' from the due instant on", () => {
    expect(reconfirmationOverdue(last, '2026-03-31T09:59:59.999Z')).toBe(false);
    expect(reconfirmationOverdue(last, '2026-03-31T10:00:00.000Z')).toBe(true);
  });
});

describe("issue 28: 'Da riconfermare' applies to credits on sale only", () => {
  const last = '2026-03-01T10:00:00.000Z';
  const overdue = '2026-04-01T10:00:00.000Z';
  it.each([
    ['approved and disponibile', 'approved', 'disponibile', true],
    ['approved and in_trattativa', 'approved', 'in_trattativa', true],
    ['pending: the seller cannot reconfirm yet', 'pending', 'disponibile', false],
    ['sold', 'approved', 'ceduta', false],
  ])('%s', (_name, status, saleStatus, due) => {
    expect(reconfirmationDue({ status, saleStatus, lastConfirmedAt: last }, overdue)).toBe(due);
  });
});
