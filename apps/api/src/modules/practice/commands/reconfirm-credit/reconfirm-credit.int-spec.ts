import { apiRoutes, dueDiligenceApiMessages, practiceUploadMessages, type MarketplacePractice, type PracticeResponse } from '@pratiche/contracts';
import { dueDiligenceMessages, italianDay, reconfirmationPolicy } from '@pratiche/domain';
import { allProjections } from '../../../../app.projections';
import { verifyProjections } from '../../../../infrastructure/projections/verify-projections';
import { UploadStorage } from '../../../../infrastructure/uploads/upload-storage';
import { signInAsAdmin } from '../../../../testing/accounts';
import { pdfBuffer, pngBuffer } from '../../../../testing/documents';
import { agentFor, createFastUser, type FastUser } from '../../../../testing/marketplace';
import { allDocuments, practiceEvents, reconfirmPractice, reviewPractice, submitPractice } from '../../../../testing/practices';
import { useTestApp } from '../../../../testing/test-app';

const DAY = 86_400_000;
const EXTRACT = 'estratto_piattaforma_cessione_crediti';

/**
 * Issue 45: "the seller's reconfirmation becomes a dated declaration ('alla data ... le rate
 * indicate sono presenti nel cassetto fiscale, non cedute e non oggetto di scelta di
 * compensazione') with a fresh extract, not a click". Every refusal leaves the practice's stream,
 * the uploaded files' rows and the storage as they were.
 */
describe('POST /api/practices/:id/reconfirm (issues 28 and 45: a dated declaration with a fresh Piattaforma extract)', () => {
  let now = new Date();
  const t = useTestApp({ clock: () => now });
  const today = () => italianDay(now.toISOString());
  const daysAgo = (days: number) => italianDay(new Date(now.getTime() - days * DAY).toISOString());

  const seller = () => createFastUser(t, { isCedente: true, isCessionario: false });
  const approved = async (owner: FastUser) => {
    const practice = await submitPractice(owner.agent);
    await reviewPractice(t, practice.id, 'approved');
    return practice;
  };
  const rataIdsOf = (practice: PracticeResponse) => practice.rate.map((r) => r.id);

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
    before: Awaited<ReturnType<typeof snapshot>>,
    practiceId: number,
    sellerId: number,
  ) => {
    expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
    expect(await snapshot(practiceId, sellerId)).toEqual(before);
  };

  it("the owner declares 31 days on: the extract becomes the practice's 'Estratto della Piattaforma' issued on the date, lastConfirmationDate moves to now, 'Da riconfermare' goes", async () => {
    const owner = await seller();
    const practice = await approved(owner);
    const started = now;
    try {
      now = new Date(started.getTime() + 31 * DAY);
      const agent = await agentFor(t, owner.id);
      expect((await agent.get(apiRoutes.practice(practice.id))).body).toMatchObject({ reconfirmationDue: true, lastDeclaration: null });
      const asOf = daysAgo(1);
      const res = await reconfirmPractice(agent, practice.id, { asOf, name: 'estratto AdE.pdf' });
      expect(res.status).toBe(200);
      const rata = rataIdsOf(practice).join(', ');
      const text = `Dichiaro che alla data del ${asOf.split('-').reverse().join('/')} la rata ${rata} indicata è presente nel cassetto fiscale, non ceduta e non oggetto di scelta di compensazione.`;
      const extract = allDocuments(res.body as PracticeResponse).find((d) => d.docType === EXTRACT)!;
      expect(extract).toMatchObject({ originalName: 'estratto AdE.pdf', issuedOn: asOf, review: null });
      expect(res.body).toMatchObject({
        id: practice.id,
        lastConfirmationDate: now.toISOString(),
        reconfirmationDue: false,
        lastDeclaration: { asOf, text, extractFilename: extract.filename },
      });
      const [changed, reconfirmed] = (await practiceEvents(t, practice.id)).slice(-2);
      expect(changed).toMatchObject({ type: 'PracticeDocumentsChanged' });
      expect(reconfirmed).toMatchObject({
        type: 'CreditReconfirmed',
        data: { by: owner.id, at: now.toISOString(), declaration: { asOf, rataIds: rataIdsOf(practice), text, extract: { filename: extract.filename } } },
      });
      expect((reconfirmed!.data as { declaration: { extract: { sha256: string } } }).declaration.extract.sha256).toMatch(/^[0-9a-f]{64}$/);
      await agent.get(apiRoutes.document(extract.filename)).expect(200);
    } finally {
      now = started;
    }
  });

  it('a new declaration replaces the previous extract (one dated extract per listing); the older file leaves storage, its history stays', async () => {
    const owner = await seller();
    const practice = await approved(owner);
    const first = (await reconfirmPractice(owner.agent, practice.id, { asOf: daysAgo(2) }).expect(200)).body as PracticeResponse;
    const second = (await reconfirmPractice(owner.agent, practice.id, { asOf: today() }).expect(200)).body as PracticeResponse;
    const extracts = allDocuments(second).filter((d) => d.docType === EXTRACT);
    expect(extracts).toEqual([expect.objectContaining({ issuedOn: today(), filename: second.lastDeclaration!.extractFilename })]);
    await owner.agent.get(apiRoutes.document(first.lastDeclaration!.extractFilename!)).expect(404);
    expect((await practiceEvents(t, practice.id)).filter((e) => e.type === 'CreditReconfirmed')).toHaveLength(2);
  });

  it('two declarations sent at once both record, one after the other: the practice ends with one extract, the last one recorded', async () => {
    const owner = await seller();
    const practice = await approved(owner);
    const answers = await Promise.all([1, 2].map(() => reconfirmPractice(owner.agent, practice.id, { asOf: today() })));
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const events = await practiceEvents(t, practice.id);
    const last = events.filter((e) => e.type === 'CreditReconfirmed').at(-1)!.data as { declaration: { extract: { filename: string } } };
    const read = (await owner.agent.get(apiRoutes.practice(practice.id)).expect(200)).body as PracticeResponse;
    expect(
      allDocuments(read)
        .filter((d) => d.docType === EXTRACT)
        .map((d) => d.filename),
    ).toEqual([last.declaration.extract.filename]);
    expect(await t.app.get(UploadStorage).list('practice-document')).not.toContain(
      answers.map((r) => (r.body as PracticeResponse).lastDeclaration!.extractFilename).find((f) => f !== last.declaration.extract.filename),
    );
  });

  it("without a file: 400 'Allega un estratto della Piattaforma Cessione Crediti aggiornato', nothing recorded", async () => {
    const owner = await seller();
    const practice = await approved(owner);
    const before = await snapshot(practice.id, owner.id);
    await expectRefused(
      await reconfirmPractice(owner.agent, practice.id, { asOf: today(), extract: null }),
      400,
      dueDiligenceApiMessages.extractMissing,
      before,
      practice.id,
      owner.id,
    );
  });

  it('rule: the extract is a PDF checked by its bytes like every practice document (a PNG, a PDF named .png, an oversized file), nothing recorded', async () => {
    const owner = await seller();
    const practice = await approved(owner);
    const before = await snapshot(practice.id, owner.id);
    const png = await reconfirmPractice(owner.agent, practice.id, { asOf: today(), extract: pngBuffer(), name: 'estratto.pdf' });
    await expectRefused(png, 400, `estratto.pdf: ${dueDiligenceApiMessages.extractNotPdf}`, before, practice.id, owner.id);
    const big = await reconfirmPractice(owner.agent, practice.id, { asOf: today(), extract: pdfBuffer(5 * 1024 * 1024 + 1) });
    await expectRefused(big, 413, practiceUploadMessages.tooLarge, before, practice.id, owner.id);
    await reconfirmPractice(owner.agent, practice.id, { asOf: today(), extract: pdfBuffer(), name: 'estratto.png' }).expect(200);
  });

  it(`rule: the date is an Italian day, not in the future, at most ${reconfirmationPolicy.declarationFreshDays} days old; each rata must be on sale: 400, nothing recorded`, async () => {
    const owner = await seller();
    const practice = await approved(owner);
    const before = await snapshot(practice.id, owner.id);
    const send = (asOf: string, rataIds?: string[]) => reconfirmPractice(owner.agent, practice.id, { asOf, rataIds });
    await expectRefused(
      await send(italianDay(new Date(now.getTime() + DAY).toISOString())),
      400,
      dueDiligenceMessages.declarationDateFuture,
      before,
      practice.id,
      owner.id,
    );
    const stale = dueDiligenceMessages.declarationDateStale(reconfirmationPolicy.declarationFreshDays);
    await expectRefused(await send(daysAgo(reconfirmationPolicy.declarationFreshDays + 1)), 400, stale, before, practice.id, owner.id);
    await expectRefused(await send('27/11/2026'), 400, dueDiligenceMessages.declarationDateInvalid, before, practice.id, owner.id);
    await expectRefused(await send(today(), ['1999']), 400, dueDiligenceMessages.declaredRataNotOnSale('1999'), before, practice.id, owner.id);
    const notJson = await owner.agent
      .post(apiRoutes.practiceReconfirm(practice.id))
      .field('asOf', today())
      .field('rataIds', '2027,')
      .attach('extract', pdfBuffer(), 'e.pdf');
    await expectRefused(notJson, 400, dueDiligenceApiMessages.declaredRate, before, practice.id, owner.id);
    await send(daysAgo(reconfirmationPolicy.declarationFreshDays), rataIdsOf(practice)).expect(200);
  });

  it("another seller or a buyer: 403 'Solo il titolare della pratica può riconfermare il credito' (buyers are refused by role), nothing recorded", async () => {
    const owner = await seller();
    const practice = await approved(owner);
    const other = await seller();
    const before = await snapshot(practice.id, other.id);
    await expectRefused(
      await reconfirmPractice(other.agent, practice.id, { asOf: today() }),
      403,
      dueDiligenceMessages.reconfirmNotAllowed,
      before,
      practice.id,
      other.id,
    );
    const buyer = await createFastUser(t);
    expect((await reconfirmPractice(buyer.agent, practice.id, { asOf: today() })).status).toBe(403);
    expect((await practiceEvents(t, practice.id)).map((e) => e.type)).toEqual(['PracticeSubmitted', 'PracticeApproved']);
  });

  it("a pending practice: 409 'Si riconfermano solo i crediti di pratiche approvate e non ancora cedute', nothing recorded", async () => {
    const owner = await seller();
    const practice = await submitPractice(owner.agent);
    const before = await snapshot(practice.id, owner.id);
    await expectRefused(
      await reconfirmPractice(owner.agent, practice.id, { asOf: today() }),
      409,
      dueDiligenceMessages.reconfirmNotApproved,
      before,
      practice.id,
      owner.id,
    );
  });

  it("an unknown practice: 404 'Pratica non trovata', nothing stored", async () => {
    const owner = await seller();
    const stored = (await t.app.get(UploadStorage).list('practice-document')).sort();
    const res = await reconfirmPractice(owner.agent, 999_999, { asOf: today() });
    expect(res.status).toBe(404);
    expect((await t.app.get(UploadStorage).list('practice-document')).sort()).toEqual(stored);
  });

  it('buyers read the declaration in the marketplace (list and page); the extract file name only once they bought access', async () => {
    const owner = await seller();
    const practice = await approved(owner);
    const asOf = today();
    const declared = (await reconfirmPractice(owner.agent, practice.id, { asOf }).expect(200)).body as PracticeResponse;
    const buyer = await createFastUser(t, { credits: 100 });
    const inMarket = async () => {
      const list = (await buyer.agent.get(apiRoutes.marketplace).expect(200)).body as MarketplacePractice[];
      const page = (await buyer.agent.get(apiRoutes.marketplace).query({ page: 1, pageSize: 100 }).expect(200)).body.items as MarketplacePractice[];
      const one = list.find((p) => p.id === practice.id)!;
      expect(page.find((p) => p.id === practice.id)!.lastDeclaration).toEqual(one.lastDeclaration);
      return one.lastDeclaration;
    };
    expect(await inMarket()).toEqual({ asOf, text: declared.lastDeclaration!.text, extractFilename: null });
    await buyer.agent.post(apiRoutes.marketplaceView(practice.id)).send({ accessType: 'base' }).expect(200);
    expect(await inMarket()).toEqual(declared.lastDeclaration);
  });

  it('the admin reads the declaration too, and a rebuild of the read models equals the live ones', async () => {
    const owner = await seller();
    const practice = await approved(owner);
    await reconfirmPractice(owner.agent, practice.id, { asOf: today() }).expect(200);
    const admin = await signInAsAdmin(t);
    expect((await admin.get(apiRoutes.practice(practice.id)).expect(200)).body.lastDeclaration).toMatchObject({ asOf: today() });
    expect(await verifyProjections(t.database, allProjections)).toEqual([]);
  });
});
