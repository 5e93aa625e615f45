import { walletLedgerKindLabels, type WalletLedgerEntry } from '@pratiche/contracts';
import { toCsv } from '../../../../infrastructure/csv/csv';

export const ledgerCsvHeader = ['Data', 'Tipo', 'Descrizione', 'Pratica', 'Crediti', 'Saldo', 'Prezzo (EUR)'] as const;

/** `dd/mm/yyyy hh:mm` in Italian time, the way an Italian spreadsheet reads a date. */
const italianDateTime = (iso: string) => {
  const parts = new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
};

/**
 * The ledger as an Italian spreadsheet opens it: ';' between fields and a decimal comma (with
 * ',' the comma in '79,90' would split the cell). Credits stay plain integers with a sign, no
 * thousands mark, so the spreadsheet reads them as numbers.
 */
export const ledgerCsv = (entries: readonly WalletLedgerEntry[]) =>
  toCsv(
    ledgerCsvHeader,
    entries.map((e) => [
      italianDateTime(e.at),
      walletLedgerKindLabels[e.kind],
      e.description,
      e.practiceId === null ? '' : String(e.practiceId),
      String(e.credits),
      String(e.balance),
      e.price === null ? '' : e.price.replace('.', ','),
    ]),
    ';',
  );
