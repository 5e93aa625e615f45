import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiRoutes, type NotificationsPage } from '@pratiche/contracts';
import { practiceDecider, practiceStreamId, type PracticeCommand } from '@pratiche/domain';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { systemContext } from '../../../../infrastructure/command-handling/request-context';
import { Mailer, outboxDir } from '../../../../infrastructure/mail/mailer';
import { signInAsAdmin } from '../../../../testing/accounts';
import { agentFor, createFastUser, type FastUser } from '../../../../testing/marketplace';
import { reconfirmCommand } from '../../../../testing/practices';
import { useTestApp, type TestApp } from '../../../../testing/test-app';
import { ReconfirmationReminderProcessor } from './reconfirmation-reminder.processor';

const DAY = 24 * 3_600_000;
const ADMIN_ID = 1;
const t0 = new Date('2026-03-02T10:00:00.000Z');
const day = (n: number) => new Date(t0.getTime() + n * DAY);

/**
 * Issue 28: "Reminders go to the seller in the live channel and by mail 3 days before" the
 * credit turns 'Da riconfermare' (30 days without reconfirmation): once per confirmation period,
 * whatever the number of API instances.
 */
describe('issue 28: the reconfirmation reminder, 3 days before the credit turns "Da riconfermare"', () => {
  let now = t0;
  // The background runs stay out of the way: each test runs the processors itself.
  const t = useTestApp({ clock: () => now, config: { exclusivityExpiryIntervalSeconds: 3600 } });

  const decide = (command: PracticeCommand) =>
    t.app.get(CommandExecutor).execute({ decider: practiceDecider, streamId: practiceStreamId(command.data.practiceId), command, context: systemContext() });

  /** A practice of `seller`, submitted and reviewed (approved unless told) at `at`, its first confirmation. */
  const approvedPractice = async (seller: FastUser, at = t0.toISOString(), decision: 'approved' | 'integration_required' = 'approved') => {
    const { rows } = await t.database.query<{ id: number }>("SELECT nextval('practice_id_seq')::int AS id");
    const practiceId = rows[0]!.id;
    const details = { type: 'SUPERBONUS_110' as const, year: 2026, amount: 50_000, discount: 10, isTraceable: true, tributeCode: '7701', numSites: 1 };
    await decide({ type: 'SubmitPractice', data: { practiceId, by: seller.id, at, ...details } });
    await decide({ type: 'ReviewPractice', data: { practiceId, by: ADMIN_ID, at, decision, comment: null } });
    return practiceId;
  };
  const seller = () => createFastUser(t, { isCedente: true, isCessionario: false });

  const reminders = async (practiceId: number) => {
    const { rows } = await t.database.query<{ stream_id: string; data: { lastConfirmedAt: string } }>(
      "SELECT stream_id, data FROM events WHERE type = 'ReconfirmationReminderSent' AND (data ->> 'practiceId')::int = $1 ORDER BY global_position",
      [practiceId],
    );
    return rows;
  };
  const runAt = (at: Date, ...apps: TestApp[]) => Promise.all(apps.map((app) => app.app.get(ReconfirmationReminderProcessor).runOnce(at)));

  /** A quoted-printable mail as plain text (soft line breaks joined, UTF-8 bytes decoded). */
  const decoded = (eml: string) => eml.replace(/=\r?\n/g, '').replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));
  const outbox = async () => readdir(outboxDir(t.config)).catch(() => [] as string[]);
  /** The mails to `userId` written since `before`, once `expected` have come (they are sent after commit). */
  const mailsTo = async (userId: number, before: string[], expected: number) => {
    const { rows } = await t.database.query<{ email: string }>('SELECT email FROM users_view WHERE id = $1', [userId]);
    const read = async () => {
      await t.app.get(Mailer).idle();
      const created = (await outbox()).filter((f) => !before.includes(f));
      const mails = await Promise.all(created.map(async (f) => decoded(await readFile(join(outboxDir(t.config), f), 'utf8'))));
      return mails.filter((m) => m.includes(`To: ${rows[0]!.email}`));
    };
    for (let i = 0; i < 20; i++) {
      const mails = await read();
      if (mails.length >= expected) return mails;
      await sleep(250);
    }
    return read();
  };

  it('is sent once at day 27 (not at day 26), not again on a second run or by a second instance, to the bell and by mail', async () => {
    const owner = await seller();
    const practiceId = await approvedPractice(owner);
    const other = await t.anotherInstance({ clock: () => now, config: { exclusivityExpiryIntervalSeconds: 3600 } });
    try {
      now = new Date(day(27).getTime() - 60_000);
      expect(await runAt(now, t, other)).toEqual([0, 0]);
      expect(await reminders(practiceId)).toEqual([]);

      const before = await outbox();
      now = day(27);
      // Two instances, each twice, at the same time: one append wins, the others find it reminded.
      const runs = await runAt(now, t, other, other, t);
      expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
      now = day(28);
      expect(await runAt(now, t, other)).toEqual([0, 0]);

      expect(await reminders(practiceId)).toEqual([expect.objectContaining({ data: expect.objectContaining({ lastConfirmedAt: t0.toISOString() }) })]);
      const mails = await mailsTo(owner.id, before, 1);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain(`Subject: Riconferma il credito della pratica #${practiceId} - Marketplace Pratiche`);
      // Due 30 days after the confirmation: 1 April 2026, 12:00 in Rome (summer time).
      expect(mails[0]).toContain(
        `Riconferma entro il 01/04/2026, 12:00 che il credito della pratica #${practiceId} è ancora presente nel tuo cassetto fiscale.`,
      );
      expect(mails[0]).toContain("risulterà «Da riconfermare» e nessuno potrà acquistarne l'esclusiva");
      expect(mails[0]).toContain(`http://localhost:3000/practice/${practiceId}`);
    } finally {
      await other.close();
    }
    const bell = (await (await agentFor(t, owner.id)).get(apiRoutes.notifications).expect(200)).body as NotificationsPage;
    expect(bell.items.filter((n) => n.kind === 'reconfirmationDue')).toEqual([
      expect.objectContaining({ title: 'Riconferma il credito', practiceId, read: false }),
    ]);
  });

  it('is not sent for a practice reconfirmed since; each confirmation period gets its own reminder', async () => {
    const owner = await seller();
    const reconfirmed = await approvedPractice(owner);
    now = day(10);
    await decide(reconfirmCommand(reconfirmed, owner.id, now.toISOString()));
    now = day(27);
    await runAt(now, t);
    expect(await reminders(reconfirmed)).toEqual([]);
    now = new Date(day(37).getTime() - 60_000);
    await runAt(now, t);
    expect(await reminders(reconfirmed)).toEqual([]);
    now = day(37);
    await runAt(now, t);
    await runAt(now, t);
    expect((await reminders(reconfirmed)).map((r) => r.data.lastConfirmedAt)).toEqual([day(10).toISOString()]);
    // Reconfirmed again after the reminder: the new period is reminded 27 days later, once.
    now = day(38);
    await decide(reconfirmCommand(reconfirmed, owner.id, now.toISOString()));
    now = day(65);
    await runAt(now, t);
    await runAt(now, t);
    const periods = await reminders(reconfirmed);
    expect(periods.map((r) => r.data.lastConfirmedAt)).toEqual([day(10).toISOString(), day(38).toISOString()]);
    expect(new Set(periods.map((r) => r.stream_id)).size).toBe(2);
  });

  it('only approved practices, not ceduta, whose owner is active, and not once overdue', async () => {
    now = t0;
    const owner = await seller();
    const blockedOwner = await seller();
    const eligible = await approvedPractice(owner);
    const sentBack = await approvedPractice(owner, t0.toISOString(), 'integration_required');
    const sold = await approvedPractice(owner);
    await decide({ type: 'MarkPracticeSold', data: { practiceId: sold, by: owner.id, at: t0.toISOString(), viaPortal: false } });
    const ofBlocked = await approvedPractice(blockedOwner);
    const admin = await signInAsAdmin(t);
    await admin.patch(apiRoutes.adminUserStatus(blockedOwner.id)).send({ status: 'blocked' }).expect(200);
    // Confirmed 4 days earlier: due at day 26, so already 'Da riconfermare' when the processor runs at day 27.
    const overdue = await approvedPractice(owner, day(-4).toISOString());

    now = day(27);
    await runAt(now, t);
    expect(await reminders(eligible)).toHaveLength(1);
    for (const id of [sentBack, sold, ofBlocked, overdue]) expect(await reminders(id)).toEqual([]);
  });
});
