import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DomainError, type Decider, type DomainCommand, type DomainEvent } from '@pratiche/domain';
import type { Clock } from '../../../infrastructure/clock/clock';
import type { CommandExecutor } from '../../../infrastructure/command-handling/command-executor';
import { systemContext } from '../../../infrastructure/command-handling/request-context';
import type { AppConfig } from '../../../infrastructure/config/app-config';
import { PeriodicTask } from '../../../infrastructure/lifecycle/periodic-task';

/** One notice to decide: on a stream of its own, which must not hold it yet. */
export type DueNotice<S, C extends DomainCommand, E extends DomainEvent> = { practiceId: number; decider: Decider<S, C, E>; streamId: string; command: C };

/**
 * A notice sent ahead of a deadline (an exclusivity's end, a reconfirmation). Every API instance
 * runs it; exactly once holds anyway, because each notice is decided on a stream of its own that
 * must not exist yet: an instance that loses the race re-reads, finds it sent, and appends
 * nothing. Runs as often as the expiry of exclusivities: notices hours or days ahead need no finer clock.
 */
export abstract class ScheduledNoticeProcessor<S, C extends DomainCommand, E extends DomainEvent> implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly task: PeriodicTask;
  protected readonly logger: Logger;

  protected constructor(
    name: string,
    private readonly executor: CommandExecutor,
    protected readonly clock: Clock,
    config: AppConfig,
  ) {
    this.logger = new Logger(name);
    this.task = new PeriodicTask(
      () => this.runOnce(),
      config.exclusivityExpiryIntervalSeconds * 1000,
      (e) => this.logger.error(String(e)),
    );
  }

  /** The notices due at `now`, at most a batch. */
  protected abstract due(now: Date): Promise<DueNotice<S, C, E>[]>;

  onApplicationBootstrap() {
    // Not awaited: start-up does not wait for the first run.
    void this.task.start();
  }

  onApplicationShutdown() {
    return this.task.stop();
  }

  /** Sends what is due at `now`; answers how many notices this instance appended. */
  async runOnce(now = this.clock()): Promise<number> {
    let appended = 0;
    for (const { practiceId, decider, streamId, command } of await this.due(now)) {
      try {
        const { events } = await this.executor.execute({ decider, streamId, command, context: systemContext() });
        appended += events.length;
      } catch (error) {
        // Contention beyond the retries: the next run finds it due again.
        if (!(error instanceof DomainError)) throw error;
        this.logger.warn(`practice ${practiceId}: ${error.message}`);
      }
    }
    return appended;
  }
}
