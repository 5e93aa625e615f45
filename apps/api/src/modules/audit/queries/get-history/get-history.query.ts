import { Query } from '@nestjs/cqrs';
import type { AuditEntry, AuditStreamKind } from '@pratiche/contracts';

/** Issue 7 `GET /api/admin/history/{kind}/{id}`: every event of one practice, user or wallet stream, oldest first. */
export class GetHistoryQuery extends Query<AuditEntry[]> {
  constructor(
    readonly kind: AuditStreamKind,
    readonly id: number,
  ) {
    super();
  }
}
