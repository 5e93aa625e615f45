import { apiRoutes } from '@pratiche/contracts';
import { signInAsAdmin } from '../../../../testing/accounts';
import { jpegBuffer, pdfBuffer } from '../../../../testing/documents';
import { createSeller, practiceBody, submitPractice, uploadPracticeFiles } from '../../../../testing/practices';
import { useTestApp } from '../../../../testing/test-app';

describe('GET /api/documents/:filename (spec 7 "Practices", spec 6 document downloads)', () => {
  const t = useTestApp();

  it('the owner and an admin get the bytes, with the sniffed type and the original name', async () => {
    const seller = await createSeller(t);
    const bytes = pdfBuffer(4096);
    const [file] = await uploadPracticeFiles(seller.agent, [{ bytes, name: 'Bilancio 2024.pdf' }], 'fiscali');
    const practice = (await seller.agent.post(apiRoutes.practices).send(practiceBody({ documents: { societari: [], fiscali: [file!] } }))).body;
    expect(practice.documents.fiscali).toHaveLength(1);
    for (const agent of [seller.agent, await signInAsAdmin(t)]) {
      const res = await agent.get(apiRoutes.document(file!.filename)).responseType('blob');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('attachment; filename="Bilancio 2024.pdf"');
      expect(Buffer.compare(res.body as Buffer, bytes)).toBe(0);
    }
  });

  it('a JPEG is served as image/jpeg', async () => {
    const seller = await createSeller(t);
    const [file] = await uploadPracticeFiles(seller.agent, [{ bytes: jpegBuffer(), name: 'foto.jpg' }]);
    await seller.agent
      .post(apiRoutes.practices)
      .send(practiceBody({ documents: { societari: [file!], fiscali: [] } }))
      .expect(201);
    expect((await seller.agent.get(apiRoutes.document(file!.filename))).headers['content-type']).toBe('image/jpeg');
  });

  it('another seller: 403', async () => {
    const [owner, other] = [await createSeller(t), await createSeller(t)];
    const practice = await submitPractice(owner.agent, { societari: ['riservato.pdf'] });
    expect((await other.agent.get(apiRoutes.document(practice.documents.societari[0]!.filename))).status).toBe(403);
  });

  it('an upload no practice holds yet is not served: 404', async () => {
    const seller = await createSeller(t);
    const [file] = await uploadPracticeFiles(seller.agent, [{ name: 'bozza.pdf' }]);
    expect((await seller.agent.get(apiRoutes.document(file!.filename))).status).toBe(404);
  });

  it.each([
    ['../ in the name', '../../../../etc/passwd'],
    ['an encoded ../', '..%2F..%2Fpackage.json'],
    ['a stored-looking name with a folder', 'x/0123456789abcdef0123456789abcdef.pdf'],
    ['a visura (another purpose)', null],
  ])("%s: 404 'Documento non trovato'", async (_case, name) => {
    const seller = await createSeller(t);
    const filename = name ?? seller.user.businessDocument!.filename;
    const res = await seller.agent.get(`/api/documents/${encodeURIComponent(filename)}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Documento non trovato');
  });
});
