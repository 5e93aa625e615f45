import { apiRoutes } from '@pratiche/contracts';
import { UploadStorage } from '../../../../infrastructure/uploads/upload-storage';
import { signInAsAdmin } from '../../../../testing/accounts';
import { createSeller, practiceEvents, reviewPractice, submitPractice } from '../../../../testing/practices';
import { useTestApp } from '../../../../testing/test-app';

describe('DELETE /api/practices/:id/documents/:filename (admin, spec 2 /admin document accordions)', () => {
  const t = useTestApp();

  it("an admin deletes one document of an approved practice: 'Documento eliminato', the file leaves storage", async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { societari: ['a.pdf', 'b.pdf'] });
    await reviewPractice(t, practice.id, 'approved');
    const [gone, kept] = practice.documents.societari;
    const admin = await signInAsAdmin(t);
    const res = await admin.delete(apiRoutes.practiceDocument(practice.id, gone!.filename));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Documento eliminato' });
    expect((await admin.get(apiRoutes.practice(practice.id))).body.documents).toEqual({ societari: [kept], fiscali: [] });
    expect((await practiceEvents(t, practice.id)).at(-1)).toMatchObject({
      type: 'PracticeDocumentDeleted',
      data: { category: 'societari', document: { originalName: gone!.originalName, filename: gone!.filename } },
    });
    expect(await t.app.get(UploadStorage).list('practice-document')).not.toContain(gone!.filename);
  });

  it.each([
    ['an unknown stored name', '0123456789abcdef0123456789abcdef.pdf'],
    ['a path climbing out of the folder', '../../../etc/passwd'],
    ['an encoded path', '..%2F..%2Fapp.migrations.ts'],
  ])("%s: 404 'Documento non trovato'", async (_case, filename) => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { societari: ['a.pdf'] });
    const admin = await signInAsAdmin(t);
    const res = await admin.delete(`/api/practices/${practice.id}/documents/${encodeURIComponent(filename)}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Documento non trovato');
    expect(await practiceEvents(t, practice.id)).toHaveLength(1);
  });

  it('the owner (not an admin): 403, the document stays', async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { societari: ['a.pdf'] });
    const res = await seller.agent.delete(apiRoutes.practiceDocument(practice.id, practice.documents.societari[0]!.filename));
    expect(res.status).toBe(403);
    expect((await seller.agent.get(apiRoutes.practice(practice.id))).body.documents.societari).toHaveLength(1);
  });
});
