import { apiRoutes } from '@pratiche/contracts';
import AdmZip from 'adm-zip';
import { signInAsAdmin } from '../../../../testing/accounts';
import { jpegBuffer, pdfBuffer } from '../../../../testing/documents';
import { createSeller, practiceBody, submitPractice, uploadPracticeFiles } from '../../../../testing/practices';
import { useTestApp, type TestApp } from '../../../../testing/test-app';

describe('GET /api/practices/:id/download-all (spec 7: zip named pratica-{id}-documenti.zip)', () => {
  const t = useTestApp();

  const binary = (agent: ReturnType<TestApp['agent']>, path: string) => agent.get(path).responseType('blob');

  it('holds exactly the documents, one folder per category, under their original names and bytes', async () => {
    const seller = await createSeller(t);
    const [statuto, atto] = await uploadPracticeFiles(seller.agent, [
      { bytes: pdfBuffer(1000), name: 'statuto.pdf' },
      { bytes: jpegBuffer(), name: 'atto.jpg' },
    ]);
    const [bilancio] = await uploadPracticeFiles(seller.agent, [{ bytes: pdfBuffer(3000), name: 'bilancio 2024.pdf' }], 'fiscali');
    const practice = (await seller.agent.post(apiRoutes.practices).send(practiceBody({ documents: { societari: [statuto!, atto!], fiscali: [bilancio!] } })))
      .body;
    for (const agent of [seller.agent, await signInAsAdmin(t)]) {
      const res = await binary(agent, apiRoutes.practiceDownloadAll(practice.id));
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="pratica-${practice.id}-documenti.zip"`);
      const entries = new AdmZip(res.body as Buffer).getEntries().map((e) => [e.entryName, e.getData()] as const);
      expect(entries.map(([name]) => name)).toEqual(['societari/statuto.pdf', 'societari/atto.jpg', 'fiscali/bilancio 2024.pdf']);
      expect(entries.map(([, data]) => data)).toEqual([pdfBuffer(1000), jpegBuffer(), pdfBuffer(3000)]);
    }
  });

  it('a practice without documents gives an empty zip', async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent);
    const res = await binary(seller.agent, apiRoutes.practiceDownloadAll(practice.id));
    expect(res.status).toBe(200);
    expect(new AdmZip(res.body as Buffer).getEntries()).toEqual([]);
  });

  it("another seller: 403; an unknown practice: 404 'Pratica non trovata.'", async () => {
    const [owner, other] = [await createSeller(t), await createSeller(t)];
    const practice = await submitPractice(owner.agent, { societari: ['a.pdf'] });
    expect((await other.agent.get(apiRoutes.practiceDownloadAll(practice.id))).status).toBe(403);
    const missing = await other.agent.get(apiRoutes.practiceDownloadAll(999_999));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Pratica non trovata.');
  });
});
