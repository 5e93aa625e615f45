import { createSeller, reviewPractice, submitPractice } from '../../testing/practices';
import { liveChannelUrl, newSessionCookie, openLiveClient } from '../../testing/live-client';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** PGlite is one process: there is no second instance to reach (it keeps the in-process publisher). */
const serverOnly = process.env.DATABASE_URL ? describe : describe.skip;

serverOnly('live notifications across API instances (LISTEN/NOTIFY, ARCHITECTURE.md section 7b)', () => {
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

  it("delivers an admin's review on instance A to the owner's socket on instance B", async () => {
    const seller = await createSeller(b);
    const client = await openLiveClient(await liveChannelUrl(b), { Cookie: await newSessionCookie(b, seller.user.username, seller.password) });
    client.send({ type: 'auth', userId: seller.user.id });
    expect(await client.nextMessage()).toEqual({ type: 'auth', ok: true });
    const practice = await submitPractice(seller.agent);
    await reviewPractice(a, practice.id, 'approved', 'Documentazione completa');
    expect(await client.nextMessage()).toEqual({
      title: 'Pratica approvata',
      message: `La pratica #${practice.id} è stata approvata ed è ora visibile nel marketplace. Commento: Documentazione completa`,
      practiceId: practice.id,
    });
    client.close();
  });
});
