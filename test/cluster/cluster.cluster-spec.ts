import { setTimeout as sleep } from 'node:timers/promises';
import { baseAccessCredits, exclusivityCredits } from '@pratiche/domain';
import { password, pdfForm, registerActiveUser, signInAdmin } from './support/accounts';
import { proxyClient, openSocket, type ProxyClient } from './support/clients';
import { clusterAdmin, startCluster, type Cluster } from './support/cluster';

/**
 * Issue 11, several instances tested for real: two built API instances on one PostgreSQL
 * database and one S3 bucket, behind Debian's nginx with deploy/nginx.conf. Every request goes
 * through the proxy; its test-only X-Upstream header says which instance answered. Each
 * instance's exclusivity expiry processor runs every second (EXCLUSIVITY_EXPIRY_INTERVAL_SECONDS).
 */
describe('two API instances behind nginx', () => {
  let cluster: Cluster;
  let admin: ProxyClient;
  let seller: Awaited<ReturnType<typeof registerActiveUser>>;
  let practiceId: number;
  let societari: { originalName: string; filename: string }[];
  let winner: { id: number; username: string; client: ProxyClient };
  let storedBy: string;

  beforeAll(async () => {
    cluster = await startCluster({ env: { EXCLUSIVITY_EXPIRY_INTERVAL_SECONDS: '1' } });
    admin = await signInAdmin(cluster.baseUrl);
    seller = await registerActiveUser(cluster.baseUrl, admin, { isCedente: true, isCessionario: false });
  }, 240_000);
  afterAll(() => cluster?.stop());

  it('round robin: consecutive requests are answered by both instances', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => proxyClient(cluster.baseUrl).call('GET', '/healthz')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.upstream)).size).toBe(2);
  });

  it('a seller uploads documents and creates a practice through the proxy (files in the shared bucket)', async () => {
    const uploaded = await seller.client.ok('POST', '/api/upload', pdfForm('files', ['statuto.pdf', 'visura-camerale.pdf'], { documentType: 'societari' }));
    storedBy = uploaded.upstream;
    societari = (uploaded.body as unknown as { originalName: string; filename: string }[]).map(({ originalName, filename }) => ({ originalName, filename }));
    const created = await seller.client.ok('POST', '/api/practices', {
      type: 'SUPERBONUS_110',
      year: new Date().getFullYear() + 1,
      amount: 150_000.5,
      discount: 12.5,
      isTraceable: true,
      tributeCode: '7701',
      numSites: 3,
      documents: { societari, fiscali: [] },
    });
    practiceId = created.body.id as number;
    expect(created.status).toBe(201);
  });

  it("an admin's approval reaches the seller's sockets on both instances (LISTEN/NOTIFY through the proxy's /ws)", async () => {
    // Round robin spreads consecutive upgrades: open sockets until both instances hold one.
    const sockets = [await openSocket(cluster.baseUrl, seller.client.cookie(), seller.id)];
    const instancesHolding = () => new Set(sockets.map((s) => s.upstream)).size;
    while (instancesHolding() < 2 && sockets.length < 6) sockets.push(await openSocket(cluster.baseUrl, seller.client.cookie(), seller.id));
    expect(instancesHolding()).toBe(2);

    await admin.ok('PATCH', `/api/admin/practices/${practiceId}/status`, { status: 'approved' });

    const expected = { title: 'Pratica approvata', message: `La pratica #${practiceId} è stata approvata ed è ora visibile nel marketplace.`, practiceId };
    try {
      for (const socket of sockets) expect(await socket.next()).toEqual(expected);
    } finally {
      sockets.forEach((s) => s.close());
    }
  });

  it('base and exclusive purchases sent to both instances at once: exactly one exclusivity, credits conserved', async () => {
    const funded = 150;
    const buyers = [];
    for (let i = 0; i < 4; i++) {
      const buyer = await registerActiveUser(cluster.baseUrl, admin, { isCedente: false, isCessionario: true });
      await admin.ok('PATCH', `/api/admin/users/${buyer.id}/credits`, { amount: funded, pin: clusterAdmin.pin, operation: 'add' });
      buyers.push(buyer);
    }

    const sent = buyers.flatMap((b) => [
      { buyer: b, price: exclusivityCredits[24], request: b.client.call('POST', `/api/marketplace/exclusive/${practiceId}`, { hours: 24 }) },
      { buyer: b, price: baseAccessCredits, request: b.client.call('POST', `/api/marketplace/view/${practiceId}`, { accessType: 'base' }) },
    ]);
    const answers = await Promise.all(sent.map((s) => s.request));

    expect(new Set(answers.map((a) => a.upstream)).size).toBe(2);
    // Every answer a purchase or a refusal; any other is listed with its body, to say what it was.
    expect(answers.filter((a) => a.status !== 200 && a.status !== 409).map((a) => [a.status, a.body])).toEqual([]);
    const exclusivities = sent.filter((s, i) => s.price === exclusivityCredits[24] && answers[i]!.status === 200);
    expect(exclusivities.length).toBeLessThanOrEqual(1);
    if (exclusivities.length === 0) {
      // On a slow machine every contender may use up its retries (409 'riprova'): then one asks again alone.
      const retry = {
        buyer: buyers[0]!,
        price: exclusivityCredits[24],
        request: buyers[0]!.client.call('POST', `/api/marketplace/exclusive/${practiceId}`, { hours: 24 }),
      };
      const answer = await retry.request;
      expect(answer.status).toBe(200);
      sent.push(retry);
      answers.push(answer);
      exclusivities.push(retry);
    }
    const events = await cluster.query<{ n: number }>("SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND type = 'ExclusivityPurchased'", [
      `practice-${practiceId}`,
    ]);
    expect(events[0]!.n).toBe(1);

    const paid = sent.reduce((sum, s, i) => sum + (answers[i]!.status === 200 ? s.price : 0), 0);
    const balances = await cluster.query<{ balance: number }>(
      `SELECT coalesce(sum(CASE WHEN type = 'CreditsSpent' THEN -(data ->> 'credits')::int ELSE (data ->> 'credits')::int END), 0)::int AS balance
       FROM events WHERE stream_id = ANY($1::text[])`,
      [buyers.map((b) => `wallet-${b.id}`)],
    );
    expect(balances[0]!.balance + paid).toBe(funded * buyers.length);
    winner = exclusivities[0]!.buyer;
  });

  it('the exclusive buyer downloads the zip through the other instance than the one that stored the files', async () => {
    // Ask until the zip comes from the instance that did not receive the upload.
    let answer = await winner.client.call('GET', `/api/practices/${practiceId}/download-all`);
    for (let i = 0; i < 4 && answer.upstream === storedBy; i++) answer = await winner.client.call('GET', `/api/practices/${practiceId}/download-all`);
    expect(answer.upstream).not.toBe(storedBy);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('zip');
    for (const { originalName } of societari) expect(answer.bytes.includes(Buffer.from(originalName))).toBe(true);
  });

  it('sign-in limits are shared: after 5 failures spread over both instances the 6th attempt answers 429, a forged X-Forwarded-For notwithstanding', async () => {
    const guesses = [];
    for (let i = 0; i < 5; i++) {
      const guess = await proxyClient(cluster.baseUrl).call(
        'POST',
        '/api/login',
        { username: seller.username, password: 'sbagliata' },
        { 'x-forwarded-for': `203.0.113.${i}` },
      );
      guesses.push(guess);
    }
    expect(guesses.map((g) => g.status)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(guesses.map((g) => g.upstream)).size).toBe(2);
    const next = await proxyClient(cluster.baseUrl).call(
      'POST',
      '/api/login',
      { username: seller.username, password: 'Password-sicura-1' },
      { 'x-forwarded-for': '198.51.100.7' },
    );
    expect(next.status).toBe(429);
    expect(next.body.message).toBe('Troppi tentativi di accesso. Riprova tra qualche minuto.');
  });

  const expiredEvents = async (practiceId: number) =>
    (
      await cluster.query<{ n: number }>("SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND type = 'ExclusivityExpired'", [
        `practice-${practiceId}`,
      ])
    )[0]!.n;

  it('an exclusivity bought through nginx ends a day later with both expiry processors running: exactly one ExclusivityExpired, the practice back on sale on both instances', async () => {
    const buyer = await registerActiveUser(cluster.baseUrl, admin, { isCedente: false, isCessionario: true });
    await admin.ok('PATCH', `/api/admin/users/${buyer.id}/credits`, { amount: exclusivityCredits[24], pin: clusterAdmin.pin, operation: 'add' });
    const created = await seller.client.ok('POST', '/api/practices', {
      type: 'SUPERBONUS_110',
      year: new Date().getFullYear() + 1,
      amount: 80_000,
      discount: 10,
      isTraceable: true,
      tributeCode: '7701',
      numSites: 1,
      documents: { societari: [], fiscali: [] },
    });
    const practiceId = created.body.id as number;
    await admin.ok('PATCH', `/api/admin/practices/${practiceId}/status`, { status: 'approved' });
    await buyer.client.ok('POST', `/api/marketplace/exclusive/${practiceId}`, { hours: 24 });

    // The built processes read the time from CLOCK_OFFSET_MS (test only): restarted a day and an
    // hour ahead, both processors find the exclusivity due, every second, and race to record it.
    await cluster.restart({ CLOCK_OFFSET_MS: String(25 * 60 * 60 * 1000) });
    // Last test of the file: the instances now run a day ahead.
    for (let waited = 0; (await expiredEvents(practiceId)) === 0 && waited < 60; waited++) await sleep(1000);
    await sleep(3000); // three more runs of each processor
    expect(await expiredEvents(practiceId)).toBe(1);

    // Sessions ended with the day that passed: sign in again.
    const again = proxyClient(cluster.baseUrl);
    await again.ok('POST', '/api/login', { username: buyer.username, password });
    const answers = [await again.ok('GET', '/api/marketplace')];
    while (new Set(answers.map((a) => a.upstream)).size < 2 && answers.length < 6) answers.push(await again.ok('GET', '/api/marketplace'));
    expect(new Set(answers.map((a) => a.upstream)).size).toBe(2);
    const listed = answers.map((a) => (a.body as unknown as { id: number }[]).find((p) => p.id === practiceId));
    for (const practice of listed) expect(practice).toMatchObject({ saleStatus: 'disponibile', exclusiveUntil: null });
    expect(new Set(listed.map((p) => JSON.stringify(p))).size).toBe(1);
  }, 180_000);
});
