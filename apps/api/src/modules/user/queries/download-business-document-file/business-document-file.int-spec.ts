import { apiRoutes } from '@pratiche/contracts';
import { createActiveUser, readEvents, registerUser, signInAsAdmin } from '../../../../testing/accounts';
import { pdfBuffer } from '../../../../testing/documents';
import { useTestApp } from '../../../../testing/test-app';

const FIRST_ADMIN_ID = 1;

describe('visura by stored name: GET and DELETE /api/business-documents/{filename} (spec 7 Admin)', () => {
  const t = useTestApp();
  let admin: Awaited<ReturnType<typeof signInAsAdmin>>;
  beforeAll(async () => {
    admin = await signInAsAdmin(t);
  });

  describe('GET', () => {
    it("an admin opens any account's visura, with the uploader's name", async () => {
      const { user } = await registerUser(t);
      const res = await admin.get(apiRoutes.businessDocumentFile(user.businessDocument!.filename));
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain('visura.pdf');
      expect(Buffer.compare(res.body as Buffer, pdfBuffer())).toBe(0);
    });

    it('the owner opens their own visura', async () => {
      const { agent, user } = await registerUser(t);
      expect((await agent.get(apiRoutes.businessDocumentFile(user.businessDocument!.filename))).status).toBe(200);
    });

    it("another user: 403 'Accesso negato'; anonymous: 401", async () => {
      const { user } = await registerUser(t);
      const other = await createActiveUser(t);
      const res = await other.agent.get(apiRoutes.businessDocumentFile(user.businessDocument!.filename));
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Accesso negato');
      expect((await t.request().get(apiRoutes.businessDocumentFile(user.businessDocument!.filename))).status).toBe(401);
    });

    it("a name that is nobody's visura (unknown, path-like, a practice document's shape): 404 'Documento non trovato'", async () => {
      for (const name of ['0'.repeat(32) + '.pdf', '..%2F..%2Fetc%2Fpasswd', 'visura.pdf']) {
        const res = await admin.get(`/api/business-documents/${name}`);
        expect(res.status).toBe(404);
      }
      expect((await admin.get(apiRoutes.businessDocumentFile('0'.repeat(32) + '.pdf'))).body.message).toBe('Documento non trovato');
    });
  });

  describe('DELETE', () => {
    it("an admin removes the visura: 'Visura eliminata', BusinessDocumentRemoved by the admin, the file and the row are gone", async () => {
      const { agent, user } = await registerUser(t);
      const filename = user.businessDocument!.filename;
      const res = await admin.delete(apiRoutes.businessDocumentFile(filename));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Visura eliminata' });
      expect((await readEvents(t, `user-${user.id}`)).at(-1)).toMatchObject({ type: 'BusinessDocumentRemoved', data: { filename, by: FIRST_ADMIN_ID } });
      expect((await agent.get(apiRoutes.user)).body.businessDocument).toBeNull();
      expect((await t.database.query('SELECT 1 FROM uploaded_files WHERE filename = $1', [filename])).rows).toHaveLength(0);
      // Spec 7: the client treats the 404 of a second delete as success.
      expect((await admin.delete(apiRoutes.businessDocumentFile(filename))).status).toBe(404);
    });

    it('a non-admin, even the owner: 403; anonymous: 401; the visura stays', async () => {
      const { agent, user } = await registerUser(t);
      const filename = user.businessDocument!.filename;
      expect((await agent.delete(apiRoutes.businessDocumentFile(filename))).status).toBe(403);
      expect((await t.request().delete(apiRoutes.businessDocumentFile(filename))).status).toBe(401);
      expect((await admin.get(apiRoutes.businessDocumentFile(filename))).status).toBe(200);
    });
  });

  describe('POST /api/upload-business-document with userId', () => {
    it("an admin's upload replaces the account's visura", async () => {
      const { user } = await registerUser(t);
      const res = await admin.post(apiRoutes.uploadBusinessDocument).field('userId', String(user.id)).attach('file', pdfBuffer(), 'nuova.pdf');
      expect(res.status).toBe(201);
      expect((await admin.get(apiRoutes.businessDocumentFile(res.body.filename))).status).toBe(200);
      expect((await admin.get(apiRoutes.businessDocumentFile(user.businessDocument!.filename))).status).toBe(404);
    });

    it('a non-admin naming a userId: 403', async () => {
      const { agent, user } = await createActiveUser(t);
      expect((await agent.post(apiRoutes.uploadBusinessDocument).field('userId', String(user.id)).attach('file', pdfBuffer(), 'v.pdf')).status).toBe(403);
    });
  });
});
