import { GATEWAY_METADATA, GATEWAY_OPTIONS } from '@nestjs/websockets/constants';
import { apiRoutes, liveChannelMessages, liveChannelPath } from '@pratiche/contracts';
import { createActiveUser, registerUser, signInAsAdmin, type RegisteredUser } from '../../testing/accounts';
import { liveChannelUrl, newSessionCookie, openLiveClient, UpgradeRefused, type LiveClient } from '../../testing/live-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { LiveChannelGateway } from './live-channel/live-channel.gateway';

const accountActivated = { title: 'Account attivato', message: 'Il tuo account è stato attivato: ora puoi operare sul marketplace.' };

describe('live channel /ws (spec 7 "Live channel", ARCHITECTURE.md section 7)', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    url = await liveChannelUrl(t);
  });
  afterAll(() => t.close());

  /** A new session of the user and a socket opened with it (not yet authenticated). */
  const connectAs = async (user: RegisteredUser, headers: Record<string, string> = {}) =>
    openLiveClient(url, { Cookie: await newSessionCookie(t, user.body.username, user.password), ...headers });

  /** A socket that has sent the auth message for its own user and been accepted. */
  const listenAs = async (user: RegisteredUser): Promise<LiveClient> => {
    const client = await connectAs(user);
    client.send({ type: 'auth', userId: user.user.id });
    expect(await client.nextMessage()).toEqual({ type: 'auth', ok: true });
    return client;
  };

  const refusal = (opening: Promise<unknown>) =>
    opening.then(
      () => null,
      (error: unknown) => (error instanceof UpgradeRefused ? error.status : error),
    );

  it('is served by a @nestjs/websockets gateway on /ws (ARCHITECTURE.md section 7)', () => {
    expect(Reflect.getMetadata(GATEWAY_METADATA, LiveChannelGateway)).toBe(true);
    expect(Reflect.getMetadata(GATEWAY_OPTIONS, LiveChannelGateway)).toMatchObject({ path: liveChannelPath });
    expect(t.app.get(LiveChannelGateway)).toBeInstanceOf(LiveChannelGateway);
  });

  it('refuses the upgrade with 401 without a signed-in session', async () => {
    expect(await refusal(openLiveClient(url))).toBe(401);
    expect(await refusal(openLiveClient(url, { Cookie: 'pratiche.sid=s%3Aforged.signature' }))).toBe(401);
  });

  it('refuses the upgrade with 403 from a foreign origin, even with a valid session', async () => {
    const user = await registerUser(t);
    expect(await refusal(connectAs(user, { Origin: 'https://evil.example' }))).toBe(403);
  });

  it("refuses and closes (1008) an auth naming another user's id", async () => {
    const [me, other] = [await registerUser(t), await registerUser(t)];
    const client = await connectAs(me);
    client.send({ type: 'auth', userId: other.user.id });
    expect(await client.nextMessage()).toEqual({ type: 'error', message: liveChannelMessages.authRefused });
    expect(await client.closed).toEqual({ code: 1008, reason: liveChannelMessages.authRefused });
  });

  it('accepts an auth naming the session user, after ignoring a malformed message', async () => {
    const me = await registerUser(t);
    const client = await connectAs(me);
    client.send('{not json');
    client.send({ type: 'auth', userId: me.user.id });
    expect(await client.nextMessage()).toEqual({ type: 'auth', ok: true });
    client.close();
  });

  it("delivers 'Account attivato' to the approved user's sockets only", async () => {
    const [pending, bystander] = [await registerUser(t), await createActiveUser(t)];
    const [pendingTab1, pendingTab2, bystanderTab] = [await listenAs(pending), await listenAs(pending), await listenAs(bystander)];
    const admin = await signInAsAdmin(t);
    expect((await admin.patch(apiRoutes.adminUserStatus(pending.user.id)).send({ status: 'active' })).status).toBe(200);
    expect(await pendingTab1.nextMessage()).toEqual(accountActivated);
    expect(await pendingTab2.nextMessage()).toEqual(accountActivated);
    // A round trip on the bystander's socket: anything sent to it before would arrive first.
    bystanderTab.send({ type: 'auth', userId: bystander.user.id });
    expect(await bystanderTab.nextMessage()).toEqual({ type: 'auth', ok: true });
  });

  it("closes only the signed-out session's socket on logout", async () => {
    const me = await registerUser(t);
    const cookie = await newSessionCookie(t, me.body.username, me.password);
    const leaving = await openLiveClient(url, { Cookie: cookie });
    leaving.send({ type: 'auth', userId: me.user.id });
    await leaving.nextMessage();
    const staying = await listenAs(me);
    await t.request().post(apiRoutes.logout).set('Cookie', cookie).expect(200);
    expect(await leaving.closed).toEqual({ code: 1008, reason: liveChannelMessages.sessionEnded });
    staying.send({ type: 'auth', userId: me.user.id });
    expect(await staying.nextMessage()).toEqual({ type: 'auth', ok: true });
  });

  it('tells a blocked user why, then closes the socket of the ended session', async () => {
    const me = await createActiveUser(t);
    const client = await listenAs(me);
    const admin = await signInAsAdmin(t);
    await admin.patch(apiRoutes.adminUserStatus(me.user.id)).send({ status: 'blocked' }).expect(200);
    expect(await client.nextMessage()).toEqual({ title: 'Account bloccato', message: "Il tuo account è stato bloccato dall'amministrazione." });
    expect((await client.closed).code).toBe(1008);
  });

  it('closes open sockets with 1001 when the app shuts down', async () => {
    const client = await listenAs(await registerUser(t));
    t = await t.restart();
    expect((await client.closed).code).toBe(1001);
  });
});
