import { apiRoutes, practiceUploadLimits } from '@pratiche/contracts';
import { defaultRateLimits } from '../../../../infrastructure/http/rate-limits';
import { UnclaimedUploadCleanup } from '../../../../infrastructure/uploads/unclaimed-upload-cleanup';
import { UploadStorage } from '../../../../infrastructure/uploads/upload-storage';
import { createActiveUser } from '../../../../testing/accounts';
import { elfBuffer, jpegBuffer, pdfBuffer, pngBuffer } from '../../../../testing/documents';
import { createSeller, submitPractice, uploadPracticeFiles } from '../../../../testing/practices';
import { createTestApp, type TestApp } from '../../../../testing/test-app';

describe('POST /api/upload (spec 5 "Practice document upload", spec 9 "Uploads")', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const storedFiles = async () => t.app.get(UploadStorage).list('practice-document');
  const storedRows = async () => (await t.database.query("SELECT 1 FROM uploaded_files WHERE purpose = 'practice-document'")).rows.length;

  /** Runs `act` and checks that it stored nothing: no row, no file. */
  const expectNothingStored = async (act: () => Promise<unknown>) => {
    const [rows, files] = [await storedRows(), (await storedFiles()).length];
    await act();
    expect(await storedRows()).toBe(rows);
    expect(await storedFiles()).toHaveLength(files);
  };

  const upload = (agent: ReturnType<TestApp['agent']>, files: { bytes: Buffer; name: string }[]) => {
    let req = agent.post(apiRoutes.upload).field('documentType', 'fiscali');
    for (const file of files) req = req.attach('files', file.bytes, file.name);
    return req;
  };

  it('10 files (PDF, JPEG, PNG by content) are stored under random names and described in a list', async () => {
    const seller = await createSeller(t);
    const files = Array.from({ length: 10 }, (_, i) => [
      { bytes: pdfBuffer(), name: `doc${i}.pdf` }, { bytes: jpegBuffer(), name: `foto${i}.jpg` }, { bytes: pngBuffer(), name: `scan${i}.png` },
    ][i % 3]!);
    const res = await upload(seller.agent, files);
    expect(res.status).toBe(201);
    expect(res.body).toHaveLength(10);
    expect(res.body.slice(0, 3)).toEqual([
      { originalName: 'doc0.pdf', filename: expect.stringMatching(/^[0-9a-f]{32}\.pdf$/), size: pdfBuffer().length, mimeType: 'application/pdf' },
      { originalName: 'foto1.jpg', filename: expect.stringMatching(/^[0-9a-f]{32}\.jpg$/), size: jpegBuffer().length, mimeType: 'image/jpeg' },
      { originalName: 'scan2.png', filename: expect.stringMatching(/^[0-9a-f]{32}\.png$/), size: pngBuffer().length, mimeType: 'image/png' },
    ]);
    expect(await storedFiles()).toEqual(expect.arrayContaining(res.body.map((f: { filename: string }) => f.filename)));
  });

  it("an 11th file: 400 'Puoi caricare un massimo di 10 file', nothing stored", async () => {
    const seller = await createSeller(t);
    await expectNothingStored(async () => {
      const res = await upload(seller.agent, Array.from({ length: 11 }, (_, i) => ({ bytes: pdfBuffer(), name: `f${i}.pdf` })));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Puoi caricare un massimo di 10 file');
    });
  });

  it("a 6 MB file: 413 'Il file supera la dimensione massima di 5MB', nothing stored", async () => {
    const seller = await createSeller(t);
    await expectNothingStored(async () => {
      const res = await upload(seller.agent, [{ bytes: pdfBuffer(), name: 'ok.pdf' }, { bytes: pdfBuffer(6 * 1024 * 1024), name: 'grande.pdf' }]);
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('Il file supera la dimensione massima di 5MB');
    });
  });

  it('exactly 5 MB is accepted', async () => {
    const seller = await createSeller(t);
    expect((await upload(seller.agent, [{ bytes: pdfBuffer(practiceUploadLimits.maxBytes), name: 'limite.pdf' }])).status).toBe(201);
  });

  it("an executable renamed .png: 400 naming the file, and none of the batch is stored", async () => {
    const seller = await createSeller(t);
    await expectNothingStored(async () => {
      const res = await upload(seller.agent, [{ bytes: pdfBuffer(), name: 'buono.pdf' }, { bytes: elfBuffer(), name: 'foto.png' }]);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('foto.png: Formato non consentito: sono accettati PDF, JPEG e PNG');
    });
  });

  it("'../' in a file name never reaches the file system: the name is kept as a label without its folders", async () => {
    const seller = await createSeller(t);
    const [file] = await uploadPracticeFiles(seller.agent, [{ name: '../../../etc/cron.d/evil.pdf' }]);
    expect(file!.originalName).toBe('evil.pdf');
    expect(file!.filename).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(await storedFiles()).toContain(file!.filename);
  });

  it('no file: 400; an unknown documentType: 400', async () => {
    const seller = await createSeller(t);
    expect((await seller.agent.post(apiRoutes.upload).field('documentType', 'fiscali')).body.message).toBe('Nessun file caricato');
    const res = await seller.agent.post(apiRoutes.upload).field('documentType', 'altro').attach('files', pdfBuffer(), 'a.pdf');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Categoria di documento non valida');
  });

  it("a practiceId of another seller's practice: 403, nothing stored", async () => {
    const [owner, other] = [await createSeller(t), await createSeller(t)];
    const practice = await submitPractice(owner.agent);
    await expectNothingStored(async () => {
      const res = await other.agent.post(apiRoutes.upload).field('documentType', 'societari').field('practiceId', String(practice.id)).attach('files', pdfBuffer(), 'a.pdf');
      expect(res.status).toBe(403);
    });
  });

  it("a buyer-only user: 403 'Devi essere registrato come Cedente per accedere a questa pagina.'", async () => {
    const buyer = await createActiveUser(t, { isCedente: false, isCessionario: true });
    const res = await upload(buyer.agent, [{ bytes: pdfBuffer(), name: 'a.pdf' }]);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Devi essere registrato come Cedente per accedere a questa pagina.');
  });

  it('uploads no practice took within 24 hours are swept; files a practice holds stay', async () => {
    const seller = await createSeller(t);
    const [orphan] = await uploadPracticeFiles(seller.agent, [{ name: 'dimenticato.pdf' }]);
    const practice = await submitPractice(seller.agent, { fiscali: ['tenuto.pdf'] });
    const held = practice.documents.fiscali[0]!.filename;
    const cleanup = t.app.get(UnclaimedUploadCleanup);
    expect(await cleanup.sweep(new Date(Date.now() + 23 * 3600_000))).not.toContain(orphan!.filename);
    const deleted = await cleanup.sweep(new Date(Date.now() + 24 * 3600_000 + 60_000));
    expect(deleted).toContain(orphan!.filename);
    expect(deleted).not.toContain(held);
    expect(await storedFiles()).not.toContain(orphan!.filename);
    expect(await storedFiles()).toContain(held);
  });
});

describe('practice uploads are rate-limited per seller (issue 10 point 6)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { userUpload: defaultRateLimits.userUpload } });
  });
  afterAll(() => t.close());

  it('the 31st upload of one seller within 10 minutes answers 429; another seller still uploads', async () => {
    const seller = await createSeller(t);
    for (let i = 0; i < defaultRateLimits.userUpload.points; i++) await uploadPracticeFiles(seller.agent, [{ name: `f${i}.pdf` }]);
    const res = await seller.agent.post(apiRoutes.upload).field('documentType', 'fiscali').attach('files', pdfBuffer(), 'troppi.pdf');
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Troppi caricamenti. Riprova più tardi.');
    const other = await createSeller(t);
    expect(await uploadPracticeFiles(other.agent, [{ name: 'ok.pdf' }])).toHaveLength(1);
  });
});
