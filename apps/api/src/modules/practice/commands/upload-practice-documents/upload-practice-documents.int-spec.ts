import { randomUUID } from 'node:crypto';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { apiRoutes, practiceUploadLimits } from '@pratiche/contracts';
import { defaultRateLimits } from '../../../../infrastructure/http/rate-limits';
import { UnclaimedUploadCleanup } from '../../../../infrastructure/uploads/unclaimed-upload-cleanup';
import { UploadStorage } from '../../../../infrastructure/uploads/upload-storage';
import { uploadTempFolder } from '../../../../infrastructure/uploads/upload-temp-files';
import { createActiveUser } from '../../../../testing/accounts';
import { elfBuffer, jpegBuffer, pdfBuffer, pngBuffer } from '../../../../testing/documents';
import { createFastUser } from '../../../../testing/marketplace';
import { createSeller, submitPractice, uploadPracticeFiles } from '../../../../testing/practices';
import { useTestApp, type TestApp } from '../../../../testing/test-app';
import { MAX_UNCLAIMED_BYTES } from './upload-practice-documents.handler';

const tempFiles = (t: TestApp) => readdir(uploadTempFolder(t.config.dataDir)).catch(() => [] as string[]);

const waitFor = async (condition: () => Promise<boolean>) => {
  for (let i = 0; i < 200; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('timed out');
};

const HELD_SIZE = 200_000;

/**
 * An upload whose body the client is still sending: the multipart head and half of a PDF go
 * out now, the rest on `finish` (answering the response), or never (`abort`).
 */
const heldUpload = (t: TestApp, cookie: string, name: string) => {
  const boundary = `----pratiche${randomUUID()}`;
  const file = pdfBuffer(HELD_SIZE);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nfiscali\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const { port } = t.http.address() as AddressInfo;
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: apiRoutes.upload,
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + file.length + tail.length },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res
        .setEncoding('utf8')
        .on('data', (chunk: string) => (body += chunk))
        .on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
  });
  req.write(Buffer.concat([head, file.subarray(0, file.length / 2)]));
  return {
    finish: () => {
      req.end(Buffer.concat([file.subarray(file.length / 2), tail]));
      return answered;
    },
    abort: () => {
      answered.catch(() => undefined);
      req.destroy();
    },
  };
};

describe('POST /api/upload (spec 5 "Practice document upload", spec 9 "Uploads")', () => {
  const t = useTestApp();

  const storedFiles = async () => t.app.get(UploadStorage).list('practice-document');
  const storedRows = async () => (await t.database.query("SELECT 1 FROM uploaded_files WHERE purpose = 'practice-document'")).rows.length;

  /** Runs `act` and checks that it stored nothing: no row, no file, no temporary file left. */
  const expectNothingStored = async (act: () => Promise<unknown>) => {
    const [rows, files] = [await storedRows(), (await storedFiles()).length];
    await act();
    expect(await storedRows()).toBe(rows);
    expect(await storedFiles()).toHaveLength(files);
    expect(await tempFiles(t)).toEqual([]);
  };

  const upload = (agent: ReturnType<TestApp['agent']>, files: { bytes: Buffer; name: string }[]) => {
    let req = agent.post(apiRoutes.upload).field('documentType', 'fiscali');
    for (const file of files) req = req.attach('files', file.bytes, file.name);
    return req;
  };

  it('10 files (PDF, JPEG, PNG by content) are stored under random names and described in a list', async () => {
    const seller = await createSeller(t);
    const files = Array.from(
      { length: 10 },
      (_, i) =>
        [
          { bytes: pdfBuffer(), name: `doc${i}.pdf` },
          { bytes: jpegBuffer(), name: `foto${i}.jpg` },
          { bytes: pngBuffer(), name: `scan${i}.png` },
        ][i % 3]!,
    );
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
      const res = await upload(
        seller.agent,
        Array.from({ length: 11 }, (_, i) => ({ bytes: pdfBuffer(), name: `f${i}.pdf` })),
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Puoi caricare un massimo di 10 file');
    });
  });

  it("a 6 MB file: 413 'Il file supera la dimensione massima di 5MB', nothing stored", async () => {
    const seller = await createSeller(t);
    await expectNothingStored(async () => {
      const res = await upload(seller.agent, [
        { bytes: pdfBuffer(), name: 'ok.pdf' },
        { bytes: pdfBuffer(6 * 1024 * 1024), name: 'grande.pdf' },
      ]);
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('Il file supera la dimensione massima di 5MB');
    });
  });

  it('exactly 5 MB is accepted', async () => {
    const seller = await createSeller(t);
    expect((await upload(seller.agent, [{ bytes: pdfBuffer(practiceUploadLimits.maxBytes), name: 'limite.pdf' }])).status).toBe(201);
  });

  it('an executable renamed .png: 400 naming the file, and none of the batch is stored', async () => {
    const seller = await createSeller(t);
    await expectNothingStored(async () => {
      const res = await upload(seller.agent, [
        { bytes: pdfBuffer(), name: 'buono.pdf' },
        { bytes: elfBuffer(), name: 'foto.png' },
      ]);
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
      const res = await other.agent
        .post(apiRoutes.upload)
        .field('documentType', 'societari')
        .field('practiceId', String(practice.id))
        .attach('files', pdfBuffer(), 'a.pdf');
      expect(res.status).toBe(403);
    });
  });

  it("a buyer-only user: 403 'Devi essere registrato come Cedente per accedere a questa pagina.'", async () => {
    const buyer = await createActiveUser(t, { isCedente: false, isCessionario: true });
    const res = await upload(buyer.agent, [{ bytes: pdfBuffer(), name: 'a.pdf' }]);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Devi essere registrato come Cedente per accedere a questa pagina.');
  });

  it('production safety 6: uploads no practice took within an hour are swept; files a practice holds stay', async () => {
    const seller = await createSeller(t);
    const [orphan] = await uploadPracticeFiles(seller.agent, [{ name: 'dimenticato.pdf' }]);
    const practice = await submitPractice(seller.agent, { fiscali: ['tenuto.pdf'] });
    const held = practice.documents.fiscali[0]!.filename;
    const cleanup = t.app.get(UnclaimedUploadCleanup);
    expect(await cleanup.sweep(new Date(Date.now() + 59 * 60_000))).not.toContain(orphan!.filename);
    const deleted = await cleanup.sweep(new Date(Date.now() + 3600_000 + 60_000));
    expect(deleted).toContain(orphan!.filename);
    expect(deleted).not.toContain(held);
    expect(await storedFiles()).not.toContain(orphan!.filename);
    expect(await storedFiles()).toContain(held);
  });
});

describe('production safety 6: uploads cannot exhaust memory or disk', () => {
  const t = useTestApp();
  beforeAll(async () => {
    // heldUpload talks raw HTTP to the app's port.
    await new Promise<void>((listening) => t.http.listen(0, '127.0.0.1', listening));
  });

  it('production safety 6: files are streamed to owner-only temporary files under DATA_DIR, none left once answered', async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const held = heldUpload(t, seller.cookie, 'in-corso.pdf');
    await waitFor(async () => (await tempFiles(t)).length === 1);
    const [name] = await tempFiles(t);
    expect((await stat(join(uploadTempFolder(t.config.dataDir), name!))).mode & 0o777).toBe(0o600);
    expect((await stat(uploadTempFolder(t.config.dataDir))).mode & 0o777).toBe(0o700);
    const res = await held.finish();
    expect(res.status).toBe(201);
    expect(await tempFiles(t)).toEqual([]);
    // The stored copy has every byte: it was streamed from the temporary file.
    expect(JSON.parse(res.body)[0].size).toBe(pdfBuffer(HELD_SIZE).length);
  });

  it("production safety 6: a third upload while two of the seller's are in flight answers 429 in Italian and leaves no temporary file", async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const first = heldUpload(t, seller.cookie, 'primo.pdf');
    const second = heldUpload(t, seller.cookie, 'secondo.pdf');
    await waitFor(async () => (await tempFiles(t)).length === 2);
    const third = await seller.agent.post(apiRoutes.upload).field('documentType', 'fiscali').attach('files', pdfBuffer(), 'terzo.pdf');
    expect(third.status).toBe(429);
    expect(third.body.message).toBe('Hai già due caricamenti in corso: attendi che finiscano e riprova.');
    expect(await tempFiles(t)).toHaveLength(2);
    // Another seller is not held back.
    expect(await uploadPracticeFiles((await createSeller(t)).agent, [{ name: 'altro.pdf' }])).toHaveLength(1);
    expect((await first.finish()).status).toBe(201);
    expect((await second.finish()).status).toBe(201);
    expect(await tempFiles(t)).toEqual([]);
    // The slots are free again.
    expect(await uploadPracticeFiles(seller.agent, [{ name: 'dopo.pdf' }])).toHaveLength(1);
  });

  it('production safety 6: an upload the client abandons leaves no temporary file and frees its slot', async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const held = heldUpload(t, seller.cookie, 'abbandonato.pdf');
    await waitFor(async () => (await tempFiles(t)).length === 1);
    held.abort();
    await waitFor(async () => (await tempFiles(t)).length === 0);
    for (let i = 0; i < 2; i++) expect(await uploadPracticeFiles(seller.agent, [{ name: `poi${i}.pdf` }])).toHaveLength(1);
  });

  it('production safety 6: a seller holds at most 100 MB of unclaimed uploads (413 in Italian, nothing stored); claimed files do not count', async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    // 99.9 MB already waiting for a practice, recorded as the upload would.
    await t.database.query(
      `INSERT INTO uploaded_files (filename, original_name, mime_type, size, purpose, uploaded_at, uploaded_by, claimed_by_user)
       VALUES ($1, 'grande.pdf', 'application/pdf', $2, 'practice-document', now(), $3, NULL)`,
      [`${'a'.repeat(24)}${String(seller.id).padStart(8, '0')}.pdf`, MAX_UNCLAIMED_BYTES - 100_000, seller.id],
    );
    const rows = async () => (await t.database.query('SELECT 1 FROM uploaded_files WHERE uploaded_by = $1', [seller.id])).rows.length;
    const res = await seller.agent.post(apiRoutes.upload).field('documentType', 'fiscali').attach('files', pdfBuffer(200_000), 'troppo.pdf');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("Hai troppi file caricati non ancora salvati in una pratica (massimo 100 MB): salva la pratica o riprova tra un'ora.");
    expect(await rows()).toBe(1);
    expect(await tempFiles(t)).toEqual([]);
    // What still fits is taken.
    expect(await uploadPracticeFiles(seller.agent, [{ bytes: pdfBuffer(50_000), name: 'piccolo.pdf' }])).toHaveLength(1);
    // Once a practice holds its files, the room is back.
    await t.database.query('UPDATE uploaded_files SET claimed_by_practice = 1 WHERE uploaded_by = $1', [seller.id]);
    expect(await uploadPracticeFiles(seller.agent, [{ bytes: pdfBuffer(200_000), name: 'ora-si.pdf' }])).toHaveLength(1);
  });

  it('production safety 6: temporary files a stopped process left behind are swept after an hour', async () => {
    const folder = uploadTempFolder(t.config.dataDir);
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'avanzo'), 'x');
    await t.app.get(UnclaimedUploadCleanup).sweep(new Date(Date.now() + 59 * 60_000));
    expect(await tempFiles(t)).toEqual(['avanzo']);
    await t.app.get(UnclaimedUploadCleanup).sweep(new Date(Date.now() + 3600_000 + 60_000));
    expect(await tempFiles(t)).toEqual([]);
  });
});

describe('practice uploads are rate-limited per seller (issue 10 point 6)', () => {
  const t = useTestApp({ rateLimits: { userUpload: defaultRateLimits.userUpload } });

  it(`the upload after the ${defaultRateLimits.userUpload.points}th of one seller within 10 minutes answers 429; another seller still uploads`, async () => {
    const seller = await createSeller(t);
    for (let i = 0; i < defaultRateLimits.userUpload.points; i++) await uploadPracticeFiles(seller.agent, [{ name: `f${i}.pdf` }]);
    const res = await seller.agent.post(apiRoutes.upload).field('documentType', 'fiscali').attach('files', pdfBuffer(), 'troppi.pdf');
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Troppi caricamenti. Riprova più tardi.');
    const other = await createSeller(t);
    expect(await uploadPracticeFiles(other.agent, [{ name: 'ok.pdf' }])).toHaveLength(1);
  });
});
