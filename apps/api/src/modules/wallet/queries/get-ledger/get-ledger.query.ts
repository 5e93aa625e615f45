import { Query } from '@nestjs/cqrs';
import type { WalletLedgerFilter, WalletLedgerPage } from '@pratiche/contracts';

/** `GET /api/wallet/ledger`: a page of the caller's own wallet movements with the balance after each. */
export class GetLedgerQuery extends Query<WalletLedgerPage> {
  constructor(
    readonly userId: number,
    readonly filter: WalletLedgerFilter,
  ) {
    super();
  }
}

/** `GET /api/wallet/ledger.csv`: every movement matching the filter, for the export. */
export class ExportLedgerQuery extends Query<string> {
  constructor(
    readonly userId: number,
    readonly filter: WalletLedgerFilter,
  ) {
    super();
  }
}
