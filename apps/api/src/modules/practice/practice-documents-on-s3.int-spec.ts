import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { apiRoutes } from '@pratiche/contracts';
import AdmZip from 'adm-zip';
import { UnclaimedUploadCleanup } from '../../infrastructure/uploads/unclaimed-upload-cleanup';
import { UploadStorage } from '../../infrastructure/uploads/upload-storage';
import { signInAsAdmin } from '../../testing/accounts';
import { jpegBuffer, pdfBuffer } from '../../testing/documents';
import { createSeller, practiceBody, uploadPracticeFiles } from '../../testing/practices';
import { startS3Server, type TestS3Server } from '../../testing/s3-server';
import { useTestApp } from '../../testing/test-app';

describe('practice documents on S3-compatible storage (issue 11: S3_BUCKET set, s3rver on 127.0.0.1)', () => {
  let s3: TestS3Server;
  const t = useTestApp(async () => {
    s3 = await startS3Server();
    return { config: { s3: s3.config() } };
  });
  afterAll(() => s3.close());

  it('upload, single download and zip go through the bucket, byte for byte; nothing lands under DATA_DIR', async () => {
    const seller = await createSeller(t);
    const files = [
      { bytes: pdfBuffer(200_000), name: 'statuto.pdf' },
      { bytes: jpegBuffer(), name: 'atto.jpg' },
    ];
    const [statuto, atto] = await uploadPracticeFiles(seller.agent, files);
    const [bilancio] = await uploadPracticeFiles(seller.agent, [{ bytes: pdfBuffer(3000), name: 'bilancio.pdf' }], 'fiscali');
    const practice = (await seller.agent.post(apiRoutes.practices).send(practiceBody({ documents: { societari: [statuto!, atto!], fiscali: [bilancio!] } })))
      .body;
    expect(await t.app.get(UploadStorage).list('practice-document')).toEqual(expect.arrayContaining([statuto!.filename, atto!.filename, bilancio!.filename]));

    const admin = await signInAsAdmin(t);
    const single = await admin.get(apiRoutes.document(statuto!.filename)).responseType('blob');
    expect(single.status).toBe(200);
    expect(Buffer.compare(single.body as Buffer, files[0]!.bytes)).toBe(0);

    const zip = await admin.get(apiRoutes.practiceDownloadAll(practice.id)).responseType('blob');
    expect(zip.status).toBe(200);
    const entries = new AdmZip(zip.body as Buffer).getEntries().map((e) => [e.entryName, e.getData()] as const);
    expect(entries).toEqual([
      ['societari/statuto.pdf', files[0]!.bytes],
      ['societari/atto.jpg', files[1]!.bytes],
      ['fiscali/bilancio.pdf', pdfBuffer(3000)],
    ]);
    await expect(stat(join(t.config.dataDir, 'uploads'))).rejects.toThrow('ENOENT');
  });

  it('the visura of a registration is an object too, and downloads back', async () => {
    const seller = await createSeller(t);
    const res = await seller.agent.get(apiRoutes.businessDocument).responseType('blob');
    expect(res.status).toBe(200);
    expect(Buffer.compare(res.body as Buffer, pdfBuffer())).toBe(0);
    expect((await t.app.get(UploadStorage).list('business-document')).length).toBeGreaterThan(0);
  });

  it('an upload no practice claims within an hour is deleted from the bucket by the sweep', async () => {
    const seller = await createSeller(t);
    const [orphan] = await uploadPracticeFiles(seller.agent, [{ name: 'dimenticato.pdf' }]);
    expect(await t.app.get(UnclaimedUploadCleanup).sweep(new Date(Date.now() + 3600_000 + 60_000))).toContain(orphan!.filename);
    expect(await t.app.get(UploadStorage).list('practice-document')).not.toContain(orphan!.filename);
    expect(await seller.agent.get(apiRoutes.document(orphan!.filename)).then((r) => r.status)).toBe(404);
  });
});
