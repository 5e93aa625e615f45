import { walletLedgerKindLabels, type WalletLedgerEntry } from '@pratiche/contracts';
import { formatRomeDateTime } from '@pratiche/domain';
import { toCsv } from '../../../../infrastructure/csv/csv';

export const ledgerCsvHeader = ['Data', 'Tipo', 'Descrizione', 'Pratica', 'Crediti', 'Saldo', 'Prezzo (EUR)'] as const;

/**
 * The ledger as an Italian spreadsheet opens it: ';' between fields and a decimal comma (with
 * ',' the comma in '79,90' would split the cell). Credits stay plain integers with a sign, no
 * thousands mark, so the spreadsheet reads them as numbers.
 */
export const ledgerCsv = (entries: readonly WalletLedgerEntry[]) =>
  toCsv(
    ledgerCsvHeader,
    entries.map((e) => [
      formatRomeDateTime(e.at),
      walletLedgerKindLabels[e.kind],
      e.description,
      e.practiceId === null ? '' : String(e.practiceId),
      String(e.credits),
      String(e.balance),
      e.price === null ? '' : e.price.replace('.', ','),
    ]),
    ';',
  );
