import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { apiRoutes, practiceApiMessages, type AuditEntry, type UserResponse } from '@pratiche/contracts';
import AdmZip from 'adm-zip';
import { UploadStorage } from '../../../infrastructure/uploads/upload-storage';
import { uploadTempFolder } from '../../../infrastructure/uploads/upload-temp-files';
import { signInAsAdmin } from '../../../testing/accounts';
import { pngBuffer } from '../../../testing/documents';
import { createFastUser, type FastUser } from '../../../testing/marketplace';
import { multiPagePdf, pdfMetadata, pdfPageTexts } from '../../../testing/pdfs';
import { createSeller, practiceBody, reviewPractice, uploadPracticeFiles } from '../../../testing/practices';
import { useTestApp, type TestApp } from '../../../testing/test-app';
import { PracticeAccessLog } from '../practice-access-log';
import { downloadFooter } from './download-footer';

type Agent = ReturnType<TestApp['agent']>;
const binary = (agent: Agent, path: string) => agent.get(path).responseType('blob');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const unzip = (body: Buffer) => new Map(new AdmZip(body).getEntries().map((e) => [e.entryName, e.getData()] as const));

/** A file that starts like a PDF but has no page tree: uploads accept it, pdf-lib cannot rewrite it. */
const brokenPdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

describe('watermarked downloads (issue 30)', () => {
  // One instant for the whole file: the footer names the minute of the download.
  const now = new Date();
  const t = useTestApp({ clock: () => now });

  /** An approved practice holding a 3-page PDF and a PNG, and a buyer who bought access to it. */
  const boughtPractice = async (buyerOptions: { companyName?: string } = {}, extra: { bytes: Buffer; name: string }[] = []) => {
    const seller = await createSeller(t);
    const pdf = await multiPagePdf(3);
    const png = pngBuffer();
    const [statuto, planimetria, ...others] = await uploadPracticeFiles(seller.agent, [
      { bytes: pdf, name: 'statuto.pdf' },
      { bytes: png, name: 'planimetria.png' },
      ...extra,
    ]);
    const practice = (
      await seller.agent
        .post(apiRoutes.practices)
        .send(practiceBody({ documents: { societari: [statuto!, planimetria!, ...others], fiscali: [] } }))
        .expect(201)
    ).body;
    await reviewPractice(t, practice.id, 'approved');
    const buyer = await createFastUser(t, { credits: 10, ...buyerOptions });
    await buyer.agent.post(apiRoutes.marketplaceView(practice.id)).send({ accessType: 'base' }).expect(200);
    const companyName = ((await buyer.agent.get(apiRoutes.user).expect(200)).body as UserResponse).companyName;
    const footer = downloadFooter(companyName, now, practice.id);
    return { seller, buyer, practiceId: practice.id as number, footer, pdf, png, files: { statuto: statuto!, planimetria: planimetria!, others } };
  };

  const stored = async (filename: string) => buffer((await t.app.get(UploadStorage).open('practice-document', filename))!);
  const accesses = async (practiceId: number, buyer: FastUser) => {
    const history = (await (await signInAsAdmin(t)).get(apiRoutes.adminHistory('practice', practiceId)).expect(200)).body as AuditEntry[];
    return history.filter((e) => e.type === 'PracticeDocumentsAccessed' && e.actor.id === buyer.id);
  };
  type Logged = { filename: string; sha256?: string; watermarked?: boolean };

  it("a buyer's PDF carries 'Scaricato da {azienda} il {data e ora} - pratica n. {id}' on every page and in its metadata; the log holds the SHA-256 received; the stored file is unchanged", async () => {
    const { seller, buyer, practiceId, footer, pdf, files } = await boughtPractice();
    expect(footer).toMatch(/^Scaricato da .+ il \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} - pratica n\. \d+$/);

    const res = await binary(buyer.agent, apiRoutes.document(files.statuto.filename)).expect(200);
    const received = res.body as Buffer;
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="statuto.pdf"');
    expect(Number(res.headers['content-length'])).toBe(received.length);
    const pages = await pdfPageTexts(received);
    expect(pages).toHaveLength(3);
    pages.forEach((page, i) => expect(page).toContain(`Pagina ${i + 1} ${footer}`));
    expect(await pdfMetadata(received)).toEqual({ subject: footer, keywords: footer, pages: 3 });

    const [access] = await accesses(practiceId, buyer);
    expect(access!.data.documents).toEqual([{ originalName: 'statuto.pdf', filename: files.statuto.filename, sha256: sha256(received), watermarked: true }]);
    expect(access!.description).toContain(`statuto.pdf (con filigrana, SHA-256 ${sha256(received)})`);

    expect(Buffer.compare(await stored(files.statuto.filename), pdf)).toBe(0);
    // The owner and admins get the stored bytes, hash logged all the same.
    for (const agent of [seller.agent, await signInAsAdmin(t)]) {
      expect(Buffer.compare((await binary(agent, apiRoutes.document(files.statuto.filename)).expect(200)).body as Buffer, pdf)).toBe(0);
    }
    const history = (await (await signInAsAdmin(t)).get(apiRoutes.adminHistory('practice', practiceId)).expect(200)).body as AuditEntry[];
    const unmarked = history.filter((e) => e.type === 'PracticeDocumentsAccessed' && e.actor.id !== buyer.id);
    expect(unmarked.map((e) => (e.data.documents as Logged[])[0])).toEqual([
      expect.objectContaining({ sha256: sha256(pdf), watermarked: false }),
      expect.objectContaining({ sha256: sha256(pdf), watermarked: false }),
    ]);
  });

  it('a PNG is served to a buyer byte for byte, its SHA-256 logged', async () => {
    const { buyer, practiceId, png, files } = await boughtPractice();
    const res = await binary(buyer.agent, apiRoutes.document(files.planimetria.filename)).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(res.body as Buffer, png)).toBe(0);
    const [access] = await accesses(practiceId, buyer);
    expect(access!.data.documents).toEqual([expect.objectContaining({ filename: files.planimetria.filename, sha256: sha256(png), watermarked: false })]);
  });

  it('the zip and the due-diligence pack hold the watermarked PDF and the PNG as stored, and the log holds the hash of each entry', async () => {
    const { buyer, practiceId, footer, png, files } = await boughtPractice();
    const zip = unzip((await binary(buyer.agent, apiRoutes.practiceDownloadAll(practiceId)).expect(200)).body as Buffer);
    const pack = unzip((await binary(buyer.agent, apiRoutes.practiceDueDiligencePack(practiceId)).expect(200)).body as Buffer);
    const zipped = { pdf: zip.get('societari/statuto.pdf')!, png: zip.get('societari/planimetria.png')! };
    const packed = { pdf: pack.get('societari/altro/statuto.pdf')!, png: pack.get('societari/altro/planimetria.png')! };
    for (const { pdf, png: picture } of [zipped, packed]) {
      expect((await pdfPageTexts(pdf)).every((page) => page.includes(footer))).toBe(true);
      expect(Buffer.compare(picture, png)).toBe(0);
    }
    const index = JSON.parse(pack.get('indice.json')!.toString('utf8')) as { documents: { storedAs: string; sha256: string }[] };
    expect(index.documents.find((d) => d.storedAs === files.statuto.filename)!.sha256).toBe(sha256(packed.pdf));

    const logged = await accesses(practiceId, buyer);
    const hashes = (what: string) =>
      Object.fromEntries((logged.find((e) => e.data.what === what)!.data.documents as Logged[]).map((d) => [d.filename, [d.sha256, d.watermarked]]));
    expect(hashes('zip')).toEqual({ [files.statuto.filename]: [sha256(zipped.pdf), true], [files.planimetria.filename]: [sha256(png), false] });
    expect(hashes('pack')).toEqual({ [files.statuto.filename]: [sha256(packed.pdf), true], [files.planimetria.filename]: [sha256(png), false] });
    // The temporary watermarked copies are gone once the zips are sent.
    expect(await readdir(uploadTempFolder(t.config.dataDir)).catch(() => [])).toEqual([]);
  });

  it('a company name outside WinAnsi still downloads: drawn with replacements, whole in the metadata', async () => {
    const { buyer, footer, files } = await boughtPractice({ companyName: 'Łódź Trading 株式会社' });
    const received = (await binary(buyer.agent, apiRoutes.document(files.statuto.filename)).expect(200)).body as Buffer;
    expect((await pdfPageTexts(received))[0]).toContain(footer.replace('Łódź Trading 株式会社', 'Lódz Trading ????'));
    expect((await pdfMetadata(received)).subject).toBe(footer);
  });

  it("a buyer's PDF that cannot be watermarked is never sent unmarked: 422 in Italian and nothing logged; the zip leaves it out; the owner gets it", async () => {
    const { seller, buyer, practiceId, files } = await boughtPractice({}, [{ bytes: brokenPdf, name: 'danneggiato.pdf' }]);
    const broken = files.others[0]!;
    const refused = await buyer.agent.get(apiRoutes.document(broken.filename));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(practiceApiMessages.documentNotWatermarkable);
    expect(refused.headers['content-disposition']).toBeUndefined();
    expect(await accesses(practiceId, buyer)).toEqual([]);

    const zip = unzip((await binary(buyer.agent, apiRoutes.practiceDownloadAll(practiceId)).expect(200)).body as Buffer);
    expect([...zip.keys()]).toEqual(['societari/statuto.pdf', 'societari/planimetria.png']);
    const [access] = await accesses(practiceId, buyer);
    expect((access!.data.documents as Logged[]).map((d) => d.filename)).toEqual([files.statuto.filename, files.planimetria.filename]);
    expect(Buffer.compare((await binary(seller.agent, apiRoutes.document(broken.filename)).expect(200)).body as Buffer, brokenPdf)).toBe(0);
  });

  it('a failed append of the access sends nothing and leaves no temporary copy', async () => {
    const { buyer, practiceId, files } = await boughtPractice();
    const log = t.app.get(PracticeAccessLog);
    const failing = jest.spyOn(log, 'record').mockRejectedValue(new Error('event store down'));
    try {
      for (const path of [
        apiRoutes.document(files.statuto.filename),
        apiRoutes.practiceDownloadAll(practiceId),
        apiRoutes.practiceDueDiligencePack(practiceId),
      ]) {
        const res = await buyer.agent.get(path);
        expect(res.status).toBe(500);
        expect(res.headers['content-disposition']).toBeUndefined();
        expect(res.headers['content-type']).toMatch(/^application\/json/);
      }
    } finally {
      failing.mockRestore();
    }
    expect(await readdir(uploadTempFolder(t.config.dataDir)).catch(() => [])).toEqual([]);
  });
});
