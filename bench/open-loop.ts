import { percentile } from './report';

/**
 * The open-loop purchase bench's pure parts: which buyer buys what, the figures of a run, and
 * the credit-conservation rule. The sending is in purchase-buyers.ts, the set-up in purchases.ts.
 */

/** How one scheduled purchase ended: its HTTP status, or no answer (socket error, given up); latency from its scheduled send time. */
export type Outcome = { latencyMs: number; status: number | 'socket' | 'timeout' };

export const p99TargetMs = 100;
/** An answer later than this after the scheduled send counts as a timeout (the client still waits for it, see purchase-buyers.ts). */
export const timeoutMs = 5_000;

/**
 * Purchase i goes to buyer i % buyers, so consecutive purchases come from different buyers; each
 * buyer walks its own run of practices from its own offset, the offsets spread evenly, so no
 * buyer buys one twice (at most practices.length each) and each practice is bought as often.
 */
export const planPurchases = (count: number, buyers: number, practices: readonly number[]) => {
  if (Math.ceil(count / buyers) > practices.length) throw new Error(`${count} purchases by ${buyers} buyers: more each than ${practices.length} practices`);
  return Array.from({ length: count }, (_, i) => {
    const buyer = i % buyers;
    const offset = Math.floor((buyer * practices.length) / buyers);
    return { buyer, practiceId: practices[(offset + Math.floor(i / buyers)) % practices.length]! };
  });
};

/** Answered 2xx, however late: the purchase was made. */
export const isAnswered = (outcome: Outcome) => typeof outcome.status === 'number' && outcome.status >= 200 && outcome.status < 300;

/** The error a purchase counts as, if any: no answer (socket), an answer after timeoutMs or none (timeout), or a refusal (non-2xx). */
const errorOf = (outcome: Outcome) => {
  if (outcome.status === 'socket') return 'socket';
  if (outcome.status === 'timeout' || outcome.latencyMs > timeoutMs) return 'timeout';
  return isAnswered(outcome) ? null : 'non2xx';
};

/**
 * A run at `rate` purchases/s: percentiles over every scheduled purchase, answered or not (one
 * without an answer counts with its time to the error); `achieved` is the purchases answered 2xx
 * per second from the first scheduled send to the last outcome. It passes with p99 <= 100 ms and
 * no errors.
 */
export const summariseRun = (rate: number, outcomes: readonly Outcome[], seconds: number) => {
  const latencies = outcomes.map((o) => o.latencyMs);
  const answered = outcomes.filter(isAnswered).length;
  const errors = outcomes.map(errorOf);
  const count = (error: ReturnType<typeof errorOf>) => errors.filter((e) => e === error).length;
  const [socket, timeouts, non2xx] = [count('socket'), count('timeout'), count('non2xx')];
  const p99 = percentile(latencies, 0.99);
  // Which statuses the refusals were, e.g. "409 x3, 500 x2".
  const refused = new Map<Outcome['status'], number>();
  outcomes.forEach((o, i) => errors[i] === 'non2xx' && refused.set(o.status, (refused.get(o.status) ?? 0) + 1));
  const refusals = [...refused].map(([status, n]) => `${status} x${n}`).join(', ');
  return {
    rate,
    purchases: outcomes.length,
    achieved: answered / seconds,
    p50: percentile(latencies, 0.5),
    p99,
    max: latencies.reduce((a, b) => Math.max(a, b), 0),
    non2xx,
    refusals,
    socket,
    timeouts,
    errors: socket + timeouts + non2xx,
    passed: p99 <= p99TargetMs && socket + timeouts + non2xx === 0,
  };
};
export type RunSummary = ReturnType<typeof summariseRun>;

/**
 * One buyer after a run: from the log, the credits added to its wallet, spent, and its accesses
 * (with how many distinct practices); its balance in users_view; from the client,
 * its purchases answered 2xx and those that got no answer (socket error, given up: they may or
 * may not have been applied).
 */
export type BuyerCredits = {
  buyer: number;
  added: number;
  spent: number;
  balance: number;
  accesses: number;
  practices: number;
  answered: number;
  unanswered: number;
};

/**
 * Every credit added is spent once or still on the balance: what breaks that, per buyer (empty
 * when conserved). Spent once: each debit is `price` for one access, no practice twice, an access
 * for every purchase answered 2xx and none for a refused one.
 */
export const creditProblems = (price: number, buyers: readonly BuyerCredits[]): string[] =>
  buyers.flatMap((b) => {
    const problems: string[] = [];
    if (b.added !== b.spent + b.balance) problems.push(`${b.added} credits added, ${b.spent} spent, ${b.balance} on the balance`);
    if (b.spent !== price * b.accesses) problems.push(`${b.spent} credits spent for ${b.accesses} accesses`);
    if (b.practices !== b.accesses) problems.push(`${b.accesses} accesses to ${b.practices} practices`);
    if (b.accesses < b.answered || b.accesses > b.answered + b.unanswered) {
      problems.push(`${b.accesses} accesses for ${b.answered} purchases answered 2xx and ${b.unanswered} unanswered`);
    }
    return problems.map((problem) => `buyer ${b.buyer}: ${problem}`);
  });
