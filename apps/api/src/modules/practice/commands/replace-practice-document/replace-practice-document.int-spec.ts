import { apiRoutes, type UploadedFileResponse } from '@pratiche/contracts';
import { UploadStorage } from '../../../../infrastructure/uploads/upload-storage';
import { pdfBuffer } from '../../../../testing/documents';
import { createFastUser } from '../../../../testing/marketplace';
import { createSeller, practiceEvents, reviewDocument, reviewPractice, submitPractice, uploadPracticeFiles } from '../../../../testing/practices';
import { useTestApp, type TestApp } from '../../../../testing/test-app';

type Agent = ReturnType<TestApp['agent']>;

const replacement = ({ originalName, filename }: UploadedFileResponse) => ({ originalName, filename });

/** A new file uploaded for the practice's page, as the replace button does (`POST /api/upload` with practiceId). */
const uploadFor = async (agent: Agent, practiceId: number, name = 'fatture-corrette.pdf') => {
  const res = await agent.post(apiRoutes.upload).field('documentType', 'fiscali').field('practiceId', String(practiceId)).attach('files', pdfBuffer(), name);
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as UploadedFileResponse[])[0]!;
};

describe('PUT /api/practices/:id/documents/:filename (issue 28: "the seller sees the reason and replaces the file")', () => {
  const t = useTestApp();

  it('the owner replaces a rejected document of an approved practice: same place and type, no review, the practice stays approved, the old file leaves storage', async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { fiscali: ['fatture.pdf'] });
    await reviewPractice(t, practice.id, 'approved');
    const old = practice.documents.fiscali[0]!;
    await seller.agent.patch(apiRoutes.practiceDocument(practice.id, old.filename)).send({ docType: 'fatture' }).expect(200);
    await reviewDocument(t, practice.id, old.filename, 'rejected', 'Manca la fattura di saldo');
    const upload = await uploadFor(seller.agent, practice.id);

    const res = await seller.agent.put(apiRoutes.practiceDocument(practice.id, old.filename)).send(replacement(upload));
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('approved');
    expect(res.body.documents.fiscali).toEqual([
      expect.objectContaining({ originalName: 'fatture-corrette.pdf', filename: upload.filename, docType: 'fatture', review: null }),
    ]);
    expect((await practiceEvents(t, practice.id)).at(-1)).toMatchObject({
      type: 'PracticeDocumentsChanged',
      data: { replaced: [expect.objectContaining({ filename: old.filename })] },
    });
    const stored = await t.app.get(UploadStorage).list('practice-document');
    expect(stored).toContain(upload.filename);
    expect(stored).not.toContain(old.filename);
    const { rows } = await t.database.query('SELECT claimed_by_practice FROM uploaded_files WHERE filename = $1', [upload.filename]);
    expect(rows).toEqual([{ claimed_by_practice: practice.id }]);
  });

  it('a type sent with the new file is checked like an upload: a type of the other category is refused (400)', async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { fiscali: ['fatture.pdf'] });
    const upload = await uploadFor(seller.agent, practice.id);
    const res = await seller.agent
      .put(apiRoutes.practiceDocument(practice.id, practice.documents.fiscali[0]!.filename))
      .send({ ...replacement(upload), docType: 'visura_camerale', issuedOn: '2026-01-10' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Il tipo «Visura camerale» non appartiene ai documenti fiscali');
  });

  it("an upload of another seller, or none: 400 'Il documento caricato non è più disponibile: caricalo di nuovo'", async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { fiscali: ['fatture.pdf'] });
    const [foreign] = await uploadPracticeFiles((await createSeller(t)).agent, [{ name: 'altrui.pdf' }], 'fiscali');
    const route = apiRoutes.practiceDocument(practice.id, practice.documents.fiscali[0]!.filename);
    for (const body of [replacement(foreign!), { originalName: 'x.pdf', filename: '0123456789abcdef0123456789abcdef.pdf' }]) {
      const res = await seller.agent.put(route).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Il documento caricato non è più disponibile: caricalo di nuovo');
    }
    expect(await practiceEvents(t, practice.id)).toHaveLength(1);
  });

  it('the upload is claimed once: parallel replaces naming it (two documents of a practice, and another practice) - one succeeds, the others 400', async () => {
    const seller = await createSeller(t);
    // Rounds, so that some of them race past the check before the claim: the claim in the append transaction must hold alone.
    for (let round = 0; round < 8; round++) {
      const practice = await submitPractice(seller.agent, { fiscali: ['fatture.pdf', 'bonifici.pdf'] });
      const other = await submitPractice(seller.agent, { fiscali: ['sal.pdf'] });
      const upload = replacement(await uploadFor(seller.agent, practice.id));
      const [a, b] = practice.documents.fiscali;
      const answers = await Promise.all([
        seller.agent.put(apiRoutes.practiceDocument(practice.id, a!.filename)).send(upload),
        seller.agent.put(apiRoutes.practiceDocument(practice.id, b!.filename)).send(upload),
        seller.agent.put(apiRoutes.practiceDocument(other.id, other.documents.fiscali[0]!.filename)).send(upload),
      ]);
      if (answers.some((r) => r.status === 500)) console.log('DEBUG', JSON.stringify(answers.map((r) => r.body)));
      expect(answers.map((r) => r.status).sort()).toEqual([200, 400, 400]);
      for (const refused of answers.filter((r) => r.status === 400))
        expect(refused.body.message).toBe('Il documento caricato non è più disponibile: caricalo di nuovo');
      const holders = [
        ...(await seller.agent.get(apiRoutes.practice(practice.id))).body.documents.fiscali,
        ...(await seller.agent.get(apiRoutes.practice(other.id))).body.documents.fiscali,
      ].filter((d: { filename: string }) => d.filename === upload.filename);
      expect(holders).toHaveLength(1);
    }
  });

  it.each([['another seller'], ['a buyer']])('%s: 403, the document stays', async (who) => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { fiscali: ['fatture.pdf'] });
    const caller = who === 'a buyer' ? (await createFastUser(t)).agent : (await createSeller(t)).agent;
    const body =
      who === 'a buyer'
        ? { originalName: 'x.pdf', filename: '0123456789abcdef0123456789abcdef.pdf' }
        : replacement((await uploadPracticeFiles(caller, [{ name: 'mio.pdf' }]))[0]!);
    const res = await caller.put(apiRoutes.practiceDocument(practice.id, practice.documents.fiscali[0]!.filename)).send(body);
    expect(res.status).toBe(403);
    expect((await seller.agent.get(apiRoutes.practice(practice.id))).body.documents.fiscali[0].filename).toBe(practice.documents.fiscali[0]!.filename);
  });

  it("an unknown filename: 404 'Documento non trovato', the upload stays unclaimed", async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { fiscali: ['fatture.pdf'] });
    const upload = await uploadFor(seller.agent, practice.id);
    const res = await seller.agent.put(apiRoutes.practiceDocument(practice.id, '0123456789abcdef0123456789abcdef.pdf')).send(replacement(upload));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Documento non trovato');
    const { rows } = await t.database.query('SELECT claimed_by_practice FROM uploaded_files WHERE filename = $1', [upload.filename]);
    expect(rows).toEqual([{ claimed_by_practice: null }]);
  });
});
