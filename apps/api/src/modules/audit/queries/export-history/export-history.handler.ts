import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { auditApiMessages } from '@pratiche/contracts';
import { SignerRefusal } from '../../../../infrastructure/audit-chain/checkpoint-writer';
import type { AuditExport } from '../../../../infrastructure/audit-chain/export/audit-export.schema';
import { buildAuditExport } from '../../../../infrastructure/audit-chain/export/build-audit-export';
import { readLogHashes } from '../../../../infrastructure/audit-chain/log-hashes';
import { readStreamHeads } from '../../../../infrastructure/audit-chain/stream-heads';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import type { Database } from '../../../../infrastructure/database/database';
import { DATABASE } from '../../../../infrastructure/database/database.tokens';
import { ApiError } from '../../../../infrastructure/http/api-error';
import { AuditCheckpoints } from '../../checkpoints/audit-checkpoints';
import { ExportHistoryQuery } from './export-history.query';
import { HistoryExportReader } from './history-export.reader';

/**
 * Seals the log first (a checkpoint covering everything committed now), then reads the history
 * up to it and proves each event's place in the checkpoint's Merkle tree.
 */
@QueryHandler(ExportHistoryQuery)
export class ExportHistoryHandler implements IQueryHandler<ExportHistoryQuery> {
  constructor(
    private readonly checkpoints: AuditCheckpoints,
    private readonly history: HistoryExportReader,
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ kind, id, since }: ExportHistoryQuery): Promise<AuditExport> {
    const checkpoint = await this.checkpoints.current().catch((error: unknown) => {
      // The signer's alarm (logged, on the metrics): a signed export would vouch for a rewritten log.
      throw error instanceof SignerRefusal ? new ApiError(503, auditApiMessages.signerRefusing) : error;
    });
    const events = await this.history.events(kind, id, checkpoint.position);
    // The whole log's leaves rebuild the tree the proofs climb; an empty history needs none.
    const needsLog = events.length > 0 || since !== undefined;
    const log = needsLog ? await readLogHashes(this.db, checkpoint.position) : { positions: [], hashes: [] };
    const heads = await readStreamHeads(this.db, checkpoint.position);
    return buildAuditExport({ subject: { kind, id }, exportedAt: this.clock(), checkpoint, events, log, heads, since });
  }
}
