import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiRoutes, notificationMessages, type NotificationPreferences, type NotificationsPage } from '@pratiche/contracts';
import { notificationKinds, type NotificationKind } from '@pratiche/domain';
import { systemContext } from '../../infrastructure/command-handling/request-context';
import { Mailer, outboxDir } from '../../infrastructure/mail/mailer';
import { createActiveUser, registerUser, signInAsAdmin } from '../../testing/accounts';
import { liveChannelUrl, openLiveClient } from '../../testing/live-client';
import { agentFor, createApprovedPractice, createFastUser, type FastUser } from '../../testing/marketplace';
import { createSeller, reviewPractice, submitPractice } from '../../testing/practices';
import { testAdmin, useTestApp, type TestApp } from '../../testing/test-app';
import { UserErasure } from '../user/commands/erase-user/erase-user.service';
import { ExclusivityWarningProcessor } from './commands/warn-exclusivities-ending/exclusivity-warning.processor';

const HOUR = 3_600_000;
type Agent = ReturnType<TestApp['agent']>;

describe('notification centre: stored notifications, mails, preferences, watches (issue 26)', () => {
  let now = new Date('2026-03-02T10:00:00.000Z');
  const t = useTestApp({ clock: () => now });

  const bell = async (agent: Agent, query = ''): Promise<NotificationsPage> => {
    const res = await agent.get(`${apiRoutes.notifications}${query}`);
    expect(res.status).toBe(200);
    return res.body as NotificationsPage;
  };
  const kindsOf = async (agent: Agent) => (await bell(agent, '?pageSize=50')).items.map((n) => n.kind);

  /** A quoted-printable mail as plain text (soft line breaks joined, UTF-8 bytes decoded). */
  const decoded = (eml: string) => eml.replace(/=\r?\n/g, '').replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));
  const outbox = async () => readdir(outboxDir(t.config)).catch(() => [] as string[]);
  /**
   * The mails to `userId` written since `before`: waits (up to 5 s) until `expected` have come, since
   * they are sent after commit; when none is expected, waits long enough for one to have come.
   */
  const mailsTo = async (userId: number, before: string[], expected: number) => {
    const { rows } = await t.database.query<{ email: string }>('SELECT email FROM users_view WHERE id = $1', [userId]);
    const read = async () => {
      await t.app.get(Mailer).idle();
      const created = (await outbox()).filter((f) => !before.includes(f));
      const mails = await Promise.all(created.map(async (f) => decoded(await readFile(join(outboxDir(t.config), f), 'utf8'))));
      return mails.filter((m) => m.includes(`To: ${rows[0]!.email}`));
    };
    if (expected === 0) await sleep(500);
    for (let i = 0; i < 20; i++) {
      const mails = await read();
      if (mails.length >= expected) return mails;
      await sleep(250);
    }
    return read();
  };

  /** The account's own approval (every helper's user is approved) is not what these tests look at: start with an empty bell. */
  const emptyBell = async <U extends { id: number } | { user: { id: number } }>(user: U): Promise<U> => {
    await t.app.get(Mailer).idle();
    await t.database.query('DELETE FROM notifications WHERE user_id = $1', ['id' in user ? user.id : user.user.id]);
    return user;
  };
  const fastSeller = () => createFastUser(t, { isCedente: true, isCessionario: false }).then(emptyBell);

  const buyAndNotify = async (seller: FastUser, kind: 'base' | 'exclusive') => {
    const buyer = await emptyBell(await createFastUser(t, { credits: 300 }));
    const practiceId = await createApprovedPractice(t, seller.id);
    // Only the purchase matters here, not the approval of the practice set up for it.
    await t.database.query("DELETE FROM notifications WHERE kind = 'practiceApproved' AND practice_id = $1", [practiceId]);
    const res =
      kind === 'base'
        ? await buyer.agent.post(apiRoutes.marketplaceView(practiceId)).send({ accessType: 'base' })
        : await buyer.agent.post(apiRoutes.marketplaceExclusive(practiceId)).send({ hours: 24 });
    expect(res.status).toBe(200);
    return { buyer, practiceId };
  };

  describe('each kind produces one stored notification for the right user and nobody else', () => {
    it('account approved and account rejected: to that user only', async () => {
      const [approved, rejected, bystander] = [await registerUser(t), await registerUser(t), await emptyBell(await createActiveUser(t))];
      const admin = await signInAsAdmin(t);
      await admin.patch(apiRoutes.adminUserStatus(approved.user.id)).send({ status: 'active' }).expect(200);
      await admin.patch(apiRoutes.adminUserStatus(rejected.user.id)).send({ status: 'rejected' }).expect(200);
      expect(await kindsOf(approved.agent)).toEqual(['accountApproved']);
      expect((await bell(approved.agent)).items[0]).toMatchObject({ title: 'Account attivato', read: false });
      // The rejected user's sessions end: read the row directly.
      const { rows } = await t.database.query('SELECT kind FROM notifications WHERE user_id = $1', [rejected.user.id]);
      expect(rows).toEqual([{ kind: 'accountRejected' }]);
      expect(await kindsOf(bystander.agent)).toEqual([]);
    });

    it('an account created active by the system (the first admin, at start-up) is told nothing and mailed nothing', async () => {
      const admin = await signInAsAdmin(t);
      const { rows } = await t.database.query<{ id: number }>('SELECT id FROM users_view WHERE username = $1', [testAdmin.username]);
      expect(await kindsOf(admin)).not.toContain('accountApproved');
      const stored = await t.database.query("SELECT 1 FROM notifications WHERE user_id = $1 AND kind = 'accountApproved'", [rows[0]!.id]);
      expect(stored.rows).toEqual([]);
    });

    it.each([
      ['approved', 'practiceApproved', 'Pratica approvata'],
      ['rejected', 'practiceRejected', 'Pratica rifiutata'],
      ['integration_required', 'integrationRequested', 'Integrazione richiesta'],
    ] as const)('practice %s: to its owner, with the admin comment', async (status, kind, title) => {
      const seller = await emptyBell(await createSeller(t));
      const practice = await submitPractice(seller.agent);
      await reviewPractice(t, practice.id, status, 'Controllare il modello F24');
      const { items } = await bell(seller.agent);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ kind, title, practiceId: practice.id, read: false });
      expect(items[0]!.message).toContain('Commento: Controllare il modello F24');
      const { rows } = await t.database.query('SELECT user_id FROM notifications WHERE practice_id = $1', [practice.id]);
      expect(rows).toEqual([{ user_id: seller.user.id }]);
    });

    it('base access bought: to the seller only, and the buyer stays anonymous', async () => {
      const seller = await fastSeller();
      const { buyer, practiceId } = await buyAndNotify(seller, 'base');
      const { items } = await bell(seller.agent);
      expect(items).toEqual([
        expect.objectContaining({
          kind: 'accessPurchased',
          practiceId,
          message: `Un acquirente ha acquistato l'accesso base alla tua pratica #${practiceId}.`,
        }),
      ]);
      const { rows } = await t.database.query<{ username: string; company_name: string }>('SELECT username, company_name FROM users_view WHERE id = $1', [
        buyer.id,
      ]);
      expect(items[0]!.message).not.toContain(rows[0]!.username);
      expect(items[0]!.message).not.toContain(rows[0]!.company_name);
      expect(await kindsOf(buyer.agent)).toEqual([]);
    });

    it('a purchase is also a live toast to the seller, linking to the practice', async () => {
      const seller = await fastSeller();
      const socket = await openLiveClient(await liveChannelUrl(t), { Cookie: seller.cookie });
      socket.send({ type: 'auth', userId: seller.id });
      expect(await socket.nextMessage()).toEqual({ type: 'auth', ok: true });
      const { practiceId } = await buyAndNotify(seller, 'base');
      expect(await socket.nextMessage()).toEqual({
        title: 'Accesso acquistato',
        message: `Un acquirente ha acquistato l'accesso base alla tua pratica #${practiceId}.`,
        practiceId,
      });
      socket.close();
    });

    it('exclusivity bought: to the seller, saying until when', async () => {
      const seller = await fastSeller();
      const { practiceId } = await buyAndNotify(seller, 'exclusive');
      expect((await bell(seller.agent)).items).toEqual([
        expect.objectContaining({ kind: 'exclusivityPurchased', practiceId, message: expect.stringContaining('fino al 03/03/2026, 11:00') }),
      ]);
    });

    it('data-change request: to every active admin, naming only the user number', async () => {
      const user = await createActiveUser(t);
      await user.agent
        .post(apiRoutes.requestChange)
        .send({ fieldsToChange: { phone: '3331234567' }, reason: 'Nuovo numero' })
        .expect(200);
      const { rows } = await t.database.query<{ user_id: number; message: string }>(
        "SELECT user_id, message FROM notifications WHERE kind = 'dataChangeRequested'",
      );
      const admins = await t.database.query<{ id: number }>("SELECT id FROM users_view WHERE is_admin AND status = 'active'");
      expect(rows.map((r) => r.user_id).sort()).toEqual(admins.rows.map((a) => a.id).sort());
      expect(rows[0]!.message).toBe(`L'utente #${user.user.id} ha chiesto di modificare i propri dati.`);
      expect(rows[0]!.message).not.toContain('3331234567');
    });
  });

  describe('reading the bell', () => {
    it('pages newest first with the total and the unread count', async () => {
      const seller = await fastSeller();
      const ids: number[] = [];
      for (let i = 0; i < 3; i++) ids.push((await buyAndNotify(seller, 'base')).practiceId);
      const first = await bell(seller.agent, '?page=1&pageSize=2');
      expect(first).toMatchObject({ total: 3, unread: 3 });
      expect(first.items.map((n) => n.practiceId)).toEqual([ids[2], ids[1]]);
      expect((await bell(seller.agent, '?page=2&pageSize=2')).items.map((n) => n.practiceId)).toEqual([ids[0]]);
    });

    it('refuses a bad page size with an Italian 400', async () => {
      const seller = await fastSeller();
      const res = await seller.agent.get(`${apiRoutes.notifications}?pageSize=500`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Numero di elementi per pagina non valido');
    });

    it('marks one read, then all read; unread falls to 0', async () => {
      const seller = await fastSeller();
      await buyAndNotify(seller, 'base');
      await buyAndNotify(seller, 'base');
      const [newest] = (await bell(seller.agent)).items;
      await seller.agent.post(apiRoutes.notificationRead(newest!.id)).expect(200);
      const after = await bell(seller.agent);
      expect(after.unread).toBe(1);
      expect(after.items.map((n) => n.read)).toEqual([true, false]);
      const all = await seller.agent.post(apiRoutes.notificationsReadAll);
      expect(all.body).toEqual({ message: notificationMessages.allRead });
      expect(await bell(seller.agent)).toMatchObject({ unread: 0, total: 2 });
      await buyAndNotify(seller, 'base');
      expect((await bell(seller.agent)).unread).toBe(1);
    });

    it("refuses another user's notification id with 404 and changes nothing", async () => {
      const seller = await fastSeller();
      const other = await fastSeller();
      await buyAndNotify(seller, 'base');
      const [mine] = (await bell(seller.agent)).items;
      const res = await other.agent.post(apiRoutes.notificationRead(mine!.id));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(notificationMessages.notFound);
      expect((await bell(seller.agent)).unread).toBe(1);
      expect((await other.agent.post(apiRoutes.notificationRead('abc'))).status).toBe(404);
    });
  });

  describe('mails and preferences', () => {
    it('mails each notification in Italian with a link to the page', async () => {
      const seller = await fastSeller();
      const before = await outbox();
      const { practiceId } = await buyAndNotify(seller, 'base');
      const mails = await mailsTo(seller.id, before, 1);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain(`Un acquirente ha acquistato l'accesso base alla tua pratica #${practiceId}.`);
      expect(mails[0]).toContain(`http://localhost:3000/practice/${practiceId}`);
    });

    it('defaults to every mail on; a preference turned off stops that mail only, and the bell still shows it', async () => {
      const seller = await fastSeller();
      const defaults = (await seller.agent.get(apiRoutes.notificationPreferences)).body as NotificationPreferences;
      expect(Object.values(defaults).every((p) => p.email)).toBe(true);
      const choice = Object.fromEntries(notificationKinds.map((k) => [k, { email: k !== 'accessPurchased' }])) as Record<NotificationKind, { email: boolean }>;
      expect((await seller.agent.put(apiRoutes.notificationPreferences).send(choice)).body).toEqual(choice);
      const before = await outbox();
      await buyAndNotify(seller, 'base');
      expect(await mailsTo(seller.id, before, 0)).toEqual([]);
      expect(await kindsOf(seller.agent)).toEqual(['accessPurchased']);
      const again = await outbox();
      await buyAndNotify(seller, 'exclusive');
      expect(await mailsTo(seller.id, again, 1)).toHaveLength(1);
    });

    it('refuses incomplete or malformed preferences with an Italian 400 and keeps the old ones', async () => {
      const seller = await fastSeller();
      for (const body of [{}, { accountApproved: { email: 'no' } }, []]) {
        const res = await seller.agent.put(apiRoutes.notificationPreferences).send(body);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(notificationMessages.invalidPreferences);
      }
      expect(Object.values((await seller.agent.get(apiRoutes.notificationPreferences)).body as NotificationPreferences).every((p) => p.email)).toBe(true);
    });
  });

  describe('the 2-hour warning of an exclusivity', () => {
    it('is stored exactly once for the holder, even with two instances running in parallel, repeatedly', async () => {
      const seller = await fastSeller();
      const { buyer, practiceId } = await buyAndNotify(seller, 'exclusive');
      const other = await t.anotherInstance({ clock: () => now });
      try {
        const processors = [t.app.get(ExclusivityWarningProcessor), other.app.get(ExclusivityWarningProcessor)];
        const end = now.getTime() + 24 * HOUR;
        expect(await Promise.all(processors.map((p) => p.runOnce(new Date(end - 2 * HOUR - 1000))))).toEqual([0, 0]);
        const runs = await Promise.all([...processors, ...processors].map((p) => p.runOnce(new Date(end - 2 * HOUR + 1000))));
        expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
        expect(await Promise.all(processors.map((p) => p.runOnce(new Date(end - HOUR))))).toEqual([0, 0]);
      } finally {
        await other.close();
      }
      const warnings = await t.database.query("SELECT 1 FROM events WHERE type = 'ExclusivityEndingSoon' AND (data ->> 'practiceId')::int = $1", [practiceId]);
      expect(warnings.rows).toHaveLength(1);
      const { items } = await bell(buyer.agent);
      expect(items).toEqual([expect.objectContaining({ kind: 'exclusivityEndingSoon', practiceId, message: expect.stringContaining('scade tra 2 ore') })]);
      expect(await kindsOf(seller.agent)).toEqual(['exclusivityPurchased']);
    });
  });

  describe("'Avvisami' watches", () => {
    it('only buyers watch, only approved practices of others; idempotent; listed as practiceIds', async () => {
      const seller = await createFastUser(t, { isCedente: true, isCessionario: true });
      const buyer = await createFastUser(t);
      const practiceId = await createApprovedPractice(t, seller.id);
      await buyer.agent.put(apiRoutes.practiceWatch(practiceId)).expect(200);
      await buyer.agent.put(apiRoutes.practiceWatch(practiceId)).expect(200);
      expect((await buyer.agent.get(apiRoutes.practiceWatches)).body).toEqual({ practiceIds: [practiceId] });
      expect((await seller.agent.put(apiRoutes.practiceWatch(practiceId))).status).toBe(404);
      expect((await buyer.agent.put(apiRoutes.practiceWatch(999_999))).status).toBe(404);
      const sellerOnly = await fastSeller();
      expect((await sellerOnly.agent.put(apiRoutes.practiceWatch(practiceId))).status).toBe(403);
      await buyer.agent.delete(apiRoutes.practiceWatch(practiceId)).expect(200);
      expect((await buyer.agent.get(apiRoutes.practiceWatches)).body).toEqual({ practiceIds: [] });
    });

    it('tells the watcher when the exclusivity ends, then the watch is consumed', async () => {
      const seller = await fastSeller();
      const { buyer: holder, practiceId } = await buyAndNotify(seller, 'exclusive');
      const watcher = await emptyBell(await createFastUser(t));
      await watcher.agent.put(apiRoutes.practiceWatch(practiceId)).expect(200);
      now = new Date(now.getTime() + 25 * HOUR);
      const { ExclusivityExpiryProcessor } = await import('../marketplace/commands/expire-exclusivities/exclusivity-expiry.processor');
      expect(await t.app.get(ExclusivityExpiryProcessor).runOnce(now)).toBeGreaterThanOrEqual(1);
      const agent = await agentFor(t, watcher.id);
      expect((await bell(agent)).items).toEqual([expect.objectContaining({ kind: 'practiceAvailable', practiceId })]);
      expect((await agent.get(apiRoutes.practiceWatches)).body).toEqual({ practiceIds: [] });
      expect(await kindsOf(await agentFor(t, holder.id))).not.toContain('practiceAvailable');
    });
  });

  it("an erased user's notification rows are deleted (no personal data kept)", async () => {
    const seller = await fastSeller();
    await buyAndNotify(seller, 'base');
    await t.app.get(UserErasure).erase(seller.id, 1, systemContext());
    const { rows } = await t.database.query('SELECT 1 FROM notifications WHERE user_id = $1', [seller.id]);
    expect(rows).toEqual([]);
  });
});
