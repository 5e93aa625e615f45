import { createHash } from 'node:crypto';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiMessages, apiRoutes, type AuditEntry } from '@pratiche/contracts';
import { dueDiligenceMessages } from '@pratiche/domain';
import AdmZip from 'adm-zip';
import pdf from 'pdf-parse/lib/pdf-parse.js';
import { signInAsAdmin } from '../../../../testing/accounts';
import { jpegBuffer, pdfBuffer } from '../../../../testing/documents';
import { createFastUser } from '../../../../testing/marketplace';
import { createSeller, practiceBody, reviewPractice, submitPractice, uploadPracticeFiles } from '../../../../testing/practices';
import { useTestApp, type TestApp } from '../../../../testing/test-app';
import { ADMIN_ID, decide } from '../../due-diligence.spec-helper';
import type { DueDiligenceIndex } from './due-diligence-index';

type Agent = ReturnType<TestApp['agent']>;
const binary = (agent: Agent, path: string) => agent.get(path).responseType('blob');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const unzip = (body: Buffer) => new AdmZip(body).getEntries().map((e) => ({ name: e.entryName, data: e.getData() }));
const indexOf = (entries: ReturnType<typeof unzip>) => JSON.parse(entries.find((e) => e.name === 'indice.json')!.data.toString('utf8')) as DueDiligenceIndex;
/**
 * The PDF's text, whitespace squeezed (lines wrap where the layout wants). The bytes go in as a
 * plain Uint8Array: pdf.js 1.x misreads a Buffer (it ignores the offset into Node's shared pool).
 */
const pdfText = async (bytes: Buffer) => (await pdf(new Uint8Array(bytes) as Buffer)).text.replace(/\s+/g, ' ');

describe('GET /api/practices/:id/due-diligence-pack (issue 28: the due-diligence pack)', () => {
  const t = useTestApp();

  /** A practice with a typed and approved visura, typed and rejected invoices, and an untyped file; approved, so buyers can buy access. */
  const reviewedPractice = async () => {
    const seller = await createSeller(t);
    const [visura] = await uploadPracticeFiles(seller.agent, [{ bytes: pdfBuffer(300_000), name: 'visura camerale.pdf' }]);
    const [fattura, altro] = await uploadPracticeFiles(
      seller.agent,
      [
        { bytes: jpegBuffer(), name: 'fattura.jpg' },
        { bytes: pdfBuffer(5000), name: 'relazione.pdf' },
      ],
      'fiscali',
    );
    const practice = (
      await seller.agent
        .post(apiRoutes.practices)
        .send(practiceBody({ documents: { societari: [visura!], fiscali: [fattura!, altro!] } }))
        .expect(201)
    ).body;
    const at = () => new Date().toISOString();
    const data = (by: number, filename: string) => ({ practiceId: practice.id, by, at: at(), filename });
    await decide(t, {
      type: 'TypePracticeDocument',
      data: { ...data(seller.user.id, visura!.filename), docType: 'visura_camerale', issuedOn: at().slice(0, 10) },
    });
    await decide(t, { type: 'TypePracticeDocument', data: { ...data(seller.user.id, fattura!.filename), docType: 'fatture' } });
    await decide(t, { type: 'ReviewPracticeDocument', data: { ...data(ADMIN_ID, visura!.filename), decision: 'approved' } });
    await decide(t, { type: 'ReviewPracticeDocument', data: { ...data(ADMIN_ID, fattura!.filename), decision: 'rejected', reason: 'Fattura illeggibile' } });
    await reviewPractice(t, practice.id, 'approved');
    const bytes = new Map([
      [visura!.filename, pdfBuffer(300_000)],
      [fattura!.filename, jpegBuffer()],
      [altro!.filename, pdfBuffer(5000)],
    ]);
    return { seller, practiceId: practice.id as number, files: { visura: visura!, fattura: fattura!, altro: altro! }, bytes };
  };

  it("holds every file byte for byte (a buyer's PDFs watermarked, issue 30) in folders by category and type, then indice.json and indice.pdf whose SHA-256 match the entries", async () => {
    const { seller, practiceId, files, bytes } = await reviewedPractice();
    const buyer = await createFastUser(t, { credits: 10 });
    await buyer.agent.post(apiRoutes.marketplaceView(practiceId)).send({ accessType: 'base' }).expect(200);

    for (const [agent, watermarked] of [
      [seller.agent, false],
      [await signInAsAdmin(t), false],
      [buyer.agent, true],
    ] as const) {
      const res = await binary(agent, apiRoutes.practiceDueDiligencePack(practiceId));
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="pratica-${practiceId}-fascicolo-due-diligence.zip"`);
      const entries = unzip(res.body as Buffer);
      // The index comes last: it carries the hashes of the files written before it. A typed document moved to the end of its category.
      expect(entries.map((e) => e.name)).toEqual([
        'societari/visura_camerale/visura camerale.pdf',
        'fiscali/altro/relazione.pdf',
        'fiscali/fatture/fattura.jpg',
        'indice.json',
        'indice.pdf',
      ]);
      const index = indexOf(entries);
      for (const document of index.documents) {
        const entry = entries.find((e) => e.name === document.path)!;
        if (watermarked && document.path!.endsWith('.pdf')) expect(await pdfText(entry.data)).toContain('Scaricato da ');
        else expect(entry.data).toEqual(bytes.get(document.storedAs));
        expect(document.sha256).toBe(sha256(entry.data));
        expect(document.size).toBe(entry.data.length);
      }
      expect(index.documents.map((d) => [d.docType.key, d.name])).toEqual([
        ['visura_camerale', 'visura camerale.pdf'],
        ['altro', 'relazione.pdf'],
        ['fatture', 'fattura.jpg'],
      ]);
      const [visura, altro, fattura] = index.documents;
      expect(visura!.docType.label).toBe('Visura camerale');
      expect(visura!.uploadedBy).toEqual({ userId: seller.user.id, username: seller.user.username });
      expect(visura!.review).toMatchObject({ decision: { key: 'approved' }, reason: null, reviewer: { userId: ADMIN_ID } });
      expect(fattura!.review).toMatchObject({
        decision: { key: 'rejected', label: 'Rifiutato' },
        reason: 'Fattura illeggibile',
        reviewer: { userId: ADMIN_ID },
      });
      expect(altro!.review).toBeNull();
      expect(fattura!.storedAs).toBe(files.fattura.filename);
      // The checklist of the domain's rule: a rejected required document counts as missing.
      const status = (key: string) => index.checklist.items.find((item) => item.docType.key === key)?.status.key;
      expect(status('visura_camerale')).toBe('approved');
      expect(index.checklist.missing).toContain('fatture');
      expect(index.checklist.missing).not.toContain('visura_camerale');
      expect(index.checklist.documentazione6bisCompleta).toBe(false);
      expect(index.checklist.completeness).toBe(Math.floor((100 * index.checklist.approved.length) / index.checklist.required.length));
      expect(index.checklist.note).toBeNull();
      expect(index.rate.length).toBeGreaterThan(0);
      expect(index.transferChain.holder).toBe('beneficiario');
      expect(index.disclaimer).toBe(dueDiligenceMessages.packDisclaimer);
      expect(Date.parse(index.generatedAt)).not.toBeNaN();

      const pdfEntry = entries.find((e) => e.name === 'indice.pdf')!.data;
      expect(pdfEntry.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = await pdfText(pdfEntry);
      expect(text).toContain(dueDiligenceMessages.packDisclaimer);
      expect(text).toContain(sha256(entries.find((e) => e.name === visura!.path)!.data));
      expect(text).toContain('Fattura illeggibile');
    }
  });

  it('is recorded in the access log (what: pack) with every document, like the other downloads', async () => {
    const { practiceId } = await reviewedPractice();
    const buyer = await createFastUser(t, { credits: 10 });
    await buyer.agent.post(apiRoutes.marketplaceView(practiceId)).send({ accessType: 'base' }).expect(200);
    await binary(buyer.agent, apiRoutes.practiceDueDiligencePack(practiceId)).expect(200);
    const history = (await (await signInAsAdmin(t)).get(apiRoutes.adminHistory('practice', practiceId)).expect(200)).body as AuditEntry[];
    const packs = history.filter((e) => e.type === 'PracticeDocumentsAccessed' && e.data.what === 'pack');
    expect(packs).toHaveLength(1);
    expect(packs[0]!.actor.id).toBe(buyer.id);
    expect((packs[0]!.data.documents as unknown[]).length).toBe(3);
  });

  it('a client that leaves mid-pack stops the zip; the next pack is whole', async () => {
    const { practiceId, files, bytes } = await reviewedPractice();
    const buyer = await createFastUser(t, { credits: 10 });
    await buyer.agent.post(apiRoutes.marketplaceView(practiceId)).send({ accessType: 'base' }).expect(200);
    const path = apiRoutes.practiceDueDiligencePack(practiceId);
    const server = t.http.listen(0);
    try {
      const { port } = server.address() as AddressInfo;
      // A raw client that reads the first bytes of the zip and hangs up.
      await new Promise<void>((resolve, reject) => {
        const req = get({ host: '127.0.0.1', port, path, headers: { Cookie: buyer.cookie } }, (res) => {
          expect(res.statusCode).toBe(200);
          res.once('data', () => {
            res.destroy();
            resolve();
          });
        });
        req.on('error', reject);
      });
      const again = await binary(buyer.agent, path).expect(200);
      const entries = unzip(again.body as Buffer);
      const index = indexOf(entries);
      // Whole: every file there, as its index says (a buyer's PDFs are watermarked copies, issue 30).
      expect(index.documents.map((d) => entries.find((e) => e.name === d.path)?.data).map((data) => data && sha256(data))).toEqual(
        index.documents.map((d) => d.sha256),
      );
      expect(entries.find((e) => e.name.endsWith('fattura.jpg'))!.data).toEqual(bytes.get(files.fattura.filename));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("a buyer without access gets 403 and no file; another seller 403; a missing practice 404 'Pratica non trovata.'", async () => {
    const { practiceId } = await reviewedPractice();
    const [stranger, otherSeller] = [await createFastUser(t, { credits: 10 }), await createSeller(t)];
    for (const agent of [stranger.agent, otherSeller.agent]) {
      const refused = await agent.get(apiRoutes.practiceDueDiligencePack(practiceId));
      expect(refused.status).toBe(403);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(refused.headers['content-disposition']).toBeUndefined();
      // The refusal of the documents zip (download-all), word for word.
      expect(refused.body.message).toBe(apiMessages.forbidden);
    }
    const history = (await (await signInAsAdmin(t)).get(apiRoutes.adminHistory('practice', practiceId)).expect(200)).body as AuditEntry[];
    expect(history.filter((e) => e.type === 'PracticeDocumentsAccessed')).toEqual([]);
    const missing = await stranger.agent.get(apiRoutes.practiceDueDiligencePack(999_999));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Pratica non trovata.');
  });

  it('a Credito IVA practice: the index says the 6-bis list does not apply, and never 6-bis completa', async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { fiscali: ['dichiarazione.pdf'], body: { type: 'CREDITO_IVA', tributeCode: null } });
    const res = await binary(seller.agent, apiRoutes.practiceDueDiligencePack(practice.id)).expect(200);
    const entries = unzip(res.body as Buffer);
    const index = indexOf(entries);
    expect(index.checklist.sixBisApplies).toBe(false);
    expect(index.checklist.documentazione6bisCompleta).toBe(false);
    expect(index.checklist.note).toBe(dueDiligenceMessages.sixBisNotApplicable);
    expect(await pdfText(entries.find((e) => e.name === 'indice.pdf')!.data)).toContain(dueDiligenceMessages.sixBisNotApplicable);
  });
});
