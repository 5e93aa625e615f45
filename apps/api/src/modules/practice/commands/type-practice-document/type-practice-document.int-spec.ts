import { apiRoutes } from '@pratiche/contracts';
import { createFastUser } from '../../../../testing/marketplace';
import { createSeller, practiceEvents, reviewDocument, submitPractice } from '../../../../testing/practices';
import { useTestApp } from '../../../../testing/test-app';

/** A calendar date a month ago: a valid, fresh issue date for the types that go stale. */
const monthAgo = () => new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

describe('PATCH /api/practices/:id/documents/:filename (issue 28: "a seller can change a document\'s type")', () => {
  const t = useTestApp();

  it("the owner types an untyped ('altro') document: answers the practice, the document moves to its type's category", async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { fiscali: ['visura.pdf'] });
    const [document] = practice.documents.fiscali;
    expect(document).toMatchObject({ docType: 'altro', issuedOn: null, review: null });
    const issuedOn = monthAgo();
    const res = await seller.agent.patch(apiRoutes.practiceDocument(practice.id, document!.filename)).send({ docType: 'visura_camerale', issuedOn });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(practice.id);
    expect(res.body.documents.fiscali).toEqual([]);
    expect(res.body.documents.societari).toEqual([expect.objectContaining({ filename: document!.filename, docType: 'visura_camerale', issuedOn })]);
    expect((await practiceEvents(t, practice.id)).at(-1)).toMatchObject({
      type: 'PracticeDocumentTyped',
      data: { filename: document!.filename, docType: 'visura_camerale', issuedOn, from: 'fiscali', to: 'societari' },
    });
  });

  it('a retyped document loses its review: it awaits the admin again', async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { fiscali: ['fatture.pdf'] });
    const filename = practice.documents.fiscali[0]!.filename;
    expect((await reviewDocument(t, practice.id, filename, 'approved')).body.documents.fiscali[0].review).toMatchObject({ decision: 'approved' });
    const res = await seller.agent.patch(apiRoutes.practiceDocument(practice.id, filename)).send({ docType: 'fatture' });
    expect(res.status).toBe(200);
    expect(res.body.documents.fiscali[0]).toMatchObject({ docType: 'fatture', review: null });
  });

  it.each([
    ['another seller', 'Solo il titolare della pratica può indicare il tipo dei documenti'],
    ['a buyer', undefined],
  ])("%s: 403, the type stays 'altro'", async (who, message) => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { fiscali: ['fatture.pdf'] });
    const caller = who === 'a buyer' ? (await createFastUser(t)).agent : (await createSeller(t)).agent;
    const res = await caller.patch(apiRoutes.practiceDocument(practice.id, practice.documents.fiscali[0]!.filename)).send({ docType: 'fatture' });
    expect(res.status).toBe(403);
    if (message) expect(res.body.message).toBe(message);
    expect((await seller.agent.get(apiRoutes.practice(practice.id))).body.documents.fiscali[0].docType).toBe('altro');
  });

  it("an unknown filename: 404 'Documento non trovato'", async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { fiscali: ['fatture.pdf'] });
    const res = await seller.agent.patch(apiRoutes.practiceDocument(practice.id, '0123456789abcdef0123456789abcdef.pdf')).send({ docType: 'fatture' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Documento non trovato');
  });

  it.each([
    ['a type not in the catalogue', { docType: 'certificato_magico' }, 'Tipo di documento non valido'],
    [
      'a type that goes stale (ordinary DURC) without its issue date',
      { docType: 'durc' },
      "Indica la data di rilascio del documento «DURC (regolarità contributiva dell'impresa)»",
    ],
    ['an issue date in the future', { docType: 'durc', issuedOn: '2999-01-01' }, 'La data di rilascio non è valida o è nel futuro'],
  ])('%s: 400 with the domain message, nothing recorded', async (_case, body, message) => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { fiscali: ['durc.pdf'] });
    const res = await seller.agent.patch(apiRoutes.practiceDocument(practice.id, practice.documents.fiscali[0]!.filename)).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await practiceEvents(t, practice.id)).toHaveLength(1);
  });
});
