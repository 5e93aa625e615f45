import { Inject, Injectable } from '@nestjs/common';
import { SignerRefusal } from '../../../infrastructure/audit-chain/checkpoint-writer';
import { APP_CONFIG, type AppConfig } from '../../../infrastructure/config/app-config';
import { PeriodicJob } from '../../../infrastructure/lifecycle/periodic-job';
import { AuditCheckpoints } from './audit-checkpoints';

/**
 * Seals the log every AUDIT_CHECKPOINT_SECONDS (0: off), at start-up too, when events were
 * appended since the latest checkpoint. Every instance runs it; the writer's advisory lock lets
 * one seal at a time and the others find the log sealed. A shutdown waits for a run under way.
 */
@Injectable()
export class PeriodicCheckpointWriter extends PeriodicJob {
  constructor(
    private readonly checkpoints: AuditCheckpoints,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const seconds = config.auditCheckpointSeconds;
    // Start-up does not wait for a Merkle tree over the whole log.
    super('AuditCheckpoints', {
      intervalMs: seconds > 0 ? seconds * 1000 : null,
      // A refusal is logged by AuditCheckpoints with the alarm.
      onError: (e, logger) => void (e instanceof SignerRefusal || logger.error(`checkpoint not written: ${String(e)}`)),
    });
  }

  /** One run: the latest checkpoint after it, or null when another instance was writing (it seals the same log). */
  runOnce() {
    return this.checkpoints.write();
  }
}
