import { PeriodicTask } from './periodic-task';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('PeriodicTask: background jobs that a shutdown waits for', () => {
  it('runs at start, then every interval, never overlapping itself', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    let runs = 0;
    const task = new PeriodicTask(
      async () => void runs++,
      1_000,
      () => undefined,
    );
    await task.start();
    expect(runs).toBe(1);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    await task.stop();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(2);
    jest.useRealTimers();
  });

  it('a shutdown lets the run under way finish, and no new run starts after it', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    let runs = 0;
    let finish: () => void = () => undefined;
    let finished = false;
    const task = new PeriodicTask(
      () => new Promise<void>((resolve) => (runs++, (finish = () => resolve(void (finished = true))))),
      1_000,
      () => undefined,
    );
    void task.start();
    let stopped = false;
    const stopping = task.stop().then(() => (stopped = true));
    await tick();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(finished).toBe(true);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(runs).toBe(1);
    jest.useRealTimers();
  });

  it('reports a failed run and keeps its schedule', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    const errors: unknown[] = [];
    let runs = 0;
    const task = new PeriodicTask(
      async () => {
        runs++;
        throw new Error('database gone');
      },
      1_000,
      (error) => errors.push(error),
    );
    await task.start();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    expect(errors).toHaveLength(2);
    await task.stop();
    jest.useRealTimers();
  });
});
