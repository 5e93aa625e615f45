import type { Clock } from '../infrastructure/clock/clock';

/**
 * The app's clock during a seed: the system time, except inside `backdated`, where it runs
 * `ms` behind. Exclusivities bought "days ago" have really ended, so the expiry processor
 * records them as it would in production. Give `now` to `createApp` as its clock.
 */
export type SeedClock = { now: Clock; backdated: <T>(ms: number, action: () => Promise<T>) => Promise<T> };

export const createSeedClock = (): SeedClock => {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() - offsetMs),
    backdated: async (ms, action) => {
      offsetMs = ms;
      try {
        return await action();
      } finally {
        offsetMs = 0;
      }
    },
  };
};
