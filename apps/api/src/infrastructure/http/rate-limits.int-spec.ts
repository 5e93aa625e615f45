import { apiRoutes } from '@pratiche/contracts';
import { createActiveUser } from '../../testing/accounts';
import { describeEmbedded, describeOnServer } from '../../testing/database-backends';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { RateLimiters } from './rate-limits';

/** Three duplicate checks a minute per address, so a handful of calls reaches the limit. */
const tightLimits = { duplicateCheck: { points: 3, durationSeconds: 60 } };

const check = (t: TestApp) =>
  t
    .request()
    .get(apiRoutes.checkUsername('qualcuno'))
    .then((res) => res.status);

describeOnServer('issue 7: rate limits shared by every instance on a PostgreSQL server (RateLimiterPostgres)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ rateLimits: tightLimits });
    b = await a.anotherInstance();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('calls on two instances count against one figure: the 4th is refused with 429 wherever it lands', async () => {
    expect([await check(a), await check(b), await check(a)]).toEqual([200, 200, 200]);
    expect(await check(b)).toBe(429);
    expect(await check(a)).toBe(429);
  });

  it('parallel calls spread over both instances get no more than the figure', async () => {
    const other = { 'X-Forwarded-For': '203.0.113.9' };
    const [c, d] = [
      await a.anotherInstance({ rateLimits: tightLimits, config: { trustProxy: 1 } }),
      await a.anotherInstance({ rateLimits: tightLimits, config: { trustProxy: 1 } }),
    ];
    try {
      const statuses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          (i % 2 ? c : d)
            .request()
            .get(apiRoutes.checkVat('12345678901'))
            .set(other)
            .then((res) => res.status),
        ),
      );
      expect(statuses.filter((s) => s === 200)).toHaveLength(3);
      expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    } finally {
      await c.close();
      await d.close();
    }
  });

  it('failed sign-ins on one instance count on the other: 5 per username and address in all', async () => {
    const { user } = await createActiveUser(a);
    const wrong = (t: TestApp) =>
      t
        .request()
        .post(apiRoutes.login)
        .send({ username: user.username, password: 'Sbagliata-123!' })
        .then((res) => res.status);
    expect([await wrong(a), await wrong(b), await wrong(a), await wrong(b), await wrong(a)]).toEqual([401, 401, 401, 401, 401]);
    expect(await wrong(b)).toBe(429);
  });

  it('a parallel burst refused by the strict counter never reaches the wider one, so the wider one refuses none the strict one allows', async () => {
    const limiters = a.app.get(RateLimiters);
    const counters = [
      { name: 'loginUsernameIp', key: 'burst|192.0.2.1' },
      { name: 'loginIp', key: '192.0.2.1' },
    ] as const;
    // The address already used 15 of its 20: room for exactly the 5 the username-and-address count allows.
    for (let i = 0; i < 15; i++) await limiters.consumeAll([counters[1]], 'troppi');
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => limiters.consumeAll(counters, 'troppi')));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    const { rows } = await a.database.query<{ points: number }>('SELECT points FROM rate_limits WHERE key = $1', ['loginIp:192.0.2.1']);
    expect(rows).toEqual([{ points: 20 }]);
  });

  it('the counters live in the rate_limits table, one row per limit name and key; usernames only hashed', async () => {
    const { user } = await createActiveUser(a);
    await a.request().post(apiRoutes.login).send({ username: user.username, password: 'Sbagliata-123!' }).expect(401);
    const { rows } = await a.database.query<{ key: string }>('SELECT key FROM rate_limits');
    const keys = rows.map((r) => r.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^duplicateCheck:/),
        expect.stringMatching(/^loginIp:/),
        expect.stringMatching(/^loginAccount:[0-9a-f]{64}$/),
      ]),
    );
    expect(keys.join('\n')).not.toContain(user.username.toLowerCase());
  });
});

describeEmbedded('rate limits in embedded mode (PGlite, one process): counted in memory per instance', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ rateLimits: tightLimits });
    b = await a.anotherInstance();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('each instance allows the figure on its own, and nothing is written to rate_limits', async () => {
    expect([await check(a), await check(a), await check(a), await check(a)]).toEqual([200, 200, 200, 429]);
    expect([await check(b), await check(b), await check(b)]).toEqual([200, 200, 200]);
    expect((await a.database.query('SELECT 1 FROM rate_limits')).rows).toHaveLength(0);
  });
});
