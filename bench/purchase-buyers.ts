import { Agent, request } from 'node:http';
import { apiRoutes } from '@pratiche/contracts';

/**
 * What the bench hands the buyers' process: where to buy, as whom, what. Buyer b buys
 * practices[b * 20 + offset + k] for k < purchasesPerBuyer (modulo their number).
 */
export type BuyersJob = { origin: string; cookies: string[]; practices: number[]; offset: number; purchasesPerBuyer: number };
export type BuyersResult = { latencies: number[]; failures: number; seconds: number; cpuMs: number };

const body = JSON.stringify({ accessType: 'base' });

/** One POST on a kept-alive connection; resolves with the status once the answer is read. */
const post = (agent: Agent, url: URL, cookie: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });

/**
 * Every buyer at once, each buying `purchasesPerBuyer` practices one after the other from its own
 * offset (so each practice is bought by several buyers). Runs in its own process, so the API's
 * CPU is measured without the client's.
 */
export const runBuyers = async ({ origin, cookies, practices, offset, purchasesPerBuyer }: BuyersJob): Promise<BuyersResult> => {
  const agent = new Agent({ keepAlive: true, maxSockets: cookies.length });
  const latencies: number[] = [];
  let failures = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    cookies.map(async (cookie, b) => {
      for (let k = 0; k < purchasesPerBuyer; k++) {
        const url = new URL(apiRoutes.marketplaceView(practices[(b * 20 + offset + k) % practices.length]!), origin);
        const begin = performance.now();
        const status = await post(agent, url, cookie);
        latencies.push(performance.now() - begin);
        if (status !== 200) failures += 1;
      }
    }),
  );
  const cpu = process.cpuUsage(cpuBefore);
  agent.destroy();
  return { latencies, failures, seconds: (performance.now() - started) / 1000, cpuMs: (cpu.user + cpu.system) / 1000 };
};

// Forked by bench/purchases.ts: one job in, one result out.
if (require.main === module) {
  process.once('message', (job: BuyersJob) => {
    void runBuyers(job).then((result) => process.send!(result, () => process.exit(0)));
  });
}
