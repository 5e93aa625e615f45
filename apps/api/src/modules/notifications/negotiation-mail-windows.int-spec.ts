import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiRoutes } from '@pratiche/contracts';
import { Mailer, outboxDir } from '../../infrastructure/mail/mailer';
import { makeOffer, negotiatingPractice } from '../../testing/negotiations';
import { useTestApp } from '../../testing/test-app';
import { gatheredStepsLine, NegotiationMailWindows } from './negotiation-mail-windows';

const year = new Date().getFullYear() + 1;

/** Coalesce negotiation mails: one mail per recipient and practice for a window of steps, telling the latest. */
describe('coalesce negotiation mails', () => {
  // A window far longer than the test: the test closes it itself (as a shutdown or the timer would).
  const t = useTestApp({ config: { negotiationMailWindowSeconds: 3600 }, rateLimits: { negotiationStep: { points: 1000, durationSeconds: 60 } } });

  /** A quoted-printable mail as plain text (soft line breaks joined, UTF-8 bytes decoded). */
  const decoded = (eml: string) => eml.replace(/=\r?\n/g, '').replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));
  const outbox = async () => {
    await t.app.get(Mailer).idle();
    return readdir(outboxDir(t.config)).catch(() => [] as string[]);
  };
  const mailsTo = async (userId: number, before: string[]) => {
    const { rows } = await t.database.query<{ email: string }>('SELECT email FROM users_view WHERE id = $1', [userId]);
    const created = (await outbox()).filter((f) => !before.includes(f));
    const mails = await Promise.all(created.map(async (f) => decoded(await readFile(join(outboxDir(t.config), f), 'utf8'))));
    // Only the negotiation's mails: the exclusivity bought in the setup is mailed after commit too, maybe after `before`.
    return mails.filter((m) => m.includes(`To: ${rows[0]!.email}`) && m.includes('Subject: Trattativa sulla pratica'));
  };
  /** Waits (up to 30 s, on a loaded machine) until the deliveries after commit have put `steps` notices in the window. */
  const held = async (userId: number, practiceId: number, steps: number) => {
    const windows = t.app.get(NegotiationMailWindows);
    for (let i = 0; i < 300 && windows.held(userId, practiceId) < steps; i++) await sleep(100);
    return windows.held(userId, practiceId);
  };

  it('coalesce negotiation mails: 30 offers made and withdrawn in a row send the seller one mail, telling the last step and the 59 before it; the bell keeps all 60', async () => {
    const { seller, buyer, practice } = await negotiatingPractice(t);
    const before = await outbox();
    for (let i = 0; i < 30; i++) {
      const offer = await makeOffer(buyer.agent, practice.id, { amount: 1000 + i, rate: [year] });
      await buyer.agent.post(apiRoutes.offerWithdraw(offer.id)).expect(200);
    }
    expect(await held(seller.id, practice.id, 60)).toBe(60);
    expect(await mailsTo(seller.id, before)).toEqual([]);

    t.app.get(NegotiationMailWindows).flush();
    const mails = await mailsTo(seller.id, before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`Subject: Trattativa sulla pratica #${practice.id}: offerta ritirata`);
    expect(mails[0]).toContain(gatheredStepsLine(59));
    expect(await mailsTo(buyer.id, before)).toEqual([]);
    const bell = await t.database.query('SELECT 1 FROM notifications WHERE user_id = $1 AND practice_id = $2', [seller.id, practice.id]);
    expect(bell.rows.length).toBeGreaterThanOrEqual(60);
  });

  it('coalesce negotiation mails: each recipient and practice has its own window; a lone step is mailed as it is', async () => {
    const first = await negotiatingPractice(t);
    const second = await negotiatingPractice(t);
    const before = await outbox();
    await makeOffer(first.buyer.agent, first.practice.id, { amount: 1000, rate: [year] });
    const offer = await makeOffer(second.buyer.agent, second.practice.id, { amount: 1000, rate: [year] });
    await second.seller.agent.post(apiRoutes.offerCounter(offer.id)).send({ amount: 1100 }).expect(201);
    expect(await held(first.seller.id, first.practice.id, 1)).toBe(1);
    expect(await held(second.seller.id, second.practice.id, 1)).toBe(1);
    expect(await held(second.buyer.id, second.practice.id, 1)).toBe(1);

    t.app.get(NegotiationMailWindows).flush();
    for (const [userId, subject] of [
      [first.seller.id, `Trattativa sulla pratica #${first.practice.id}: nuova offerta`],
      [second.seller.id, `Trattativa sulla pratica #${second.practice.id}: nuova offerta`],
      [second.buyer.id, `Trattativa sulla pratica #${second.practice.id}: nuova controproposta`],
    ] as const) {
      const mails = await mailsTo(userId, before);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain(`Subject: ${subject}`);
      expect(mails[0]).not.toContain('Nel frattempo');
    }
  });
});
