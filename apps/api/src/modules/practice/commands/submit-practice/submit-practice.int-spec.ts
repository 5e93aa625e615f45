import { apiRoutes } from '@pratiche/contracts';
import { createActiveUser, registerUser } from '../../../../testing/accounts';
import { createSeller, practiceBody, practiceEvents, submitPractice, uploadPracticeFiles } from '../../../../testing/practices';
import { useTestApp } from '../../../../testing/test-app';

describe('POST /api/practices (spec 2 /practice/new, spec 5 "Practice", spec 6)', () => {
  const t = useTestApp();

  it('an active seller submits: 201, a numeric id, pending and disponibile, PracticeSubmitted by the seller', async () => {
    const seller = await createSeller(t);
    const res = await seller.agent.post(apiRoutes.practices).send(practiceBody());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      userId: seller.user.id,
      type: 'SUPERBONUS_110',
      amount: 150_000.5,
      discount: 12.5,
      tributeCode: '7701',
      numSites: 3,
      status: 'pending',
      saleStatus: 'disponibile',
      comments: [],
      metadata: { approvedAt: null },
      sellerCompanyName: seller.user.companyName,
    });
    const events = await practiceEvents(t, res.body.id);
    expect(events).toMatchObject([{ type: 'PracticeSubmitted', data: { practiceId: res.body.id, userId: seller.user.id, by: seller.user.id } }]);
  });

  it('the owner is the signed-in seller whatever userId the body names', async () => {
    const [seller, other] = [await createSeller(t), await createSeller(t)];
    const res = await seller.agent.post(apiRoutes.practices).send({ ...practiceBody(), userId: other.user.id });
    expect(res.status).toBe(201);
    expect(res.body.userId).toBe(seller.user.id);
  });

  it('ids come from a sequence: each new practice has a larger id', async () => {
    const seller = await createSeller(t);
    const first = await submitPractice(seller.agent);
    const second = await submitPractice(seller.agent);
    expect(second.id).toBeGreaterThan(first.id);
  });

  it('the documents keep the names recorded at upload, not the ones the body sends', async () => {
    const seller = await createSeller(t);
    const [upload] = await uploadPracticeFiles(seller.agent, [{ name: 'statuto.pdf' }]);
    const res = await seller.agent
      .post(apiRoutes.practices)
      .send(practiceBody({ documents: { societari: [{ originalName: 'altro.pdf', filename: upload!.filename }], fiscali: [] } }));
    expect(res.status).toBe(201);
    expect(res.body.documents).toEqual({ societari: [expect.objectContaining({ originalName: 'statuto.pdf', filename: upload!.filename })], fiscali: [] });
  });

  it("a file another seller uploaded cannot be named: 400 'Il documento caricato non è più disponibile: caricalo di nuovo'", async () => {
    const [seller, other] = [await createSeller(t), await createSeller(t)];
    const [upload] = await uploadPracticeFiles(other.agent, [{ name: 'suo.pdf' }]);
    const res = await seller.agent.post(apiRoutes.practices).send(practiceBody({ documents: { societari: [upload!], fiscali: [] } }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Il documento caricato non è più disponibile: caricalo di nuovo');
  });

  it('a file already held by another practice cannot be named again', async () => {
    const seller = await createSeller(t);
    const first = await submitPractice(seller.agent, { societari: ['unico.pdf'] });
    const res = await seller.agent.post(apiRoutes.practices).send(practiceBody({ documents: first.documents }));
    expect(res.status).toBe(400);
  });

  it.each([
    [{ discount: 101 }, 'Lo sconto non può superare il 100%'],
    [{ amount: -1 }, "L'importo deve essere maggiore di 0"],
    [{ numSites: 0 }, 'Il numero di cantieri deve essere almeno 1'],
    [{ numSites: 101 }, 'Il numero di cantieri non può superare 100'],
    [{ type: 'CREDITO_IVA', tributeCode: '7701' }, 'Il Credito IVA non prevede un codice tributo'],
    [{ tributeCode: '7703' }, 'Il codice tributo non è valido per il tipo di credito selezionato'],
  ])('%j: 400 %j', async (overrides, message) => {
    const seller = await createSeller(t);
    const res = await seller.agent.post(apiRoutes.practices).send(practiceBody(overrides));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message, message, requestId: expect.any(String) });
  });

  it('CREDITO_IVA without a tribute code is saved with tributeCode null', async () => {
    const seller = await createSeller(t);
    const res = await seller.agent.post(apiRoutes.practices).send(practiceBody({ type: 'CREDITO_IVA', tributeCode: '' }));
    expect(res.status).toBe(201);
    expect(res.body.tributeCode).toBeNull();
  });

  it("a buyer-only user: 403 'Devi essere registrato come Cedente per accedere a questa pagina.'", async () => {
    const buyer = await createActiveUser(t, { isCedente: false, isCessionario: true });
    const res = await buyer.agent.post(apiRoutes.practices).send(practiceBody());
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Devi essere registrato come Cedente per accedere a questa pagina.');
  });

  it("a seller whose account is still pending: 403 'Account non attivo', nothing recorded", async () => {
    const pending = await registerUser(t);
    const before = (await t.database.query('SELECT count(*)::int AS n FROM events')).rows[0];
    const res = await pending.agent.post(apiRoutes.practices).send(practiceBody());
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Account non attivo');
    expect((await t.database.query('SELECT count(*)::int AS n FROM events')).rows[0]).toEqual(before);
  });

  it('signed out: 401', async () => {
    expect((await t.request().post(apiRoutes.practices).send(practiceBody())).status).toBe(401);
  });
});
