import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SignerRefusal } from '../../../infrastructure/audit-chain/checkpoint-writer';
import { APP_CONFIG, type AppConfig } from '../../../infrastructure/config/app-config';
import { PeriodicTask } from '../../../infrastructure/lifecycle/periodic-task';
import { AuditCheckpoints } from './audit-checkpoints';

/**
 * Seals the log every AUDIT_CHECKPOINT_SECONDS (0: off), at start-up too, when events were
 * appended since the latest checkpoint. Every instance runs it; the writer's advisory lock lets
 * one seal at a time and the others find the log sealed. A shutdown waits for a run under way.
 */
@Injectable()
export class PeriodicCheckpointWriter implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('AuditCheckpoints');
  private readonly task: PeriodicTask | undefined;

  constructor(
    private readonly checkpoints: AuditCheckpoints,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const seconds = config.auditCheckpointSeconds;
    this.task =
      seconds > 0
        ? new PeriodicTask(
            () => this.runOnce(),
            seconds * 1000,
            // A refusal is logged by AuditCheckpoints with the alarm.
            (e) => void (e instanceof SignerRefusal || this.logger.error(`checkpoint not written: ${String(e)}`)),
          )
        : undefined;
  }

  onApplicationBootstrap() {
    // Not awaited: start-up does not wait for a Merkle tree over the whole log.
    void this.task?.start();
  }

  onApplicationShutdown() {
    return this.task?.stop();
  }

  /** One run: the latest checkpoint after it, or null when another instance was writing (it seals the same log). */
  runOnce() {
    return this.checkpoints.write();
  }
}
