import { holdingsApiMessages, type HoldingsResponse } from '@pratiche/contracts';
import { italianDate } from '@pratiche/domain';
import { toCsv } from '../../../../infrastructure/csv/csv';

const totalsHeader = ['Totali per anno', 'Importo', 'Prezzo pagato', 'Di cui in compensazione', 'Capacità di compensazione', 'Oltre la capacità'] as const;

/** Euro as an Italian spreadsheet reads a number: a decimal comma, no thousands mark (as the wallet's ledger). */
const decimal = (value: number) => value.toFixed(2).replace('.', ',');
const yesNo = (value: boolean) => (value ? 'Sì' : 'No');

/**
 * 'I miei crediti' for an Italian spreadsheet, as the wallet's ledger export: ';' between fields,
 * a decimal comma. One line per rata, then, after a blank line, the totals per year.
 */
export const holdingsCsv = ({ items, totalsByYear }: HoldingsResponse) =>
  toCsv(
    holdingsApiMessages.csvHeader.split(';'),
    [
      ...items.map((h) => [
        h.practiceTitle,
        h.rataId,
        String(h.year),
        decimal(h.amount),
        decimal(h.pricePaid),
        decimal(h.pricePer100),
        h.code ?? '',
        h.tributeCode ?? '',
        italianDate(h.usableUntil),
        yesNo(h.offsetChosen),
        yesNo(h.transferable),
      ]),
      [],
      totalsHeader,
      ...totalsByYear.map((t) => [
        String(t.year),
        decimal(t.amount),
        decimal(t.pricePaid),
        decimal(t.offsetChosenAmount),
        // Issue 47: an undeclared year has an empty cell and is never beyond.
        t.offsetCapacity === null ? '' : decimal(t.offsetCapacity),
        yesNo(t.beyondCapacity),
      ]),
    ],
    ';',
  );
