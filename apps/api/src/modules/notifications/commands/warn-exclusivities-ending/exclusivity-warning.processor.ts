import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DomainError, exclusivityWarningDecider, exclusivityWarningLeadMs, exclusivityWarningStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { systemContext } from '../../../../infrastructure/command-handling/request-context';
import { APP_CONFIG, type AppConfig } from '../../../../infrastructure/config/app-config';
import { PeriodicTask } from '../../../../infrastructure/lifecycle/periodic-task';
import { NotificationsReader } from '../../notifications.reader';

const BATCH = 100;

/**
 * Warns each exclusivity's holder 2 hours before it ends (`ExclusivityEndingSoon`). Every API
 * instance runs it; exactly once per exclusivity holds anyway, because each warning is decided
 * on a stream of its own that must not exist yet: an instance that loses the race re-reads,
 * finds it warned, and appends nothing. Runs as often as the expiry of exclusivities.
 */
@Injectable()
export class ExclusivityWarningProcessor implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ExclusivityWarning');
  private readonly task: PeriodicTask;

  constructor(
    private readonly reader: NotificationsReader,
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.task = new PeriodicTask(
      () => this.runOnce(),
      config.exclusivityExpiryIntervalSeconds * 1000,
      (e) => this.logger.error(String(e)),
    );
  }

  onApplicationBootstrap() {
    // Not awaited: start-up does not wait for the first run.
    void this.task.start();
  }

  onApplicationShutdown() {
    return this.task.stop();
  }

  /** Warns what is due at `now`; answers how many warnings this instance appended. */
  async runOnce(now = this.clock()): Promise<number> {
    let appended = 0;
    for (const due of await this.reader.exclusivitiesToWarn(now, exclusivityWarningLeadMs, BATCH)) {
      try {
        const { events } = await this.executor.execute({
          decider: exclusivityWarningDecider,
          streamId: exclusivityWarningStreamId(due.practiceId, due.exclusiveUntil),
          command: { type: 'WarnExclusivityEnding', data: { ...due, at: now.toISOString() } },
          context: systemContext(),
        });
        appended += events.length;
      } catch (error) {
        // Contention beyond the retries: the next run finds it due again.
        if (!(error instanceof DomainError)) throw error;
        this.logger.warn(`practice ${due.practiceId}: ${error.message}`);
      }
    }
    return appended;
  }
}
