import { Inject, Injectable } from '@nestjs/common';
import { exclusivityExpiryDecider, practiceStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { executeOnce } from '../../../../infrastructure/command-handling/execute-once';
import { APP_CONFIG, type AppConfig } from '../../../../infrastructure/config/app-config';
import { PeriodicJob } from '../../../../infrastructure/lifecycle/periodic-job';
import { MarketplaceReader } from '../../marketplace.reader';

const BATCH = 100;

/**
 * Appends `ExclusivityExpired` for each exclusivity that has ended (ARCHITECTURE.md section 6),
 * and `OfferExpired` for each pending offer past its expiry or its negotiation (issue 29): the
 * decider returns the domain's `dueDeadlines`. Every API instance runs it; exactly once per
 * deadline holds anyway, because each is decided on the practice stream and appended at the
 * version it was read at: an instance that loses the race re-reads, finds nothing left to
 * expire, and appends nothing. Reads never wait for it: they compare the end with the time of the request.
 * It runs on the `PeriodicJob` rail: at start, then every interval after a run ends, never two
 * runs at once in an instance; a shutdown waits for the run under way.
 */
@Injectable()
export class ExclusivityExpiryProcessor extends PeriodicJob {
  constructor(
    private readonly marketplace: MarketplaceReader,
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super('ExclusivityExpiry', { intervalMs: config.exclusivityExpiryIntervalSeconds * 1000 });
  }

  /** Expires what is due at `now`; answers how many events (ExclusivityExpired, OfferExpired) this instance appended. */
  async runOnce(now = this.clock()): Promise<number> {
    let appended = 0;
    for (const practiceId of await this.marketplace.dueDeadlines(now, BATCH)) {
      const command = { type: 'ExpireExclusivity', data: { practiceId, at: now.toISOString() } } as const;
      const events = await executeOnce(this.executor, { decider: exclusivityExpiryDecider, streamId: practiceStreamId(practiceId), command }, (error) =>
        this.logger.warn(`practice ${practiceId}: ${error.message}`),
      );
      appended += events.length;
    }
    return appended;
  }
}
