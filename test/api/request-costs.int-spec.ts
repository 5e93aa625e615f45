import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { apiRoutes, type PracticeResponse } from '@pratiche/contracts';
import type { Response } from 'supertest';
import { meterRequestCosts, type RequestCosts } from '../../apps/api/src/infrastructure/database/request-costs';
import { createActiveUser, type RegisteredUser } from '../../apps/api/src/testing/accounts';
import { onPostgresServer } from '../../apps/api/src/testing/database-backends';
import { createApprovedPractice, createFastUser, fundWallet, type FastUser } from '../../apps/api/src/testing/marketplace';
import { declareTradingData, twoRate } from '../../apps/api/src/testing/negotiations';
import { practiceBody, reviewPractice } from '../../apps/api/src/testing/practices';
import { useTestApp, type TestApp } from '../../apps/api/src/testing/test-app';
import { budgetBreaches, loadBudget, type Costs } from './request-costs.budget';

const backend = onPostgresServer ? 'postgres' : 'pglite';
const PRACTICES = 200;
const EARLIER_PURCHASES = 80;
const EARLIER_BUYERS = 50;

/**
 * Each HTTP request the server receives gets its own counters (AsyncLocalStorage): the database
 * work the pollers do at the same time runs outside it and is not counted.
 */
const meterEachRequest = (http: Server) => {
  const meter = meterRequestCosts();
  const app = http.listeners('request') as RequestListener[];
  http.removeAllListeners('request');
  const requests: RequestCosts[] = [];
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const costs = { statements: 0, roundTrips: 0, eventsRead: 0 };
    requests.push(costs);
    meter.run(costs, () => app.forEach((listener) => listener(req, res)));
  });
  return requests;
};

type Agent = ReturnType<TestApp['agent']>;

const buyBase = async (agent: Agent, practiceId: number) => {
  const res = await agent.post(apiRoutes.marketplaceView(practiceId)).send({ accessType: 'base' });
  if (res.status !== 200) throw new Error(`purchase failed: ${res.status} ${JSON.stringify(res.body)}`);
};

/** An approved practice with two rate, submitted and reviewed through HTTP: offers need rate. */
const practiceWithRate = async (t: TestApp, seller: FastUser) => {
  const submitted = await seller.agent.post(apiRoutes.practices).send(practiceBody({ rate: twoRate() }));
  if (submitted.status !== 201) throw new Error(`submit failed: ${submitted.status} ${JSON.stringify(submitted.body)}`);
  return (await reviewPractice(t, (submitted.body as PracticeResponse).id, 'approved')).id;
};

/**
 * Issue 43: what each hot request costs the database, counted, against test/api/request-costs.budget.json.
 * A request is measured from its arrival to its answer; the EventBus's side effects are not counted.
 */
describe('the cost of each hot request stays within its budget (SQL statements, round trips, events read, bytes)', () => {
  const t = useTestApp();
  const budget = loadBudget();
  let requests: RequestCosts[];
  let practices: number[];
  let withRate: number;
  let popular: number;
  let fresh: RegisteredUser;
  let loaded: RegisteredUser;
  let newBuyer: FastUser;
  let holder: FastUser;

  /** A test named `request`: the one request `send` makes answers `status` and costs what its budget says. */
  const measured = (request: string, status: number, send: () => Promise<Response>) =>
    it(request, async () => {
      const before = requests.length;
      const res = await send();
      expect(res.status).toBe(status);
      expect(requests.length - before).toBe(1);
      const costs: Costs = { ...requests.at(-1)!, bytes: Buffer.byteLength(res.text) };
      const breaches = budgetBreaches(request, backend, costs, budget[request]);
      if (breaches.length > 0) throw new Error(`${breaches.join('\n')}\nMeasured: ${JSON.stringify(costs)}`);
    });

  beforeAll(async () => {
    requests = meterEachRequest(t.http);
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    withRate = await practiceWithRate(t, seller);
    popular = await practiceWithRate(t, seller);
    // Created together (group commit), then in id order: which one is measured must not depend on timing.
    practices = (await Promise.all(Array.from({ length: PRACTICES - 2 }, () => createApprovedPractice(t, seller.id)))).sort((a, b) => a - b);
    for (let i = 0; i < EARLIER_BUYERS; i++) await buyBase((await createFastUser(t, { credits: 10 })).agent, popular);
    fresh = await createActiveUser(t, { isCedente: false, isCessionario: true });
    loaded = await createActiveUser(t, { isCedente: false, isCessionario: true });
    await fundWallet(t, fresh.user.id, 1000);
    await fundWallet(t, loaded.user.id, 10 * EARLIER_PURCHASES + 1000);
    for (const id of practices.slice(0, EARLIER_PURCHASES)) await buyBase(loaded.agent, id);
    [newBuyer, holder] = [await createFastUser(t, { credits: 10 }), await createFastUser(t, { credits: 1000 })];
  }, 600_000);

  const signIn = (user: () => RegisteredUser) => () => t.agent().post(apiRoutes.login).send({ username: user().body.username, password: user().password });
  measured(
    'sign-in',
    200,
    signIn(() => fresh),
  );
  measured(
    'sign-in · buyer with 80 purchases',
    200,
    signIn(() => loaded),
  );

  const page = (user: () => RegisteredUser) => () => user().agent.get(apiRoutes.marketplace).query({ page: 1 });
  measured(
    'marketplace page of 12',
    200,
    page(() => fresh),
  );
  measured(
    'marketplace page of 12 · buyer with 80 purchases',
    200,
    page(() => loaded),
  );

  const rate = (user: () => RegisteredUser) => () => user().agent.get(apiRoutes.marketplaceRate).query({ page: 1, sort: 'pricePer100', order: 'asc' });
  measured(
    'marketplace rate of 12',
    200,
    rate(() => fresh),
  );
  measured(
    'marketplace rate of 12 · buyer with 80 purchases',
    200,
    rate(() => loaded),
  );

  const all = (user: () => RegisteredUser) => () => user().agent.get(apiRoutes.marketplace);
  measured(
    'marketplace array of 200 practices',
    200,
    all(() => fresh),
  );
  measured(
    'marketplace array of 200 practices · buyer with 80 purchases',
    200,
    all(() => loaded),
  );

  const base = (agent: () => Agent, practiceId: () => number) => () => agent().post(apiRoutes.marketplaceView(practiceId())).send({ accessType: 'base' });
  measured(
    'base purchase',
    200,
    base(
      () => fresh.agent,
      () => practices[EARLIER_PURCHASES]!,
    ),
  );
  measured(
    'base purchase · buyer with 80 purchases',
    200,
    base(
      () => loaded.agent,
      () => practices[EARLIER_PURCHASES + 1]!,
    ),
  );
  measured(
    'base purchase · practice with 50 buyers',
    200,
    base(
      () => newBuyer.agent,
      () => popular,
    ),
  );

  const exclusive = (agent: () => Agent, practiceId: () => number) => () => agent().post(apiRoutes.marketplaceExclusive(practiceId())).send({ hours: 48 });
  measured(
    'exclusive purchase',
    200,
    exclusive(
      () => holder.agent,
      () => withRate,
    ),
  );
  measured(
    'exclusive purchase · buyer with 80 purchases, practice with 50 buyers',
    200,
    exclusive(
      () => loaded.agent,
      () => popular,
    ),
  );

  const offer = (agent: () => Agent, practiceId: () => number) => () =>
    agent()
      .post(apiRoutes.practiceOffers(practiceId()))
      .send({ amount: 1000, rate: [twoRate()[0]!.year] });
  describe('offers', () => {
    // Issue 46: an offer needs the buyer's data for trading, given here after the purchases were measured.
    beforeAll(() => Promise.all([declareTradingData(holder.agent), declareTradingData(loaded.agent)]));
    measured(
      'offer',
      201,
      offer(
        () => holder.agent,
        () => withRate,
      ),
    );
    measured(
      'offer · buyer with 80 purchases, practice with 50 buyers',
      201,
      offer(
        () => loaded.agent,
        () => popular,
      ),
    );
  });
});

describe('the request-cost guard tells what to do with the budget', () => {
  const entry = { statements: 10, roundTrips: 10, eventsRead: 4, bytes: 500, reason: 'read the streams, append once' };

  it('a raised count fails naming the request, the count, the budget, and asks to raise the budget with its reason in the same commit', () => {
    expect(budgetBreaches('base purchase', 'pglite', { ...entry, statements: 11 }, entry)).toEqual([
      'base purchase (pglite): statements is 11, over its budget of 10. If the cost is meant, raise "statements" of "base purchase" to 11 in test/api/request-costs.budget.json in the same commit, and say why in its "reason".',
    ]);
  });

  it('a lowered count fails asking to lower the budget, so it stays a guard', () => {
    expect(budgetBreaches('base purchase', 'postgres', { ...entry, eventsRead: 3 }, { ...entry, postgres: { eventsRead: 4 } })).toEqual([
      'base purchase (postgres): eventsRead is 3, under its budget of 4: lower the budget to 3 ("eventsRead" under "postgres" of "base purchase" in test/api/request-costs.budget.json).',
    ]);
  });

  it("the answer's bytes may stray by 0.5% either way (figures computed at the request's time), not more", () => {
    expect(budgetBreaches('base purchase', 'pglite', { ...entry, bytes: 502 }, entry)).toEqual([]);
    expect(budgetBreaches('base purchase', 'pglite', { ...entry, bytes: 498 }, entry)).toEqual([]);
    expect(budgetBreaches('base purchase', 'pglite', { ...entry, bytes: 503 }, entry)).toHaveLength(1);
    expect(budgetBreaches('base purchase', 'pglite', { ...entry, bytes: 497 }, entry)).toHaveLength(1);
  });

  it('a request without a budget, or a budget without a reason, fails', () => {
    expect(budgetBreaches('offer', 'pglite', entry, undefined)).toHaveLength(1);
    expect(budgetBreaches('offer', 'pglite', entry, { ...entry, reason: ' ' })).toEqual(['"offer" in test/api/request-costs.budget.json needs a "reason".']);
  });
});
