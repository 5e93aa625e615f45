import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { HoldingsResponse } from '@pratiche/contracts';
import { HoldingsReader } from '../../holdings/holdings.reader';
import { ExportHoldingsQuery, GetHoldingsQuery } from './get-holdings.query';
import { holdingsCsv } from './holdings-csv';

/** Only the caller's own holdings: the buyer id comes from the session, never from the request. */
@QueryHandler(GetHoldingsQuery)
export class GetHoldingsHandler implements IQueryHandler<GetHoldingsQuery> {
  constructor(private readonly holdings: HoldingsReader) {}

  execute({ buyerId }: GetHoldingsQuery): Promise<HoldingsResponse> {
    return this.holdings.holdings(buyerId);
  }
}

@QueryHandler(ExportHoldingsQuery)
export class ExportHoldingsHandler implements IQueryHandler<ExportHoldingsQuery> {
  constructor(private readonly holdings: HoldingsReader) {}

  async execute({ buyerId }: ExportHoldingsQuery): Promise<string> {
    return holdingsCsv(await this.holdings.holdings(buyerId));
  }
}
