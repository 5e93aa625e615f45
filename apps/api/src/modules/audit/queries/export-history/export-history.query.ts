import { Query } from '@nestjs/cqrs';
import type { AuditStreamKind } from '@pratiche/contracts';
import type { AuditExport } from '../../../../infrastructure/audit-chain/export/audit-export.schema';

/** Issue 30 `GET /api/admin/history/{kind}/{id}?format=signed|pdf`: the history as a file that proves itself. */
export class ExportHistoryQuery extends Query<AuditExport> {
  constructor(
    readonly kind: AuditStreamKind,
    readonly id: number,
    /** The position of a checkpoint saved earlier: the file carries the proof that the log extends it. */
    readonly since?: number,
  ) {
    super();
  }
}
