import type { DomainCommand, DomainEvent } from '@pratiche/domain';
import type { Clock } from '../../../infrastructure/clock/clock';
import type { CommandExecutor } from '../../../infrastructure/command-handling/command-executor';
import { executeOnce, type OnceOnlyCommand } from '../../../infrastructure/command-handling/execute-once';
import type { AppConfig } from '../../../infrastructure/config/app-config';
import { PeriodicJob } from '../../../infrastructure/lifecycle/periodic-job';

/** One notice to decide: on a stream of its own, which must not hold it yet. */
export type DueNotice<S, C extends DomainCommand, E extends DomainEvent> = OnceOnlyCommand<S, C, E> & { practiceId: number };

/**
 * A notice sent ahead of a deadline (an exclusivity's end, a reconfirmation). Every API instance
 * runs it; exactly once holds anyway, because each notice is decided on a stream of its own that
 * must not exist yet: an instance that loses the race re-reads, finds it sent, and appends
 * nothing. Runs as often as the expiry of exclusivities: notices hours or days ahead need no finer clock.
 */
export abstract class ScheduledNoticeProcessor<S, C extends DomainCommand, E extends DomainEvent> extends PeriodicJob {
  protected constructor(
    name: string,
    private readonly executor: CommandExecutor,
    protected readonly clock: Clock,
    config: AppConfig,
  ) {
    super(name, { intervalMs: config.exclusivityExpiryIntervalSeconds * 1000 });
  }

  /** The notices due at `now`, at most a batch. */
  protected abstract due(now: Date): Promise<DueNotice<S, C, E>[]>;

  /** Sends what is due at `now`; answers how many notices this instance appended. */
  async runOnce(now = this.clock()): Promise<number> {
    let appended = 0;
    for (const notice of await this.due(now)) {
      const events = await executeOnce(this.executor, notice, (error) => this.logger.warn(`practice ${notice.practiceId}: ${error.message}`));
      appended += events.length;
    }
    return appended;
  }
}
