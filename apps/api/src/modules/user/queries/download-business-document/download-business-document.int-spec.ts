import { apiRoutes } from '@pratiche/contracts';
import { registerUser, signInAsAdmin, uniqueRegistration, uploadVisura } from '../../../../testing/accounts';
import { docxBuffer, pdfBuffer } from '../../../../testing/documents';
import { useTestApp } from '../../../../testing/test-app';

describe('GET /api/user/business-document (spec 2 /profile "Visura Camerale" download)', () => {
  const t = useTestApp();

  it('streams the bytes of the own visura with its type and original name', async () => {
    const bytes = pdfBuffer(2048);
    const agent = t.agent();
    const visura = await uploadVisura(t, agent, bytes, 'Visura Rossi 2025.pdf');
    const registered = await agent
      .post(apiRoutes.register)
      .send(uniqueRegistration({ businessDocument: { originalName: visura.originalName, filename: visura.filename } }));
    expect(registered.status).toBe(201);
    const res = await agent.get(apiRoutes.businessDocument).responseType('blob');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Visura Rossi 2025.pdf"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(res.body as Buffer, bytes)).toBe(0);
  });

  it('a name outside Latin-1 is sent in the RFC 5987 form too', async () => {
    const agent = t.agent();
    const visura = await uploadVisura(t, agent, docxBuffer(), 'visura €uro.docx');
    await agent.post(apiRoutes.register).send(uniqueRegistration({ businessDocument: { originalName: visura.originalName, filename: visura.filename } }));
    const res = await agent.get(apiRoutes.businessDocument).responseType('blob');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''visura%20%E2%82%ACuro.docx");
  });

  it("a visura is named with the extension of its detected type: 'visura.pdf.bat' holding a PDF downloads as 'visura.pdf'", async () => {
    const agent = t.agent();
    const visura = await uploadVisura(t, agent, pdfBuffer(), 'visura.pdf.bat');
    await agent.post(apiRoutes.register).send(uniqueRegistration({ businessDocument: { originalName: visura.originalName, filename: visura.filename } }));
    const res = await agent.get(apiRoutes.businessDocument).responseType('blob');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="visura.pdf"');
  });

  it("another user gets his own visura, never someone else's", async () => {
    const first = await registerUser(t);
    const second = await registerUser(t);
    const res = await second.agent.get(apiRoutes.businessDocument).responseType('blob');
    expect(res.status).toBe(200);
    expect(second.user.businessDocument!.filename).not.toBe(first.user.businessDocument!.filename);
    const { rows } = await t.database.query<{ claimed_by_user: number }>('SELECT claimed_by_user FROM uploaded_files WHERE filename = $1', [
      first.user.businessDocument!.filename,
    ]);
    expect(rows[0]!.claimed_by_user).toBe(first.user.id);
  });

  it("without a visura (the admin): 404 'Nessuna visura caricata'", async () => {
    const admin = await signInAsAdmin(t);
    const res = await admin.get(apiRoutes.businessDocument);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Nessuna visura caricata', message: 'Nessuna visura caricata', requestId: expect.any(String) });
  });

  it('signed out: 401', async () => {
    expect((await t.request().get(apiRoutes.businessDocument)).status).toBe(401);
  });
});
