/**
 * The landing "available credits" counter of spec 9: a marketing figure, not data.
 *
 * Rules (ours where the spec is silent):
 * - weeks are ISO weeks computed in UTC, so every visitor sees the same figure at the same time;
 * - each week starts at 1,500,000 plus an offset of 0..499,000 (whole thousands) derived from
 *   the year and week;
 * - every 3 hours since the week started (Monday 00:00 UTC) it grows by 200,000 plus a
 *   pseudo-random 0..99,999 drawn from a seed of year, week and step, so the figure is a pure
 *   function of time and reproducible in tests;
 * - the figure is cached in storage per week; a cache from another week, from the future or
 *   unreadable is ignored. Storage may be missing or throw (private browsing): the figure is
 *   then computed without caching.
 */

export const landingCounterKey = 'landing-available-credits';
export const landingCounterBase = 1_500_000;
export const landingCounterStepMs = 10_800_000;
const stepIncrement = 200_000;
const randomIncrementBelow = 100_000;
const dayMs = 86_400_000;

export type CounterStorage = Pick<Storage, 'getItem' | 'setItem'>;
type Cached = { year: number; week: number; step: number; value: number };

export function landingAvailableCredits(now: Date, storage: CounterStorage | null): number {
  const { year, week } = isoWeek(now);
  const step = Math.floor((now.getTime() - isoWeekStart(now)) / landingCounterStepMs);
  const cached = readCache(storage);
  const usable = cached && cached.year === year && cached.week === week && cached.step <= step;
  let value = usable ? cached.value : landingCounterBase + weekOffset(year, week);
  for (let i = usable ? cached.step + 1 : 1; i <= step; i += 1) value += stepGrowth(year, week, i);
  if (!usable || cached.step !== step) writeCache(storage, { year, week, step, value });
  return value;
}

/** ISO 8601 week and week-year (the year of the week's Thursday), in UTC. */
export function isoWeek(now: Date): { year: number; week: number } {
  const thursday = new Date(isoWeekStart(now) + 3 * dayMs);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / dayMs / 7) + 1;
  return { year, week };
}

/** Monday 00:00 UTC of the ISO week holding `now`, as epoch milliseconds. */
export function isoWeekStart(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return midnight - daysSinceMonday * dayMs;
}

export function weekOffset(year: number, week: number): number {
  return Math.floor(seededUnit(seedOf(year, week, 0)) * 500) * 1000;
}

export function stepGrowth(year: number, week: number, step: number): number {
  return stepIncrement + Math.floor(seededUnit(seedOf(year, week, step)) * randomIncrementBelow);
}

// A step is at most 55 (7 days / 3 hours) and a week at most 53, so the seed is unique per draw.
const seedOf = (year: number, week: number, step: number) => year * 10_000 + week * 100 + step;

/** mulberry32: a tiny, well-mixed 32-bit generator; one draw per seed is all we need. */
function seededUnit(seed: number): number {
  let t = (seed + 0x6d2b79f5) | 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}

function readCache(storage: CounterStorage | null): Cached | null {
  try {
    const raw = storage?.getItem(landingCounterKey);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isCached(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function writeCache(storage: CounterStorage | null, cached: Cached): void {
  try {
    storage?.setItem(landingCounterKey, JSON.stringify(cached));
  } catch {
    // Quota or privacy mode: the figure is still right, only not cached.
  }
}

function isCached(value: unknown): value is Cached {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return ['year', 'week', 'step', 'value'].every((k) => Number.isInteger(v[k]));
}
