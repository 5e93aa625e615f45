import { apiRoutes } from '@pratiche/contracts';
import { marketplaceMessages } from '@pratiche/domain';
import { allProjections } from '../../app.projections';
import { concurrentChangeMessage } from '../../infrastructure/command-handling/command-executor';
import { verifyProjections } from '../../infrastructure/projections/verify-projections';
import { agentFor, createApprovedPractice, createFastBuyers, createFastUser, walletBalance, walletTotals } from '../../testing/marketplace';
import { useTestApp } from '../../testing/test-app';
import { ExclusivityExpiryProcessor } from './commands/expire-exclusivities/exclusivity-expiry.processor';

const HOUR = 3_600_000;

/**
 * Credits are money (issue 6): whatever runs at the same time, none is lost, created or spent
 * twice. Runs on PGlite, and on the PostgreSQL server with DATABASE_URL, where the requests
 * really run in parallel.
 */
describe('marketplace under concurrency: exactly-once purchases and expiries, conservation of credits', () => {
  let now = new Date();
  const t = useTestApp({ clock: () => now });

  const refusalsAre = (results: { status: number; body: { message: string } }[], allowed: string[]) =>
    results.every((r) => r.status === 409 && allowed.includes(r.body.message));

  it('100 funded buyers ask for the exclusivity of one practice at once: one gets it, 99 are refused, no credit lost', async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const practiceId = await createApprovedPractice(t, seller.id);
    const buyers = await createFastBuyers(t, 100, 250);
    const before = await walletTotals(t);

    const results = await Promise.all(buyers.map((b) => b.agent.post(apiRoutes.marketplaceExclusive(practiceId)).send({ hours: 24 })));

    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    const losers = results.filter((r) => r.status !== 200);
    expect(refusalsAre(losers, [marketplaceMessages.underExclusivity, concurrentChangeMessage])).toBe(true);
    const balances = await Promise.all(buyers.map((b) => walletBalance(t, b.id)));
    expect(balances.filter((b) => b === 150)).toHaveLength(1);
    expect(balances.filter((b) => b === 250)).toHaveLength(99);
    const after = await walletTotals(t);
    expect(after.spent - before.spent).toBe(100);
    expect(balances.reduce((a, b) => a + b, 0) + (after.spent - before.spent)).toBe(100 * 250);
    const { rows } = await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND type = 'ExclusivityPurchased'`, [
      `practice-${practiceId}`,
    ]);
    expect(rows[0]!.n).toBe(1);
  });

  it('one buyer with 25 credits sends 10 base purchases of different practices at once: exactly 2 succeed, balance 5', async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const practices = await Promise.all(Array.from({ length: 10 }, () => createApprovedPractice(t, seller.id)));
    const buyer = await createFastUser(t, { credits: 25 });

    const results = await Promise.all(practices.map((id) => buyer.agent.post(apiRoutes.marketplaceView(id)).send({ accessType: 'base' })));

    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(
      refusalsAre(
        results.filter((r) => r.status !== 200),
        [marketplaceMessages.insufficientCredits(10, 5)],
      ),
    ).toBe(true);
    expect(await walletBalance(t, buyer.id)).toBe(5);
    expect((await buyer.agent.get(apiRoutes.marketplaceMyPractices)).body).toHaveLength(2);
  });

  it('two expiry processors (two API instances) at once append one ExclusivityExpired per exclusivity', async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const practices = await Promise.all(Array.from({ length: 5 }, () => createApprovedPractice(t, seller.id)));
    const buyer = await createFastUser(t, { credits: 500 });
    for (const id of practices) await buyer.agent.post(apiRoutes.marketplaceExclusive(id)).send({ hours: 24 }).expect(200);
    const other = await t.anotherInstance({ clock: () => now });
    try {
      const processors = [t.app.get(ExclusivityExpiryProcessor), other.app.get(ExclusivityExpiryProcessor)];
      const at = new Date(now.getTime() + 24 * HOUR);
      expect(await Promise.all(processors.map((p) => p.runOnce(new Date(at.getTime() - 1))))).toEqual([0, 0]);
      const appended = await Promise.all(processors.map((p) => p.runOnce(at)));
      // Every appended expiry is in the log once (the first test's exclusivity is due too).
      const { rows: all } = await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM events WHERE type = 'ExclusivityExpired'");
      expect(appended[0]! + appended[1]!).toBe(all[0]!.n);
      const { rows } = await t.database.query<{ stream_id: string; n: number }>(
        `SELECT stream_id, count(*)::int AS n FROM events WHERE type = 'ExclusivityExpired' AND stream_id = ANY($1::text[]) GROUP BY stream_id`,
        [practices.map((id) => `practice-${id}`)],
      );
      expect(rows.map((r) => r.n)).toEqual([1, 1, 1, 1, 1]);
      expect(await Promise.all(processors.map((p) => p.runOnce(new Date(at.getTime() + HOUR))))).toEqual([0, 0]);
      const { rows: views } = await t.database.query<{ sale_status: string }>('SELECT sale_status FROM practices_view WHERE id = ANY($1::int[])', [practices]);
      expect(views.every((v) => v.sale_status === 'disponibile')).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('a purchase racing the processor over an ended exclusivity: one ExclusivityExpired, and the purchase goes through', async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const practiceId = await createApprovedPractice(t, seller.id);
    const [holder, next] = [await createFastUser(t, { credits: 100 }), await createFastUser(t, { credits: 100 })];
    await holder.agent.post(apiRoutes.marketplaceExclusive(practiceId)).send({ hours: 24 }).expect(200);
    const started = now;
    try {
      now = new Date(started.getTime() + 24 * HOUR);
      const agent = await agentFor(t, next.id);
      const [purchase] = await Promise.all([
        agent.post(apiRoutes.marketplaceExclusive(practiceId)).send({ hours: 24 }),
        t.app.get(ExclusivityExpiryProcessor).runOnce(now),
      ]);
      expect(purchase.status).toBe(200);
      const { rows } = await t.database.query<{ type: string }>('SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version', [
        `practice-${practiceId}`,
      ]);
      expect(rows.map((r) => r.type).slice(2)).toEqual(['ExclusivityPurchased', 'ExclusivityExpired', 'ExclusivityPurchased']);
    } finally {
      now = started;
    }
  });

  it('after these scenarios every read model rebuilt from the log equals the live one (projections:verify)', async () => {
    expect(await verifyProjections(t.database, allProjections)).toEqual([]);
  });
});
