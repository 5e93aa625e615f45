import type { Rata } from './credit-schedule';
import { endOfUseInstant, italianDay } from './italian-calendar';
import { isRataAtRisk } from './platform-timings';
import { scheduleForPurchase, type Rule75Purchase } from './rule-75';

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;
/** A rata due today is discounted over one day at least, so its weight still depends on the rate. */
const MIN_YEARS = 1 / 365.25;

type CashFlow = { amount: number; years: number };

const presentValue = (flows: readonly CashFlow[], rate: number) => flows.reduce((sum, f) => sum + f.amount / (1 + rate) ** f.years, 0);

/**
 * The implied annual yield, in percent with 2 decimals: the rate r at which paying `price` at `at`
 * returns each rata the buyer can still use in time, on its 31 December (sum of amount / (1 + r)^years
 * = price). A rata past its last transfer day (platform-timings.ts) is at risk: a transfer
 * communicated today may reach the buyer after its year ends, so it never counts in the yield.
 * A yield, not a promise: it assumes every rata is used in its year. Null when it cannot be told:
 * nothing to pay (100% discount), no rata left, or a rate beyond -99% .. 10,000%.
 */
export const impliedAnnualYield = (price: number, rate: readonly Rata[], at: string): number | null => {
  const now = Date.parse(at);
  const today = italianDay(at);
  const flows = rate
    .filter((r) => !isRataAtRisk(r.year, today))
    .map((r) => ({ amount: r.amount, years: Math.max(MIN_YEARS, (endOfUseInstant(r.year) - now) / YEAR_MS) }));
  if (price <= 0 || flows.length === 0) return null;
  let low = -0.99;
  let high = 100;
  // Present value falls as the rate rises: no root in the range means no meaningful yield.
  if (presentValue(flows, low) < price || presentValue(flows, high) > price) return null;
  for (let step = 0; step < 100 && high - low > 1e-7; step++) {
    const mid = (low + high) / 2;
    if (presentValue(flows, mid) > price) low = mid;
    else high = mid;
  }
  return Math.round(((low + high) / 2) * 10_000) / 100;
};

/**
 * The implied yield this buyer would get: on the six-rata schedule of the 75 rule (DL 39/2024,
 * rule-75.ts) when the buyer is bound by it, on the rate as they are otherwise.
 */
export const impliedAnnualYieldFor = (
  purchase: Omit<Rule75Purchase, 'price' | 'faceValue'>,
  price: number,
  rate: readonly Rata[],
  at: string,
): number | null => {
  const faceValue = rate.reduce((cents, r) => cents + Math.round(r.amount * 100), 0) / 100;
  return impliedAnnualYield(price, scheduleForPurchase({ ...purchase, price, faceValue }, rate), at);
};

/** What the buyer pays per 100 euro of face value, 2 decimals: 100 less the discount. */
export const pricePer100 = (amount: number, price: number): number => (amount > 0 ? Math.round((price / amount) * 10_000) / 100 : 0);
