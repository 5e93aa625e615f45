/**
 * A background job run every `intervalMs` (first run at `start`), never overlapping itself.
 * `stop` cancels the next run and waits for the current one, so a shutdown never closes the
 * database under a job halfway through. Failures are reported and the schedule goes on.
 */
export class PeriodicTask {
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly work: () => Promise<unknown>,
    private readonly intervalMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Runs the job now, resolving when this first run is done, then every interval. */
  start(): Promise<void> {
    this.stopped = false;
    return this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.current;
  }

  private run(): Promise<void> {
    this.current = this.work()
      .then(() => undefined, this.onError)
      .finally(() => {
        if (!this.stopped) this.timer = setTimeout(() => void this.run(), this.intervalMs).unref();
      });
    return this.current;
  }
}
