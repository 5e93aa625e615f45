import { Agent, request } from 'node:http';
import { apiRoutes } from '@pratiche/contracts';
import type { Outcome } from './open-loop';

/** What the bench hands the buyers' process: where to buy, at what rate, and each purchase in the order it is sent. */
export type OpenLoopJob = { origin: string; rate: number; purchases: { cookie: string; practiceId: number }[] };
/** Outcomes in the order of the job's purchases; `seconds` from the first scheduled send to the last outcome. */
export type OpenLoopResult = { outcomes: Outcome[]; seconds: number; maxSendLagMs: number };

/**
 * The client waits for every answer, however late (a late one counts as a timeout, see
 * open-loop.ts), so the API has handled every purchase when the run ends: the next run starts on
 * an idle API and the credit check knows each outcome. It gives up only after this long.
 */
const GIVE_UP_MS = 60_000;
/** Enough for a stall of a second at the highest rates; a request waiting for a socket still counts from its schedule. */
const MAX_SOCKETS = 256;
const body = JSON.stringify({ accessType: 'base' });

/** One POST; resolves with the status once the answer is read, or how it failed. */
const post = (agent: Agent, url: URL, cookie: string, timeoutMs: number) =>
  new Promise<Outcome['status']>((resolve) => {
    const req = request(
      url,
      { method: 'POST', agent, headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        res.on('error', () => resolve('socket'));
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.resume();
      },
    );
    // The first settlement wins: the error that destroying the request raises is not counted again.
    const timer = setTimeout(() => (resolve('timeout'), req.destroy()), timeoutMs);
    req.on('close', () => clearTimeout(timer));
    req.on('error', () => resolve('socket'));
    req.end(body);
  });

/**
 * Open loop: purchase i is sent at start + i / rate whether or not the earlier ones were answered,
 * and its latency runs from that scheduled time, so a stall of the API (or of this process) shows
 * in every purchase it delays instead of slowing the arrivals (no coordinated omission). Runs in
 * its own process, so the API's CPU is measured without the client's.
 */
export const runOpenLoop = async ({ origin, rate, purchases }: OpenLoopJob): Promise<OpenLoopResult> => {
  const agent = new Agent({ keepAlive: true, maxSockets: MAX_SOCKETS });
  const interval = 1000 / rate;
  const start = performance.now() + 10;
  const outcomes: Outcome[] = new Array(purchases.length);
  const pending: Promise<void>[] = [];
  let last = start;
  let maxSendLagMs = 0;
  const send = (i: number) => {
    const due = start + i * interval;
    maxSendLagMs = Math.max(maxSendLagMs, performance.now() - due);
    const { cookie, practiceId } = purchases[i]!;
    const url = new URL(apiRoutes.marketplaceView(practiceId), origin);
    pending.push(
      post(agent, url, cookie, due + GIVE_UP_MS - performance.now()).then((status) => {
        const now = performance.now();
        last = Math.max(last, now);
        outcomes[i] = { latencyMs: now - due, status };
      }),
    );
  };
  await new Promise<void>((resolve) => {
    let next = 0;
    // Each tick sends every purchase now due, so a late timer catches up instead of shifting the schedule.
    const tick = () => {
      while (next < purchases.length && start + next * interval <= performance.now()) send(next++);
      if (next === purchases.length) resolve();
      else setTimeout(tick, start + next * interval - performance.now());
    };
    setTimeout(tick, start - performance.now());
  });
  await Promise.all(pending);
  agent.destroy();
  return { outcomes, seconds: (last - start) / 1000, maxSendLagMs };
};

// Forked by bench/purchases.ts: one job in, one result out.
if (require.main === module) {
  process.once('message', (job: OpenLoopJob) => {
    void runOpenLoop(job).then((result) => process.send!(result, () => process.exit(0)));
  });
}
