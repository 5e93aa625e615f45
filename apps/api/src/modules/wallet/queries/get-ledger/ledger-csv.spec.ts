import type { WalletLedgerEntry } from '@pratiche/contracts';
import { parseCsv } from '../../../audit/csv-parse.spec-helper';
import { ledgerCsv } from './ledger-csv';

const entry = (over: Partial<WalletLedgerEntry>): WalletLedgerEntry => ({
  id: 1,
  at: '2026-07-01T22:30:00.000Z',
  kind: 'card',
  description: 'Acquisto crediti',
  credits: 50,
  balance: 50,
  practiceId: null,
  price: '1234.50',
  ...over,
});

describe('ledgerCsv (the wallet export for Italian spreadsheets)', () => {
  it('writes Italian dates (Rome time), a decimal comma and semicolons', () => {
    const [, row] = parseCsv(ledgerCsv([entry({})]), ';');
    expect(row).toEqual(['02/07/2026 00:30', 'Acquisto crediti con carta', 'Acquisto crediti', '', '50', '50', '1234,50']);
  });

  it('CSV formula injection: a cell that starts like a formula is defused, a negative number stays a number', () => {
    const csv = ledgerCsv([entry({ description: '=HYPERLINK("http://x")', credits: -10, balance: 0 })]);
    const [, row] = parseCsv(csv, ';');
    expect(row![2]).toBe('\'=HYPERLINK("http://x")');
    expect(row![4]).toBe('-10');
  });
});
