import { Query } from '@nestjs/cqrs';
import type { HoldingsResponse } from '@pratiche/contracts';

/** Issue 45 `GET /api/holdings`: the caller's rate acquired through completed closings, with the totals per year. */
export class GetHoldingsQuery extends Query<HoldingsResponse> {
  constructor(readonly buyerId: number) {
    super();
  }
}

/** `GET /api/holdings.csv`: the same, for the export. */
export class ExportHoldingsQuery extends Query<string> {
  constructor(readonly buyerId: number) {
    super();
  }
}
