import { apiRoutes } from '@pratiche/contracts';
import { signIn, signInAsAdmin } from '../../../../testing/accounts';
import { liveChannelUrl, newSessionCookie, openLiveClient } from '../../../../testing/live-client';
import { createSeller, practiceEvents, reviewPractice, submitPractice } from '../../../../testing/practices';
import { useTestApp } from '../../../../testing/test-app';

describe('PATCH /api/admin/practices/:id/status (spec 2 /admin detail dialog, spec 4 "Practice review status")', () => {
  const t = useTestApp();

  it('an admin approves a pending practice with a comment: approved, the comment kept with its date, approvedAt set', async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent);
    const admin = await signInAsAdmin(t);
    const res = await admin.patch(apiRoutes.adminPracticeStatus(practice.id)).send({ status: 'approved', comment: 'Documentazione completa' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'approved', comments: [{ date: expect.any(String), text: 'Documentazione completa' }] });
    expect(res.body.metadata.approvedAt).toBe(res.body.comments[0].date);
    expect((await practiceEvents(t, practice.id)).at(-1)).toMatchObject({ type: 'PracticeApproved', data: { by: 1, comment: 'Documentazione completa' } });
  });

  it.each([
    ['rejected', 'PracticeRejected'],
    ['integration_required', 'IntegrationRequested'],
  ] as const)('%s without a comment records %s and no comment', async (status, type) => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent);
    const reviewed = await reviewPractice(t, practice.id, status);
    expect(reviewed).toMatchObject({ status, comments: [] });
    expect((await practiceEvents(t, practice.id)).at(-1)!.type).toBe(type);
  });

  it("reviewing a practice that is not pending: 409 'La pratica non è in attesa di verifica'", async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent);
    await reviewPractice(t, practice.id, 'approved');
    const admin = await signInAsAdmin(t);
    const res = await admin.patch(apiRoutes.adminPracticeStatus(practice.id)).send({ status: 'rejected' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('La pratica non è in attesa di verifica');
  });

  it('production safety 3: an admin who also sells cannot review their own practice (403), another admin can', async () => {
    const seller = await createSeller(t);
    const admin = await signInAsAdmin(t);
    await admin.patch(apiRoutes.adminUser(seller.user.id)).send({ isAdmin: true }).expect(200);
    const sellerAdmin = await signIn(t, seller.user.username, seller.password);
    const practice = await submitPractice(sellerAdmin);
    const own = await sellerAdmin.patch(apiRoutes.adminPracticeStatus(practice.id)).send({ status: 'approved' });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('Non puoi verificare una tua pratica: deve farlo un altro amministratore');
    expect((await practiceEvents(t, practice.id)).map((e) => e.type)).toEqual(['PracticeSubmitted']);
    await admin.patch(apiRoutes.adminPracticeStatus(practice.id)).send({ status: 'approved' }).expect(200);
  });

  it('an unknown status: 400', async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent);
    const admin = await signInAsAdmin(t);
    expect((await admin.patch(apiRoutes.adminPracticeStatus(practice.id)).send({ status: 'pending' })).status).toBe(400);
  });

  it("a seller: 403 'Devi essere un amministratore per accedere a questa pagina.'", async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent);
    const res = await seller.agent.patch(apiRoutes.adminPracticeStatus(practice.id)).send({ status: 'approved' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Devi essere un amministratore per accedere a questa pagina.');
  });

  it('the owner is told live, in Italian, with the practiceId, for each review outcome', async () => {
    const url = await liveChannelUrl(t);
    const seller = await createSeller(t);
    const client = await openLiveClient(url, { Cookie: await newSessionCookie(t, seller.user.username, seller.password) });
    client.send({ type: 'auth', userId: seller.user.id });
    expect(await client.nextMessage()).toEqual({ type: 'auth', ok: true });
    const [a, b, c] = [await submitPractice(seller.agent), await submitPractice(seller.agent), await submitPractice(seller.agent)];
    await reviewPractice(t, a.id, 'integration_required', 'Manca il bilancio 2024');
    expect(await client.nextMessage()).toEqual({
      title: 'Integrazione richiesta',
      message: `La pratica #${a.id} richiede integrazioni. Commento: Manca il bilancio 2024`,
      practiceId: a.id,
    });
    await reviewPractice(t, b.id, 'approved');
    expect(await client.nextMessage()).toEqual({
      title: 'Pratica approvata',
      message: `La pratica #${b.id} è stata approvata ed è ora visibile nel marketplace.`,
      practiceId: b.id,
    });
    await reviewPractice(t, c.id, 'rejected');
    expect(await client.nextMessage()).toEqual({ title: 'Pratica rifiutata', message: `La pratica #${c.id} è stata rifiutata.`, practiceId: c.id });
    client.close();
  });
});
