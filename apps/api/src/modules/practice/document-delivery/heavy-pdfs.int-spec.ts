import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiRoutes, pdfBudget, practiceApiMessages, practiceUploadMessages, type AuditEntry } from '@pratiche/contracts';
import AdmZip from 'adm-zip';
import { healthPaths } from '../../../infrastructure/health/health-routes';
import { MetricsService } from '../../../infrastructure/observability/metrics.service';
import { UploadStorage, userCopyName } from '../../../infrastructure/uploads/upload-storage';
import { signInAsAdmin } from '../../../testing/accounts';
import { createFastUser, type FastUser } from '../../../testing/marketplace';
import { blankPagesPdf, multiPagePdf, pdfPageTexts } from '../../../testing/pdfs';
import { createSeller, practiceBody, reviewPractice, uploadPracticeFiles } from '../../../testing/practices';
import { useTestApp, type TestApp } from '../../../testing/test-app';
import { downloadFooter } from './download-footer';
import { PdfWorkers, PdfWorkTimedOut } from './pdf-workers';

type Agent = ReturnType<TestApp['agent']>;
const binary = (agent: Agent, path: string) => agent.get(path).responseType('blob');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const zipEntries = (body: Buffer) => new Map(new AdmZip(body).getEntries().map((e) => [e.entryName, e.getData()] as const));

describe('heavy PDFs: the page and object budget, the worker threads, and the copy kept per buyer', () => {
  let now = new Date();
  const t = useTestApp({ clock: () => now });
  const workers = () => t.app.get(PdfWorkers);

  /** An approved practice holding `files` (the first a PDF), and `buyers` buyers who bought access to it. */
  const boughtPractice = async (files: { bytes: Buffer; name: string }[], buyers = 1) => {
    const seller = await createSeller(t);
    const uploaded = await uploadPracticeFiles(seller.agent, files);
    const practice = (
      await seller.agent
        .post(apiRoutes.practices)
        .send(practiceBody({ documents: { societari: uploaded, fiscali: [] } }))
        .expect(201)
    ).body;
    await reviewPractice(t, practice.id, 'approved');
    const bought: FastUser[] = [];
    for (let i = 0; i < buyers; i++) {
      const buyer = await createFastUser(t, { credits: 10 });
      await buyer.agent.post(apiRoutes.marketplaceView(practice.id)).send({ accessType: 'base' }).expect(200);
      bought.push(buyer);
    }
    return { seller, buyers: bought, practiceId: practice.id as number, files: uploaded };
  };

  const watermarkCount = async (outcome: string) =>
    (await t.app.get(MetricsService).pdfWatermarks.get()).values.find((v) => v.labels.outcome === outcome)?.value ?? 0;

  const accesses = async (practiceId: number, buyer: FastUser) => {
    const history = (await (await signInAsAdmin(t)).get(apiRoutes.adminHistory('practice', practiceId)).expect(200)).body as AuditEntry[];
    return history.filter((e) => e.type === 'PracticeDocumentsAccessed' && e.actor.id === buyer.id);
  };

  it('an upload refuses a PDF over the page budget or over the object budget, the limits said in Italian, and stores nothing', async () => {
    const seller = await createSeller(t);
    const stored = await t.app.get(UploadStorage).list('practice-document');
    for (const bytes of [blankPagesPdf(pdfBudget.maxPages + 1), blankPagesPdf(10, pdfBudget.maxObjects)]) {
      const res = await seller.agent.post(apiRoutes.upload).field('documentType', 'societari').attach('files', bytes, 'computo.pdf');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`computo.pdf: ${practiceUploadMessages.pdfOverBudget}`);
      expect(res.body.message).toContain('al massimo 500 pagine e 20.000 oggetti');
    }
    expect(await t.app.get(UploadStorage).list('practice-document')).toEqual(stored);
    // Just under both budgets is accepted.
    await uploadPracticeFiles(seller.agent, [{ bytes: blankPagesPdf(pdfBudget.maxPages, pdfBudget.maxObjects - pdfBudget.maxPages - 10), name: 'ok.pdf' }]);
  });

  it('an upload whose count runs past the time limit is refused as over the budget', async () => {
    const seller = await createSeller(t);
    const slow = jest.spyOn(workers(), 'inspect').mockRejectedValueOnce(new PdfWorkTimedOut(20_000));
    const res = await seller.agent
      .post(apiRoutes.upload)
      .field('documentType', 'societari')
      .attach('files', await multiPagePdf(1), 'lento.pdf');
    slow.mockRestore();
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`lento.pdf: ${practiceUploadMessages.pdfOverBudget}`);
  });

  it('a PDF stored before the budget is checked again before watermarking: the buyer gets 422 in Italian, the zip leaves it out, the owner still gets it', async () => {
    // Stored as before the rule: the upload's count is skipped.
    const skip = jest.spyOn(workers(), 'inspect').mockResolvedValue({ pages: 1, objects: 1 });
    const heavy = blankPagesPdf(pdfBudget.maxPages + 1);
    const { seller, buyers, practiceId, files } = await boughtPractice([
      { bytes: heavy, name: 'vecchio.pdf' },
      { bytes: await multiPagePdf(1), name: 'leggero.pdf' },
    ]).finally(() => skip.mockRestore());
    const [buyer] = buyers;
    const refusedBefore = await watermarkCount('refused');

    const refused = await buyer!.agent.get(apiRoutes.document(files[0]!.filename));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(practiceApiMessages.documentOverPdfBudget);
    expect(await accesses(practiceId, buyer!)).toEqual([]);
    expect(await watermarkCount('refused')).toBe(refusedBefore + 1);

    const zip = zipEntries((await binary(buyer!.agent, apiRoutes.practiceDownloadAll(practiceId)).expect(200)).body as Buffer);
    expect([...zip.keys()]).toEqual(['societari/leggero.pdf']);
    expect(Buffer.compare((await binary(seller.agent, apiRoutes.document(files[0]!.filename)).expect(200)).body as Buffer, heavy)).toBe(0);
  });

  it("a second download by the same buyer sends the kept copy: no second watermark, the same bytes and SHA-256 logged, the first download's time in the footer", async () => {
    const { buyers, practiceId, files } = await boughtPractice([{ bytes: await multiPagePdf(2), name: 'statuto.pdf' }], 2);
    const [buyer, other] = buyers;
    const first = now;
    const made = await watermarkCount('made');
    const reused = await watermarkCount('reused');
    const once = (await binary(buyer!.agent, apiRoutes.document(files[0]!.filename)).expect(200)).body as Buffer;

    now = new Date(first.getTime() + 2 * 3_600_000);
    const twice = (await binary(buyer!.agent, apiRoutes.document(files[0]!.filename)).expect(200)).body as Buffer;
    const zipped = zipEntries((await binary(buyer!.agent, apiRoutes.practiceDownloadAll(practiceId)).expect(200)).body as Buffer).get('societari/statuto.pdf')!;
    expect(Buffer.compare(twice, once)).toBe(0);
    expect(Buffer.compare(zipped, once)).toBe(0);
    expect(await watermarkCount('made')).toBe(made + 1);
    expect(await watermarkCount('reused')).toBe(reused + 2);
    const companyName = (await buyer!.agent.get(apiRoutes.user).expect(200)).body.companyName as string;
    expect((await pdfPageTexts(twice))[0]).toContain(downloadFooter(companyName, first, practiceId));

    const logged = await accesses(practiceId, buyer!);
    expect(logged).toHaveLength(3);
    for (const access of logged) expect((access.data.documents as { sha256: string }[])[0]!.sha256).toBe(sha256(once));

    // Another buyer gets a copy of their own.
    const theirs = (await binary(other!.agent, apiRoutes.document(files[0]!.filename)).expect(200)).body as Buffer;
    expect(Buffer.compare(theirs, once)).not.toBe(0);
    expect(await watermarkCount('made')).toBe(made + 2);
  });

  it('three parallel first downloads by one buyer share one watermarking and get the same bytes', async () => {
    const { buyers, files } = await boughtPractice([{ bytes: await multiPagePdf(3), name: 'statuto.pdf' }]);
    const made = await watermarkCount('made');
    const bodies = await Promise.all(
      [1, 2, 3].map(async () => (await binary(buyers[0]!.agent, apiRoutes.document(files[0]!.filename)).expect(200)).body as Buffer),
    );
    expect(new Set(bodies.map(sha256)).size).toBe(1);
    expect(await watermarkCount('made')).toBe(made + 1);
  });

  it("deleting a document, or the practice, removes the buyers' kept copies with the file", async () => {
    const { buyers, practiceId, files } = await boughtPractice([
      { bytes: await multiPagePdf(1), name: 'uno.pdf' },
      { bytes: await multiPagePdf(1), name: 'due.pdf' },
    ]);
    const [buyer] = buyers;
    const storage = t.app.get(UploadStorage);
    const copy = userCopyName(buyer!.id);
    for (const file of files) await binary(buyer!.agent, apiRoutes.document(file.filename)).expect(200);
    for (const file of files) expect(await storage.openCopy(file.filename, copy)).not.toBeNull();

    const admin = await signInAsAdmin(t);
    await admin.delete(apiRoutes.practiceDocument(practiceId, files[0]!.filename)).expect(200);
    expect(await storage.openCopy(files[0]!.filename, copy)).toBeNull();
    expect(await storage.openCopy(files[1]!.filename, copy)).not.toBeNull();
    await admin.delete(apiRoutes.adminPractice(practiceId)).expect(200);
    expect(await storage.openCopy(files[1]!.filename, copy)).toBeNull();
  });

  it("erasing a buyer removes the copies kept for them, which carry their company name; another buyer's stay", async () => {
    const { buyers, files } = await boughtPractice([{ bytes: await multiPagePdf(1), name: 'uno.pdf' }], 2);
    for (const buyer of buyers) await binary(buyer.agent, apiRoutes.document(files[0]!.filename)).expect(200);
    const storage = t.app.get(UploadStorage);
    await (await signInAsAdmin(t)).delete(apiRoutes.adminUser(buyers[0]!.id)).expect(200);
    expect(await storage.openCopy(files[0]!.filename, userCopyName(buyers[0]!.id))).toBeNull();
    expect(await storage.openCopy(files[0]!.filename, userCopyName(buyers[1]!.id))).not.toBeNull();
  });

  it('watermarking past its time limit answers 503 in Italian and logs nothing', async () => {
    const { buyers, practiceId, files } = await boughtPractice([{ bytes: await multiPagePdf(1), name: 'statuto.pdf' }]);
    const slow = jest.spyOn(workers(), 'watermark').mockRejectedValueOnce(new PdfWorkTimedOut(20_000));
    const res = await buyers[0]!.agent.get(apiRoutes.document(files[0]!.filename));
    slow.mockRestore();
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(practiceApiMessages.watermarkTimedOut);
    expect(await accesses(practiceId, buyers[0]!)).toEqual([]);
  });

  it('/healthz answers in under 100 ms during 3 parallel downloads of a PDF at the page budget', async () => {
    // 500 pages and 5,000 more objects: a second or so of pdf-lib per copy on an idle core.
    const heavy = blankPagesPdf(pdfBudget.maxPages, 5_000);
    const { buyers, files } = await boughtPractice([{ bytes: heavy, name: 'computo.pdf' }], 3);
    let downloading = true;
    const downloads = Promise.all(buyers.map((buyer) => binary(buyer.agent, apiRoutes.document(files[0]!.filename)).expect(200))).finally(() => {
      downloading = false;
    });
    const probes: number[] = [];
    while (downloading) {
      const start = performance.now();
      await t.request().get(healthPaths.live).expect(200);
      probes.push(performance.now() - start);
      await sleep(20);
    }
    const answers = await downloads;
    expect(answers.every((res) => (res.body as Buffer).length > heavy.length / 2)).toBe(true);
    expect(probes.length).toBeGreaterThanOrEqual(10);
    // The one timing assertion asked for: the request thread stays free while the PDFs are
    // watermarked (on the main thread each took seconds, and so did the probes waiting behind it).
    // The 95th percentile, not the maximum: on a shared CI machine the scheduler alone can hold
    // one probe past 100 ms now and then; none may take a watermark's time.
    const sorted = probes.sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length * 0.95)]).toBeLessThan(100);
    expect(sorted.at(-1)).toBeLessThan(1_000);
  });
});
