import { setTimeout as sleep } from 'node:timers/promises';
import { apiRoutes, liveChannelMessages } from '@pratiche/contracts';
import { signInAsAdmin, type RegisteredUser } from '../../testing/accounts';
import { describeOnServer } from '../../testing/database-backends';
import { liveChannelUrl, newSessionCookie, openLiveClient, type LiveClient } from '../../testing/live-client';
import { createSeller, reviewPractice, submitPractice } from '../../testing/practices';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** PGlite is one process: there is no second instance to reach (it keeps the in-process publisher). */

describeOnServer('live notifications across API instances (LISTEN/NOTIFY, ARCHITECTURE.md section 7b)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await a.anotherInstance();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  /** The seller's socket on instance B, authenticated. */
  const listenOnB = async (seller: RegisteredUser): Promise<LiveClient> => {
    const client = await openLiveClient(await liveChannelUrl(b), { Cookie: await newSessionCookie(b, seller.user.username, seller.password) });
    client.send({ type: 'auth', userId: seller.user.id });
    expect(await client.nextMessage()).toEqual({ type: 'auth', ok: true });
    return client;
  };

  /** Backend pids of the connections LISTENing on this test's database (one per instance). */
  const listeningPids = async () =>
    (await a.database.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'")).rows.map(
      (r) => r.pid,
    );

  it("delivers an admin's review on instance A to the owner's socket on instance B", async () => {
    const seller = await createSeller(b);
    const client = await listenOnB(seller);
    const practice = await submitPractice(seller.agent);
    await reviewPractice(a, practice.id, 'approved', 'Documentazione completa');
    expect(await client.nextMessage()).toEqual({
      title: 'Pratica approvata',
      message: `La pratica #${practice.id} è stata approvata ed è ora visibile nel marketplace. Commento: Documentazione completa`,
      practiceId: practice.id,
    });
    client.close();
  });

  it('listens again after losing its connection to the server', async () => {
    const seller = await createSeller(b);
    const client = await listenOnB(seller);
    const before = await listeningPids();
    expect(before).toHaveLength(2);
    await a.database.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [before]);
    for (let i = 0; i < 50 && (await listeningPids()).filter((pid) => !before.includes(pid)).length < 2; i++) await sleep(100);
    const practice = await submitPractice(seller.agent);
    await reviewPractice(a, practice.id, 'rejected');
    expect(await client.nextMessage()).toEqual({
      title: 'Pratica rifiutata',
      message: `La pratica #${practice.id} è stata rifiutata.`,
      practiceId: practice.id,
    });
    client.close();
  });

  it('tells a user blocked on instance A why on instance B, before closing that socket', async () => {
    const seller = await createSeller(b);
    const client = await listenOnB(seller);
    await (await signInAsAdmin(a)).patch(apiRoutes.adminUserStatus(seller.user.id)).send({ status: 'blocked' }).expect(200);
    expect(await client.nextMessage()).toEqual({ title: 'Account bloccato', message: "Il tuo account è stato bloccato dall'amministrazione." });
    expect((await client.closed).code).toBe(1008);
  });

  it('delivers once on the publishing instance: its own NOTIFY is not delivered again', async () => {
    const seller = await createSeller(a);
    const client = await openLiveClient(await liveChannelUrl(a), { Cookie: await newSessionCookie(a, seller.user.username, seller.password) });
    client.send({ type: 'auth', userId: seller.user.id });
    expect(await client.nextMessage()).toEqual({ type: 'auth', ok: true });
    const practice = await submitPractice(seller.agent);
    await reviewPractice(a, practice.id, 'rejected');
    expect(await client.nextMessage()).toMatchObject({ title: 'Pratica rifiutata', practiceId: practice.id });
    // A round trip after the NOTIFY had time to come back: a duplicate would arrive before the answer.
    await sleep(300);
    client.send({ type: 'auth', userId: seller.user.id });
    expect(await client.nextMessage()).toEqual({ type: 'auth', ok: true });
    client.close();
  });

  it('closes the socket on instance B when its session is signed out on instance A', async () => {
    const seller = await createSeller(a);
    const cookie = await newSessionCookie(a, seller.user.username, seller.password);
    const client = await openLiveClient(await liveChannelUrl(b), { Cookie: cookie });
    client.send({ type: 'auth', userId: seller.user.id });
    expect(await client.nextMessage()).toEqual({ type: 'auth', ok: true });
    await a.request().post(apiRoutes.logout).set('Cookie', cookie).expect(200);
    const stillOpen = sleep(5_000).then(() => 'still open');
    expect(await Promise.race([client.closed, stillOpen])).toEqual({ code: 1008, reason: liveChannelMessages.sessionEnded });
  });
});
