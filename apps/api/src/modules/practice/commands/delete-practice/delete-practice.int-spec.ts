import { apiRoutes } from '@pratiche/contracts';
import { UploadStorage } from '../../../../infrastructure/uploads/upload-storage';
import { signInAsAdmin } from '../../../../testing/accounts';
import { createSeller, practiceEvents, submitPractice } from '../../../../testing/practices';
import { useTestApp } from '../../../../testing/test-app';

describe('DELETE /api/admin/practices/:id (spec 2 /admin practices tab)', () => {
  const t = useTestApp();

  it("an admin deletes a practice: 'Pratica eliminata', PracticeDeleted in the log, its files gone, and it answers 404 from then on", async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { societari: ['statuto.pdf'] });
    const admin = await signInAsAdmin(t);
    const res = await admin.delete(apiRoutes.adminPractice(practice.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Pratica eliminata' });
    expect((await practiceEvents(t, practice.id)).at(-1)).toMatchObject({ type: 'PracticeDeleted', data: { by: 1 } });
    const stored = await t.app.get(UploadStorage).list('practice-document');
    expect(stored).not.toContain(practice.documents.societari[0]!.filename);
    for (const agent of [seller.agent, admin]) {
      const again = await agent.get(apiRoutes.practice(practice.id));
      expect(again.status).toBe(404);
      expect(again.body.message).toBe('Pratica non trovata.');
    }
    expect((await seller.agent.get(apiRoutes.practices)).body.map((p: { id: number }) => p.id)).not.toContain(practice.id);
    expect((await admin.delete(apiRoutes.adminPractice(practice.id))).status).toBe(404);
    expect((await seller.agent.get(apiRoutes.document(practice.documents.societari[0]!.filename))).status).toBe(404);
  });

  it('a seller cannot delete, not even his own practice: 403', async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent);
    expect((await seller.agent.delete(apiRoutes.adminPractice(practice.id))).status).toBe(403);
  });
});
