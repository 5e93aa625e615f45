import { apiMessages, apiRoutes, dueDiligenceApiMessages, practiceUploadMessages, type NegotiationResponse, type PracticeResponse } from '@pratiche/contracts';
import { documentTypes, dueDiligenceMessages, goesStale, notices, type DocumentType } from '@pratiche/domain';
import { allProjections } from '../../../../app.projections';
import { defaultRateLimits } from '../../../../infrastructure/http/rate-limits';
import { verifyProjections } from '../../../../infrastructure/projections/verify-projections';
import { UploadStorage } from '../../../../infrastructure/uploads/upload-storage';
import { signInAsAdmin } from '../../../../testing/accounts';
import { docxBuffer, pdfBuffer, pngBuffer } from '../../../../testing/documents';
import { createFastUser, type FastUser } from '../../../../testing/marketplace';
import { acceptedOffer, makeOffer, negotiatingPractice, twoRate } from '../../../../testing/negotiations';
import { allDocuments, practiceEvents, reviewDocument, reviewPractice, submitPractice, uploadPracticeFiles } from '../../../../testing/practices';
import { useTestApp, type TestApp } from '../../../../testing/test-app';

type Agent = ReturnType<TestApp['agent']>;

/** `POST /api/practices/{id}/documents` as the checklist's 'Carica' sends it; the answer is not checked. */
const addDocument = (agent: Agent, practiceId: number | string, fields: { docType?: string; issuedOn?: string; file?: Buffer | null; name?: string }) => {
  let req = agent.post(`/api/practices/${practiceId}/documents`);
  if (fields.docType !== undefined) req = req.field('docType', fields.docType);
  if (fields.issuedOn !== undefined) req = req.field('issuedOn', fields.issuedOn);
  if (fields.file !== null) req = req.attach('file', fields.file ?? pdfBuffer(), fields.name ?? 'documento.pdf');
  return req;
};

/** A day already past in UTC and in Italy, which the decider's issue-date check accepts. */
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const issuedOnFor = (docType: DocumentType) => (goesStale(docType) ? yesterday() : undefined);

/** A condominium's common parts with works of 620,000 euro (issue 46): the largest dossier. */
const condominium = { dueDiligenceFacts: { commonParts: true, worksAmount: 620_000 } };

const itemOf = (practice: PracticeResponse, docType: DocumentType) => practice.dueDiligence.checklist.find((item) => item.docType === docType);

describe("POST /api/practices/:id/documents (issue 46: 'Carica' beside a checklist item)", () => {
  const t = useTestApp();
  const seller = () => createFastUser(t, { isCedente: true, isCessionario: false });
  const approved = async (owner: FastUser) => {
    const practice = await submitPractice(owner.agent, { body: condominium });
    return reviewPractice(t, practice.id, 'approved');
  };

  /** What a refusal must leave alone: the stream, the seller's file rows, the stored files. */
  const snapshot = async (practiceId: number, sellerId: number) => ({
    events: (await practiceEvents(t, practiceId)).map((e) => e.type),
    rows: (await t.database.query('SELECT filename FROM uploaded_files WHERE uploaded_by = $1 ORDER BY filename', [sellerId])).rows,
    stored: (await t.app.get(UploadStorage).list('practice-document')).sort(),
  });
  const expectRefused = async (
    res: { status: number; body: { message?: string } },
    status: number,
    message: string,
    before: object,
    practiceId: number,
    sellerId: number,
  ) => {
    expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
    expect(await snapshot(practiceId, sellerId)).toEqual(before);
  };

  it("after approval: the added document is typed, filed under its category and 'Da verificare' (no review); once approved it raises the completeness", async () => {
    const owner = await seller();
    const practice = await approved(owner);
    expect(itemOf(practice, 'delibera_condominiale')).toEqual({ docType: 'delibera_condominiale', status: 'missing' });
    const res = await addDocument(owner.agent, practice.id, { docType: 'delibera_condominiale', name: 'delibera assemblea.pdf' });
    expect(res.status).toBe(200);
    const added = res.body as PracticeResponse;
    const document = added.documents.fiscali.find((d) => d.docType === 'delibera_condominiale')!;
    expect(document).toMatchObject({ originalName: 'delibera assemblea.pdf', issuedOn: null, review: null });
    expect(added).toMatchObject({ status: 'approved', saleStatus: 'disponibile' });
    expect(itemOf(added, 'delibera_condominiale')).toEqual({ docType: 'delibera_condominiale', status: 'pending' });
    expect((await practiceEvents(t, practice.id)).at(-1)).toMatchObject({
      type: 'PracticeDocumentsChanged',
      data: { by: owner.id, replaced: [], added: { filename: document.filename, docType: 'delibera_condominiale', holders: [] } },
    });
    const { rows } = await t.database.query('SELECT claimed_by_practice, sha256 FROM uploaded_files WHERE filename = $1', [document.filename]);
    expect(rows).toEqual([{ claimed_by_practice: practice.id, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    await owner.agent.get(apiRoutes.document(document.filename)).expect(200);

    expect((await reviewDocument(t, practice.id, document.filename, 'approved')).status).toBe(200);
    const read = (await owner.agent.get(apiRoutes.practice(practice.id)).expect(200)).body as PracticeResponse;
    expect(itemOf(read, 'delibera_condominiale')!.status).toBe('approved');
    expect(read.dueDiligence.completeness).toBeGreaterThan(practice.dueDiligence.completeness);
  });

  it("the condominium's dossier of issue 46: every missing document added one by one after approval, each approved: 'Documentazione 6-bis completa'", async () => {
    const owner = await seller();
    const practice = await approved(owner);
    expect(practice.dueDiligence.required.length).toBeGreaterThanOrEqual(21);
    for (const docType of practice.dueDiligence.missing) {
      const res = await addDocument(owner.agent, practice.id, { docType, issuedOn: issuedOnFor(docType), name: `${docType}.pdf` });
      expect({ docType, status: res.status, body: res.status === 200 ? null : res.body }).toEqual({ docType, status: 200, body: null });
    }
    const filled = (await owner.agent.get(apiRoutes.practice(practice.id)).expect(200)).body as PracticeResponse;
    expect(filled.dueDiligence.missing).toEqual([]);
    for (const document of allDocuments(filled)) await reviewDocument(t, practice.id, document.filename, 'approved');
    const complete = (await owner.agent.get(apiRoutes.practice(practice.id)).expect(200)).body as PracticeResponse;
    expect(complete).toMatchObject({ documentazione6bisCompleta: true, dueDiligence: { completeness: 100 } });
  });

  it('a type that goes stale carries its issue date; a rejected item gets a new file beside the rejected one, which the best standing wins', async () => {
    const owner = await seller();
    const practice = await approved(owner);
    const first = (await addDocument(owner.agent, practice.id, { docType: 'visura_camerale', issuedOn: yesterday() }).expect(200)).body as PracticeResponse;
    const visura = first.documents.societari.find((d) => d.docType === 'visura_camerale')!;
    expect(visura.issuedOn).toBe(yesterday());
    await reviewDocument(t, practice.id, visura.filename, 'rejected', 'Illeggibile');
    const again = (await addDocument(owner.agent, practice.id, { docType: 'visura_camerale', issuedOn: yesterday() }).expect(200)).body as PracticeResponse;
    expect(again.documents.societari.filter((d) => d.docType === 'visura_camerale')).toHaveLength(2);
    expect(itemOf(again, 'visura_camerale')!.status).toBe('pending');
  });

  it('every bad input is refused in Italian and changes nothing: type, issue date, file, size, format', async () => {
    const owner = await seller();
    const practice = await approved(owner);
    const before = await snapshot(practice.id, owner.id);
    const refused = async (fields: Parameters<typeof addDocument>[2], status: number, message: string) =>
      expectRefused(await addDocument(owner.agent, practice.id, fields), status, message, before, practice.id, owner.id);
    await refused({}, 400, dueDiligenceMessages.documentTypeInvalid);
    await refused({ docType: 'sicura' }, 400, dueDiligenceMessages.documentTypeInvalid);
    await refused({ docType: 'durc' }, 400, dueDiligenceMessages.issuedOnRequired("DURC (regolarità contributiva dell'impresa)"));
    await refused({ docType: 'durc', issuedOn: '2026-02-30' }, 400, dueDiligenceMessages.issuedOnInvalid);
    await refused({ docType: 'durc', issuedOn: '2999-01-01' }, 400, dueDiligenceMessages.issuedOnInvalid);
    await refused({ docType: 'durc', issuedOn: '01/02/2026 alle 10' }, 400, dueDiligenceMessages.issuedOnInvalid);
    await refused({ docType: 'fatture', file: null }, 400, dueDiligenceApiMessages.documentFileMissing);
    await refused({ docType: 'fatture', file: docxBuffer(), name: 'fattura.docx' }, 400, `fattura.docx: ${practiceUploadMessages.wrongType}`);
    await refused({ docType: 'fatture', file: pdfBuffer(5 * 1024 * 1024 + 1) }, 413, practiceUploadMessages.tooLarge);
    const two = owner.agent
      .post(apiRoutes.practiceDocuments(practice.id))
      .field('docType', 'fatture')
      .attach('file', pdfBuffer(), 'a.pdf')
      .attach('file', pdfBuffer(), 'b.pdf');
    await expectRefused(await two, 400, dueDiligenceApiMessages.documentFileTooMany, before, practice.id, owner.id);
    // A PNG named .pdf is a PNG: accepted by its bytes, as every practice document.
    await addDocument(owner.agent, practice.id, { docType: 'fatture', file: pngBuffer(), name: 'fattura.pdf' }).expect(200);
  });

  it("another seller: 403 'Solo il titolare della pratica può aggiungere documenti'; a buyer 403 by role; nothing changes", async () => {
    const owner = await seller();
    const practice = await approved(owner);
    const other = await seller();
    const before = await snapshot(practice.id, other.id);
    await expectRefused(
      await addDocument(other.agent, practice.id, { docType: 'fatture' }),
      403,
      dueDiligenceMessages.addNotAllowed,
      before,
      practice.id,
      other.id,
    );
    const buyer = await createFastUser(t);
    const asBuyer = await addDocument(buyer.agent, practice.id, { docType: 'fatture' });
    expect({ status: asBuyer.status, message: asBuyer.body.message }).toEqual({ status: 403, message: apiMessages.cedenteOnly });
    expect((await practiceEvents(t, practice.id)).map((e) => e.type)).toEqual(['PracticeSubmitted', 'PracticeApproved']);
  });

  it("a deleted practice, an unknown one, an id that is no number: 404 'Pratica non trovata.', nothing stored", async () => {
    const owner = await seller();
    const practice = await submitPractice(owner.agent);
    const admin = await signInAsAdmin(t);
    await admin.delete(apiRoutes.adminPractice(practice.id)).expect(200);
    const before = await snapshot(practice.id, owner.id);
    for (const id of [practice.id, 999_999, 'abc', '1e3']) {
      await expectRefused(await addDocument(owner.agent, id, { docType: 'fatture' }), 404, 'Pratica non trovata.', before, practice.id, owner.id);
    }
  });

  it('at every review status: a pending practice and one sent back for integration take documents too', async () => {
    const owner = await seller();
    const pending = await submitPractice(owner.agent);
    await addDocument(owner.agent, pending.id, { docType: 'fatture' }).expect(200);
    const integration = await submitPractice(owner.agent);
    await reviewPractice(t, integration.id, 'integration_required');
    const res = await addDocument(owner.agent, integration.id, { docType: 'documento_legale_rappresentante' }).expect(200);
    expect((res.body as PracticeResponse).documents.societari.map((d) => d.docType)).toEqual(['documento_legale_rappresentante']);
  });

  it('two adds at once each append their own file: both listed, both claimed, no row or file left over', async () => {
    const owner = await seller();
    const practice = await approved(owner);
    const answers = await Promise.all(['fatture', 'prove_pagamento'].map((docType) => addDocument(owner.agent, practice.id, { docType, file: pdfBuffer() })));
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const read = (await owner.agent.get(apiRoutes.practice(practice.id)).expect(200)).body as PracticeResponse;
    const filenames = allDocuments(read).map((d) => d.filename);
    expect(read.documents.fiscali.map((d) => d.docType).sort()).toEqual(['fatture', 'prove_pagamento']);
    const { rows } = await t.database.query<{ filename: string; claimed_by_practice: number }>(
      'SELECT filename, claimed_by_practice FROM uploaded_files WHERE uploaded_by = $1',
      [owner.id],
    );
    expect(rows.map((r) => r.filename).sort()).toEqual([...filenames].sort());
    expect(rows.every((r) => r.claimed_by_practice === practice.id)).toBe(true);
    const stored = await t.app.get(UploadStorage).list('practice-document');
    expect(filenames.every((f) => stored.includes(f))).toBe(true);
  });

  it('during an exclusivity: the admins are told a document awaits review and the holder that the dossier grew; the offer keeps its hashes; the seller is told nothing', async () => {
    const { seller: owner, buyer, practice } = await negotiatingPractice(t, { files: [{ name: 'visura.pdf' }] });
    const offer = await makeOffer(buyer.agent, practice.id, { amount: 1000, rate: practice.rate.map((r) => Number(r.id)) });
    const res = await addDocument(owner.agent, practice.id, { docType: 'fatture' }).expect(200);
    expect((res.body as PracticeResponse).saleStatus).toBe('in_trattativa');
    const { rows } = await t.database.query<{ user_id: number; kind: string; title: string; message: string }>(
      "SELECT user_id, kind, title, message FROM notifications WHERE practice_id = $1 AND kind IN ('documentToReview', 'documentAdded')",
      [practice.id],
    );
    const admins = await t.database.query<{ id: number }>("SELECT id FROM users_view WHERE is_admin AND status = 'active'");
    const label = documentTypes.fatture.label;
    expect(
      rows
        .filter((r) => r.kind === 'documentToReview')
        .map((r) => r.user_id)
        .sort(),
    ).toEqual(admins.rows.map((a) => a.id).sort());
    expect(rows.find((r) => r.kind === 'documentToReview')).toMatchObject(pick(notices.documentToReview(practice.id, label)));
    expect(rows.filter((r) => r.kind === 'documentAdded')).toEqual([{ user_id: buyer.id, ...pick(notices.documentAdded(practice.id, label)) }]);
    expect(rows.some((r) => r.user_id === owner.id)).toBe(false);
    const negotiation = (await buyer.agent.get(apiRoutes.practiceOffers(practice.id)).expect(200)).body as NegotiationResponse;
    const made = negotiation.offers.find((o) => o.id === offer.id)!;
    expect(made.documents).toEqual(offer.documents);
    expect(made.documents.map((d) => d.filename)).toEqual(practice.documents.societari.map((d) => d.filename));
    expect(await verifyProjections(t.database, allProjections)).toEqual([]);
  });

  it('during an open closing: its buyer is told', async () => {
    const { seller: owner, buyer, practice } = await acceptedOffer(t, [twoRate()[0]!.year], { body: { rate: twoRate() } });
    await addDocument(owner.agent, practice.id, { docType: 'fatture' }).expect(200);
    const { rows } = await t.database.query("SELECT user_id FROM notifications WHERE practice_id = $1 AND kind = 'documentAdded'", [practice.id]);
    expect(rows).toEqual([{ user_id: buyer.id }]);
  });
});

const pick = ({ kind, title, message }: { kind: string; title: string; message: string }) => ({ kind, title, message });

describe('POST /api/practices/:id/documents is counted by the per-user upload limit (issue 46)', () => {
  const t = useTestApp({ rateLimits: { userUpload: defaultRateLimits.userUpload } });

  it(`a seller answers a condominium's 21 documents in one sitting, then uploads more through POST /api/upload, up to ${defaultRateLimits.userUpload.points}: the next one is 429`, async () => {
    const owner = await createFastUser(t, { isCedente: true, isCessionario: false });
    const practice = await submitPractice(owner.agent, { body: condominium });
    const { points } = defaultRateLimits.userUpload;
    for (let i = 0; i < 21; i++) await addDocument(owner.agent, practice.id, { docType: 'fatture', name: `f${i}.pdf` }).expect(200);
    for (let i = 21; i < points; i++) await uploadPracticeFiles(owner.agent, [{ name: `u${i}.pdf` }]);
    const res = await addDocument(owner.agent, practice.id, { docType: 'fatture' });
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 429, message: 'Troppi caricamenti. Riprova più tardi.' });
  });
});
