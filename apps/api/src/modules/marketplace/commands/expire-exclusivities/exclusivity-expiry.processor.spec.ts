import type { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import type { AppConfig } from '../../../../infrastructure/config/app-config';
import type { MarketplaceReader } from '../../marketplace.reader';
import { ExclusivityExpiryProcessor } from './exclusivity-expiry.processor';

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A processor whose every run waits in `dueDeadlines` until the test finishes it. */
const slowProcessor = () => {
  const pending: (() => void)[] = [];
  const reader = {
    dueDeadlines: () => new Promise<number[]>((resolve) => pending.push(() => resolve([]))),
  } as unknown as MarketplaceReader;
  const config = { exclusivityExpiryIntervalSeconds: 1 } as AppConfig;
  const processor = new ExclusivityExpiryProcessor(reader, {} as CommandExecutor, () => new Date(), config);
  return { processor, pending };
};

describe('exclusivity expiry on the PeriodicJob rail', () => {
  afterEach(() => jest.useRealTimers());

  it('runs never overlap: a slow run holds back the next until it ends, then the schedule goes on', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    const { processor, pending } = slowProcessor();
    void processor.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(pending).toHaveLength(1);
    pending[0]!();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(pending).toHaveLength(2);
    pending[1]!();
    await processor.onApplicationShutdown();
  });

  it('shutdown waits for the run under way, and no run starts after it', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    const { processor, pending } = slowProcessor();
    void processor.onApplicationBootstrap();
    let stopped = false;
    const stopping = Promise.resolve(processor.onApplicationShutdown()).then(() => (stopped = true));
    await tick();
    expect(stopped).toBe(false);
    pending[0]!();
    await stopping;
    expect(stopped).toBe(true);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(pending).toHaveLength(1);
  });
});
