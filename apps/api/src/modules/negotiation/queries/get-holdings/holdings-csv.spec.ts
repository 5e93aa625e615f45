import { holdingsApiMessages, type HoldingResponse } from '@pratiche/contracts';
import { parseCsv } from '../../../audit/csv-parse.spec-helper';
import { holdingsCsv } from './holdings-csv';

const holding = (over: Partial<HoldingResponse> = {}): HoldingResponse => ({
  practiceId: 7,
  practiceTitle: 'Superbonus 110 2026 · Pratica #7',
  creditType: 'SUPERBONUS_110',
  offerId: 3,
  rataId: '2026',
  year: 2026,
  amount: 10_000,
  pricePaid: 8_833.34,
  pricePer100: 88.33,
  code: 'C2026',
  tributeCode: '7701',
  usableUntil: '2026-12-31',
  offsetChosen: false,
  transferable: true,
  category: 'qualificati',
  boundByRule75: false,
  acquiredAt: '2026-03-02T10:00:00.000Z',
  protocol: 'PROT-1',
  ...over,
});

describe("holdingsCsv ('I miei crediti' for Italian spreadsheets)", () => {
  it('one line per rata under the header: decimal commas, an Italian date, Sì/No; a rata without code or tribute code has empty cells', () => {
    const csv = holdingsCsv({
      items: [
        holding(),
        holding({ rataId: '2027', year: 2027, usableUntil: '2027-12-31', code: null, tributeCode: null, offsetChosen: true, transferable: false }),
      ],
      totalsByYear: [],
      offsetCapacity: [],
    });
    const [header, first, second] = parseCsv(csv, ';');
    expect(header!.join(';')).toBe(holdingsApiMessages.csvHeader);
    expect(first).toEqual(['Superbonus 110 2026 · Pratica #7', '2026', '2026', '10000,00', '8833,34', '88,33', 'C2026', '7701', '31/12/2026', 'No', 'Sì']);
    expect(second!.slice(6)).toEqual(['', '', '31/12/2027', 'Sì', 'No']);
  });

  it('the totals per year follow after a blank line, with the declared offset capacity and whether the year passes it (issue 47)', () => {
    const csv = holdingsCsv({
      items: [holding()],
      totalsByYear: [
        { year: 2026, amount: 10_000, pricePaid: 8_833.34, offsetChosenAmount: 0, offsetCapacity: 9_999.99, beyondCapacity: true },
        { year: 2027, amount: 10_000, pricePaid: 8_833.34, offsetChosenAmount: 0, offsetCapacity: null, beyondCapacity: false },
      ],
      offsetCapacity: [{ year: 2026, amount: 9_999.99 }],
    });
    expect(parseCsv(csv, ';').slice(2)).toEqual([
      [''],
      ['Totali per anno', 'Importo', 'Prezzo pagato', 'Di cui in compensazione', 'Capacità di compensazione', 'Oltre la capacità'],
      ['2026', '10000,00', '8833,34', '0,00', '9999,99', 'Sì'],
      ['2027', '10000,00', '8833,34', '0,00', '', 'No'],
    ]);
  });
});
