import { apiRoutes, type AuditEntry } from '@pratiche/contracts';
import AdmZip from 'adm-zip';
import { signInAsAdmin } from '../../../testing/accounts';
import { jpegBuffer, pdfBuffer, pngBuffer } from '../../../testing/documents';
import { createFastUser } from '../../../testing/marketplace';
import { createSeller, practiceBody, practiceEvents, reviewPractice, submitPractice, uploadPracticeFiles } from '../../../testing/practices';
import { useTestApp, type TestApp } from '../../../testing/test-app';

type Agent = ReturnType<TestApp['agent']>;
const binary = (agent: Agent, path: string) => agent.get(path).responseType('blob');

describe('practice document downloads (issue 23, production safety)', () => {
  const t = useTestApp();

  it('production safety 4: 20 parallel downloads and 10 parallel zips all answer 200, and a purchase sent among them succeeds', async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { societari: ['statuto.pdf'], fiscali: ['bilancio.pdf'] });
    await reviewPractice(t, practice.id, 'approved');
    const [reader, latecomer] = [await createFastUser(t, { credits: 10 }), await createFastUser(t, { credits: 10 })];
    await reader.agent.post(apiRoutes.marketplaceView(practice.id)).send({ accessType: 'base' }).expect(200);
    const filename = practice.documents.fiscali[0]!.filename;

    const downloads = Array.from({ length: 20 }, () => binary(reader.agent, apiRoutes.document(filename)));
    const zips = Array.from({ length: 10 }, () => binary(reader.agent, apiRoutes.practiceDownloadAll(practice.id)));
    const purchase = latecomer.agent.post(apiRoutes.marketplaceView(practice.id)).send({ accessType: 'base' });
    const [purchased, ...answers] = await Promise.all([purchase, ...downloads.slice(0, 10), ...zips, ...downloads.slice(10)]);

    expect(answers.map((res) => res.status)).toEqual(Array(30).fill(200));
    expect(purchased.status).toBe(200);
    expect(purchased.body.walletBalance).toBe(0);
    // The accesses live in streams of their own: the practice's stream holds only its decisions.
    expect((await practiceEvents(t, practice.id)).map((e) => e.type)).not.toContain('PracticeDocumentsAccessed');
    // ...and the admin's history of the practice still lists every one of them.
    const history = (await (await signInAsAdmin(t)).get(apiRoutes.adminHistory('practice', practice.id)).expect(200)).body as AuditEntry[];
    const accesses = history.filter((e) => e.type === 'PracticeDocumentsAccessed');
    expect(accesses).toHaveLength(30);
    expect(accesses.filter((e) => e.data.what === 'zip')).toHaveLength(10);
    expect(accesses.every((e) => e.actor.id === reader.id)).toBe(true);
  });

  it('production safety 9: a download and the zip entries carry the detected extension, without control or bidi characters', async () => {
    const seller = await createSeller(t);
    const [spoofed, picture] = await uploadPracticeFiles(seller.agent, [
      { bytes: pdfBuffer(), name: 'fattura\u202Efdp.exe' },
      { bytes: pngBuffer(), name: '\u2066foto\u2069.pdf' },
    ]);
    const [photo] = await uploadPracticeFiles(seller.agent, [{ bytes: jpegBuffer(), name: 'scan\u200F.jpeg' }], 'fiscali');
    const practice = (
      await seller.agent
        .post(apiRoutes.practices)
        .send(practiceBody({ documents: { societari: [spoofed!, picture!], fiscali: [photo!] } }))
        .expect(201)
    ).body;
    expect(practice.documents.societari[0].originalName).toBe('fattura\u202Efdp.exe');

    const single = await binary(seller.agent, apiRoutes.document(spoofed!.filename));
    expect(single.status).toBe(200);
    expect(single.headers['content-disposition']).toBe('attachment; filename="fatturafdp.pdf"');
    const png = await binary(seller.agent, apiRoutes.document(picture!.filename));
    expect(png.headers['content-disposition']).toBe('attachment; filename="foto.png"');

    const zip = await binary(seller.agent, apiRoutes.practiceDownloadAll(practice.id));
    expect(zip.status).toBe(200);
    const names = new AdmZip(zip.body as Buffer).getEntries().map((e) => e.entryName);
    expect(names).toEqual(['societari/fatturafdp.pdf', 'societari/foto.png', 'fiscali/scan.jpg']);
  });
});

describe('practice document downloads are rate-limited per user (production safety 4)', () => {
  const t = useTestApp({ rateLimits: { userDownload: { points: 3, durationSeconds: 60 } } });

  it('production safety 4: past the per-user download limit a user gets 429 in Italian; the owner still downloads', async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { societari: ['statuto.pdf'] });
    await reviewPractice(t, practice.id, 'approved');
    const reader = await createFastUser(t, { credits: 10 });
    await reader.agent.post(apiRoutes.marketplaceView(practice.id)).send({ accessType: 'base' }).expect(200);
    const filename = practice.documents.societari[0]!.filename;
    for (let i = 0; i < 2; i++) await reader.agent.get(apiRoutes.document(filename)).expect(200);
    await reader.agent.get(apiRoutes.practiceDownloadAll(practice.id)).expect(200);
    const refused = await reader.agent.get(apiRoutes.practiceDownloadAll(practice.id));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Troppi download in poco tempo. Riprova tra un minuto.');
    expect((await reader.agent.get(apiRoutes.document(filename))).status).toBe(429);
    await seller.agent.get(apiRoutes.document(filename)).expect(200);
  });
});
