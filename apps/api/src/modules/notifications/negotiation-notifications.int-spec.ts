import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiRoutes, type OfferResponse } from '@pratiche/contracts';
import { addDays, italianDate, italianDay, notices } from '@pratiche/domain';
import { allProjections } from '../../app.projections';
import { Mailer, outboxDir } from '../../infrastructure/mail/mailer';
import { verifyProjections } from '../../infrastructure/projections/verify-projections';
import { liveChannelUrl, openLiveClient, type LiveClient } from '../../testing/live-client';
import type { FastUser } from '../../testing/marketplace';
import { makeOffer, negotiatingPractice, twoRate } from '../../testing/negotiations';
import { useTestApp } from '../../testing/test-app';
import { ExclusivityExpiryProcessor } from '../marketplace/commands/expire-exclusivities/exclusivity-expiry.processor';

const year = new Date().getFullYear() + 1;
const negotiationKinds = ['offerReceived', 'offerAnswered', 'closingUpdate'];

describe('negotiation notifications (issue 29: "every step reaches the other party at once in the live channel and by mail")', () => {
  let now = new Date();
  const t = useTestApp({ clock: () => now });
  const sockets: LiveClient[] = [];
  afterEach(() => sockets.splice(0).forEach((socket) => socket.close()));

  /** A signed-in live client of `user`, past its auth. */
  const listen = async (user: FastUser) => {
    const socket = await openLiveClient(await liveChannelUrl(t), { Cookie: user.cookie });
    sockets.push(socket);
    socket.send({ type: 'auth', userId: user.id });
    expect(await socket.nextMessage()).toEqual({ type: 'auth', ok: true });
    return socket;
  };

  /** The negotiation's notifications stored for `userId`, oldest first. */
  const stored = async (userId: number) => {
    const { rows } = await t.database.query<{ kind: string; title: string; message: string; practice_id: number }>(
      'SELECT kind, title, message, practice_id FROM notifications WHERE user_id = $1 AND kind = ANY($2) ORDER BY id',
      [userId, negotiationKinds],
    );
    return rows;
  };

  /** A quoted-printable mail as plain text (soft line breaks joined, UTF-8 bytes decoded). */
  const decoded = (eml: string) => eml.replace(/=\r?\n/g, '').replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));
  const outbox = async () => {
    await t.app.get(Mailer).idle();
    return readdir(outboxDir(t.config)).catch(() => [] as string[]);
  };
  /** The mails to `userId` written since `before` (sent after commit: waits up to 5 s for `expected`; for none, long enough for one to come). */
  const mailsTo = async (userId: number, before: string[], expected: number) => {
    const { rows } = await t.database.query<{ email: string }>('SELECT email FROM users_view WHERE id = $1', [userId]);
    const read = async () => {
      const created = (await outbox()).filter((f) => !before.includes(f));
      const mails = await Promise.all(created.map(async (f) => decoded(await readFile(join(outboxDir(t.config), f), 'utf8'))));
      return mails.filter((m) => m.includes(`To: ${rows[0]!.email}`));
    };
    if (expected === 0) await sleep(500);
    for (let i = 0; i < 20 && (await read()).length < expected; i++) await sleep(250);
    return read();
  };

  const ok = async (request: Promise<{ status: number; body: unknown }>, status = 200) => {
    const res = await request;
    if (res.status !== status) throw new Error(`expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as OfferResponse;
  };

  it('an offer reaches the seller at once in the live channel (with the practice) and by mail; the buyer who made it is told nothing', async () => {
    const { seller, buyer, practice } = await negotiatingPractice(t, { body: { rate: twoRate() } });
    const [sellerSocket, buyerSocket] = [await listen(seller), await listen(buyer)];
    const before = await outbox();
    const offer = await makeOffer(buyer.agent, practice.id, { amount: 90_000, rate: [year] });
    const notice = notices.offerReceived(practice.id, { offerId: offer.id, amount: 90_000, rate: [String(year)], expiresAt: offer.expiresAt, repliesTo: null });
    expect(await sellerSocket.nextMessage()).toEqual({ title: 'Nuova offerta', message: notice.message, practiceId: practice.id });
    expect(notice.message).toContain(`sulla pratica #${practice.id}`);
    const [mail, ...others] = await mailsTo(seller.id, before, 1);
    expect(others).toEqual([]);
    expect(mail).toContain(`Subject: Trattativa sulla pratica #${practice.id}: nuova offerta`);
    expect(mail).toContain(notice.message);
    expect(mail).toContain(`/practice/${practice.id}`);
    expect(await stored(seller.id)).toEqual([{ kind: 'offerReceived', title: 'Nuova offerta', message: notice.message, practice_id: practice.id }]);
    // The seller never learns who the buyer is.
    const { rows } = await t.database.query<{ username: string; company_name: string }>('SELECT username, company_name FROM users_view WHERE id = $1', [
      buyer.id,
    ]);
    expect(notice.message).not.toContain(rows[0]!.username);
    expect(notice.message).not.toContain(rows[0]!.company_name);
    expect(await stored(buyer.id)).toEqual([]);
    expect(await mailsTo(buyer.id, before, 0)).toEqual([]);
    expect(buyerSocket.received).toEqual([{ type: 'auth', ok: true }]);
  });

  it('a counter-offer reaches the buyer as one notice, live and by mail; the seller who countered is told nothing', async () => {
    const { seller, buyer, practice } = await negotiatingPractice(t, { body: { rate: twoRate() } });
    const offer = await makeOffer(buyer.agent, practice.id, { amount: 90_000, rate: [year] });
    const buyerSocket = await listen(buyer);
    const sellerBefore = await stored(seller.id);
    const before = await outbox();
    const counter = await ok(seller.agent.post(apiRoutes.offerCounter(offer.id)).send({ amount: 95_000 }), 201);
    const live = (await buyerSocket.nextMessage()) as { title: string; message: string; practiceId: number };
    expect(live).toMatchObject({ title: 'Nuova controproposta', practiceId: practice.id });
    expect(live.message).toContain(`Hai ricevuto la controproposta n. ${counter.id} di 95.000,00\u00a0€ per la rata ${year} sulla pratica #${practice.id}`);
    expect(await stored(buyer.id)).toEqual([expect.objectContaining({ kind: 'offerReceived', title: 'Nuova controproposta' })]);
    const mails = await mailsTo(buyer.id, before, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`Subject: Trattativa sulla pratica #${practice.id}: nuova controproposta`);
    expect(await stored(seller.id)).toEqual(sellerBefore);
    expect(await mailsTo(seller.id, before, 0)).toEqual([]);
  });

  it('accepted, then each closing step reaches the other party, whose turn it is next; the actor is told nothing of its own step; completion reaches both; a rebuild gives the same rows', async () => {
    const { seller, buyer, practice } = await negotiatingPractice(t, { body: { rate: twoRate() } });
    const offer = await makeOffer(buyer.agent, practice.id, { amount: 90_000, rate: [year] });
    const [sellerSocket, buyerSocket] = [await listen(seller), await listen(buyer)];
    const afterOffer = (await stored(seller.id)).length;
    const before = await outbox();

    await ok(seller.agent.post(apiRoutes.offerAccept(offer.id)));
    expect(await buyerSocket.nextMessage()).toMatchObject({
      title: 'Offerta accettata',
      message: expect.stringMatching(/è stata accettata: si apre la chiusura\. Ora tocca al venditore: comunicare la cessione/),
      practiceId: practice.id,
    });

    await ok(seller.agent.post(apiRoutes.offerClosingStep(offer.id, 'comunicazione')).send({ protocol: 'ADE-2026/000123' }));
    expect(await buyerSocket.nextMessage()).toMatchObject({
      title: 'Passaggio della chiusura completato',
      message: expect.stringMatching(/\(protocollo ADE-2026\/000123\)\. Ora si attende l'esito del controllo preventivo/),
      practiceId: practice.id,
    });

    // Issue 47: the Agenzia suspends the communication, then the check passes.
    const suspendedUntil = addDays(italianDay(new Date().toISOString()), 10);
    await ok(seller.agent.post(apiRoutes.offerClosingStep(offer.id, 'esito')).send({ outcome: 'sospesa', suspendedUntil }));
    expect(await buyerSocket.nextMessage()).toMatchObject({
      title: "Comunicazione sospesa dall'Agenzia delle Entrate",
      message: expect.stringContaining(`fino al ${italianDate(suspendedUntil)}`),
      practiceId: practice.id,
    });
    await ok(seller.agent.post(apiRoutes.offerClosingStep(offer.id, 'esito')).send({ outcome: 'superata' }));
    expect(await buyerSocket.nextMessage()).toMatchObject({
      title: 'Passaggio della chiusura completato',
      message: expect.stringMatching(/Ora tocca a te: accetta il credito/),
      practiceId: practice.id,
    });

    await ok(buyer.agent.post(apiRoutes.offerClosingStep(offer.id, 'accettazione')).send({}));
    expect(await sellerSocket.nextMessage()).toMatchObject({
      title: 'Passaggio della chiusura completato',
      message: expect.stringMatching(/Ora tocca a te: conferma sulla pratica di aver ricevuto il prezzo\.$/),
      practiceId: practice.id,
    });

    await ok(seller.agent.post(apiRoutes.offerClosingStep(offer.id, 'pagamento')).send({ reference: '12345678901' }));
    const completed = notices.closingCompleted(practice.id, { amount: 90_000, rate: [String(year)], protocol: 'ADE-2026/000123' });
    const completedLive = { title: 'Chiusura completata', message: completed.message, practiceId: practice.id };
    expect(await sellerSocket.nextMessage()).toEqual(completedLive);
    expect(await buyerSocket.nextMessage()).toEqual(completedLive);

    expect((await stored(buyer.id)).map((n) => n.title)).toEqual([
      'Offerta accettata',
      'Passaggio della chiusura completato',
      "Comunicazione sospesa dall'Agenzia delle Entrate",
      'Passaggio della chiusura completato',
      'Chiusura completata',
    ]);
    expect((await stored(seller.id)).slice(afterOffer).map((n) => n.title)).toEqual(['Passaggio della chiusura completato', 'Chiusura completata']);
    expect(await mailsTo(buyer.id, before, 5)).toHaveLength(5);
    expect(await mailsTo(seller.id, before, 2)).toHaveLength(2);
    // Nothing more arrives: no notice of one's own step, none for the last step beside the completion.
    await sleep(300);
    expect([sellerSocket.received, buyerSocket.received].map((r) => r.length)).toEqual([3, 6]);
    expect(await verifyProjections(t.database, allProjections)).toEqual([]);
  });

  it('a rejection reaches the author with its reason; a withdrawal reaches the party that was to answer; an abandoned closing the other party, with its reason; a rebuild gives the same rows', async () => {
    const { seller, buyer, practice } = await negotiatingPractice(t, { body: { rate: twoRate() } });
    const first = await makeOffer(buyer.agent, practice.id, { amount: 90_000, rate: [year] });
    await ok(seller.agent.post(apiRoutes.offerReject(first.id)).send({ reason: 'Prezzo troppo basso' }));
    const second = await makeOffer(buyer.agent, practice.id, { amount: 95_000, rate: [year] });
    await ok(buyer.agent.post(apiRoutes.offerWithdraw(second.id)));
    const third = await makeOffer(buyer.agent, practice.id, { amount: 97_000, rate: [year] });
    await ok(seller.agent.post(apiRoutes.offerAccept(third.id)));
    await ok(seller.agent.post(apiRoutes.offerClosingAbandon(third.id)).send({ reason: 'Il credito è stato sospeso' }));

    expect((await stored(buyer.id)).map((n) => n.message)).toEqual([
      notices.offerRejected(practice.id, first.id, true).message,
      notices.offerAccepted(practice.id, { offerId: third.id, amount: 97_000, rate: [String(year)] }, 'buyer').message,
      notices.closingAbandoned(practice.id).message,
    ]);
    expect((await stored(seller.id)).map((n) => n.message)).toEqual([
      notices.offerReceived(practice.id, { ...first, offerId: first.id }).message,
      notices.offerReceived(practice.id, { ...second, offerId: second.id }).message,
      notices.offerWithdrawn(practice.id, second.id).message,
      notices.offerReceived(practice.id, { ...third, offerId: third.id }).message,
    ]);
    expect(await verifyProjections(t.database, allProjections)).toEqual([]);
  });

  it('an offer that expires unanswered is told to both parties, once', async () => {
    const { seller, buyer, practice } = await negotiatingPractice(t, { body: { rate: twoRate() }, hours: 24 });
    const started = now;
    try {
      const offer = await makeOffer(buyer.agent, practice.id, { amount: 90_000, rate: [year] });
      const end = new Date(Date.parse(offer.expiresAt) + 1000);
      now = end;
      await t.app.get(ExclusivityExpiryProcessor).runOnce(end);
      await t.app.get(ExclusivityExpiryProcessor).runOnce(end);
      const expired = notices.offerExpired(practice.id, offer.id);
      expect((await stored(buyer.id)).map((n) => n.title)).toEqual([expired.title]);
      expect((await stored(seller.id)).map((n) => n.title)).toEqual(['Nuova offerta', expired.title]);
    } finally {
      now = started;
    }
  });
});
