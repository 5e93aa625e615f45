import { apiRoutes } from '@pratiche/contracts';
import { signInAsAdmin } from '../../../../testing/accounts';
import { createAdmin } from '../../../../testing/admins';
import { liveChannelUrl, newSessionCookie, openLiveClient } from '../../../../testing/live-client';
import { createFastUser } from '../../../../testing/marketplace';
import { createSeller, practiceEvents, reviewDocument, reviewPractice, submitPractice } from '../../../../testing/practices';
import { useTestApp } from '../../../../testing/test-app';

describe('POST /api/admin/practices/:id/documents/:filename/review (issue 28: "admins approve or reject each document with a reason")', () => {
  const t = useTestApp();

  it('an admin approves a document of an approved practice: answers the practice with the review, the practice stays approved', async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { fiscali: ['fatture.pdf'] });
    await reviewPractice(t, practice.id, 'approved');
    const filename = practice.documents.fiscali[0]!.filename;
    const res = await reviewDocument(t, practice.id, filename, 'approved', 'Conforme');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: practice.id, status: 'approved' });
    expect(res.body.documents.fiscali[0].review).toEqual({ decision: 'approved', reason: 'Conforme', at: expect.any(String) });
    expect((await practiceEvents(t, practice.id)).at(-1)).toMatchObject({
      type: 'PracticeDocumentReviewed',
      data: { filename, decision: 'approved', reason: 'Conforme', by: 1 },
    });
  });

  it("a rejection without reason: 400 'Indica il motivo del rifiuto del documento', nothing recorded", async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { fiscali: ['fatture.pdf'] });
    const res = await reviewDocument(t, practice.id, practice.documents.fiscali[0]!.filename, 'rejected', '   ');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Indica il motivo del rifiuto del documento');
    expect(await practiceEvents(t, practice.id)).toHaveLength(1);
  });

  it("a rejected document: the owner is told live ('Documento rifiutato', the reason, the practice) and reads the reason on the practice", async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { fiscali: ['fatture.pdf'] });
    const client = await openLiveClient(await liveChannelUrl(t), { Cookie: await newSessionCookie(t, seller.user.username, seller.password) });
    try {
      client.send({ type: 'auth', userId: seller.user.id });
      expect(await client.nextMessage()).toEqual({ type: 'auth', ok: true });
      const filename = practice.documents.fiscali[0]!.filename;
      expect((await reviewDocument(t, practice.id, filename, 'rejected', 'Scansione illeggibile')).status).toBe(200);
      expect(await client.nextMessage()).toEqual({
        title: 'Documento rifiutato',
        message: `Un documento della pratica #${practice.id} è stato rifiutato: sostituiscilo dalla pagina della pratica. Motivo: Scansione illeggibile`,
        practiceId: practice.id,
      });
      const read = await seller.agent.get(apiRoutes.practice(practice.id));
      expect(read.body.documents.fiscali[0].review).toMatchObject({ decision: 'rejected', reason: 'Scansione illeggibile' });
    } finally {
      client.close();
    }
  });

  it("the same decision twice: 409 'Documento già verificato con questo esito'", async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { fiscali: ['fatture.pdf'] });
    const filename = practice.documents.fiscali[0]!.filename;
    expect((await reviewDocument(t, practice.id, filename, 'approved')).status).toBe(200);
    const res = await reviewDocument(t, practice.id, filename, 'approved');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Documento già verificato con questo esito');
  });

  it('the owner (a seller) and a buyer: 403, nothing recorded', async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { fiscali: ['fatture.pdf'] });
    const route = apiRoutes.adminPracticeDocumentReview(practice.id, practice.documents.fiscali[0]!.filename);
    expect((await seller.agent.post(route).send({ decision: 'approved' })).status).toBe(403);
    expect((await (await createFastUser(t)).agent.post(route).send({ decision: 'approved' })).status).toBe(403);
    expect(await practiceEvents(t, practice.id)).toHaveLength(1);
  });

  it('four eyes: an admin who also sells cannot review a document of their own practice (403), another admin can', async () => {
    const sellingAdmin = await createAdmin(t);
    const practice = await submitPractice(sellingAdmin.agent, { fiscali: ['fatture.pdf'] });
    const route = apiRoutes.adminPracticeDocumentReview(practice.id, practice.documents.fiscali[0]!.filename);
    const own = await sellingAdmin.agent.post(route).send({ decision: 'approved' });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('Non puoi verificare i documenti di una tua pratica: deve farlo un altro amministratore');
    expect((await (await signInAsAdmin(t)).post(route).send({ decision: 'approved' })).status).toBe(200);
  });

  it.each([
    ['an unknown stored name', '0123456789abcdef0123456789abcdef.pdf'],
    ['a path climbing out of the folder', '../../../etc/passwd'],
  ])("%s: 404 'Documento non trovato'", async (_case, filename) => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { fiscali: ['fatture.pdf'] });
    const res = await (
      await signInAsAdmin(t)
    )
      .post(`/api/admin/practices/${practice.id}/documents/${encodeURIComponent(filename)}/review`)
      .send({ decision: 'approved' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Documento non trovato');
  });
});
