import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { WalletLedgerPage } from '@pratiche/contracts';
import { ExportLedgerQuery, GetLedgerQuery } from './get-ledger.query';
import { ledgerCsv } from './ledger-csv';
import { WalletLedgerReader } from './wallet-ledger.reader';

/** Only the caller's own wallet: the user id comes from the session, never from the request. */
@QueryHandler(GetLedgerQuery)
export class GetLedgerHandler implements IQueryHandler<GetLedgerQuery> {
  constructor(private readonly ledger: WalletLedgerReader) {}

  execute({ userId, filter }: GetLedgerQuery): Promise<WalletLedgerPage> {
    return this.ledger.page(userId, filter);
  }
}

@QueryHandler(ExportLedgerQuery)
export class ExportLedgerHandler implements IQueryHandler<ExportLedgerQuery> {
  constructor(private readonly ledger: WalletLedgerReader) {}

  async execute({ userId, filter }: ExportLedgerQuery): Promise<string> {
    return ledgerCsv(await this.ledger.all(userId, filter));
  }
}
