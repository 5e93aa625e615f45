import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PeriodicTask } from './periodic-task';

export type PeriodicJobOptions = {
  /** Null: the job is off (it never runs). */
  intervalMs: number | null;
  /** Start-up waits for the first run (a sweep that must be done before serving); by default it does not. */
  awaitFirstRun?: boolean;
  /** How a failed run is reported; by default logged as an error. */
  onError?: (error: unknown, logger: Logger) => void;
};

/**
 * The rail every background job runs on: a `PeriodicTask` started with the application and
 * stopped with it, so runs of one job never overlap and a shutdown waits for the run under way.
 * Work that must happen once across instances is decided on a stream that must not hold it yet
 * (`executeOnce`), so every instance may run every job.
 */
export abstract class PeriodicJob implements OnApplicationBootstrap, OnApplicationShutdown {
  protected readonly logger: Logger;
  private readonly task: PeriodicTask | undefined;

  protected constructor(
    name: string,
    private readonly options: PeriodicJobOptions,
  ) {
    this.logger = new Logger(name);
    const onError = options.onError ?? ((error, logger) => logger.error(String(error)));
    this.task =
      options.intervalMs === null
        ? undefined
        : new PeriodicTask(
            () => this.runOnce(),
            options.intervalMs,
            (e) => onError(e, this.logger),
          );
  }

  /** One run of the job. */
  abstract runOnce(): Promise<unknown>;

  async onApplicationBootstrap() {
    const first = this.task?.start();
    if (this.options.awaitFirstRun) await first;
  }

  onApplicationShutdown() {
    return this.task?.stop();
  }
}
