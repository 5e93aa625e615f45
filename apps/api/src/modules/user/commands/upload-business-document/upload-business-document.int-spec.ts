import { apiRoutes, businessDocumentLimits } from '@pratiche/contracts';
import { defaultRateLimits } from '../../../../infrastructure/http/rate-limits';
import { UnclaimedUploadCleanup } from '../../../../infrastructure/uploads/unclaimed-upload-cleanup';
import { UploadStorage } from '../../../../infrastructure/uploads/upload-storage';
import { UploadedFiles } from '../../../../infrastructure/uploads/uploaded-files';
import { createActiveUser, readEvents, registerUser, signInAsAdmin, uniqueRegistration, uploadVisura } from '../../../../testing/accounts';
import { docBuffer, docxBuffer, pdfBuffer, pngBuffer } from '../../../../testing/documents';
import { useTestApp } from '../../../../testing/test-app';

describe('POST /api/upload-business-document (spec 5 "Business-document upload widget", spec 9 "Uploads")', () => {
  const t = useTestApp();

  const upload = (bytes: Buffer, name: string) => t.request().post(apiRoutes.uploadBusinessDocument).attach('file', bytes, name);
  const storedFiles = async () => t.app.get(UploadStorage).list('business-document');
  const storedRows = async () => (await t.database.query('SELECT filename FROM uploaded_files')).rows.length;

  const documentShownFor = async (id: number) =>
    (await t.database.query<{ business_document: unknown }>('SELECT business_document FROM users_view WHERE id = $1', [id])).rows[0]!.business_document;
  /** Runs `act` and checks that it stored nothing: no row, no file. */
  const expectNothingStored = async (act: () => Promise<unknown>) => {
    const [rows, files] = [await storedRows(), (await storedFiles()).length];
    await act();
    expect(await storedRows()).toBe(rows);
    expect(await storedFiles()).toHaveLength(files);
  };

  describe('accepted: PDF, DOC and DOCX, recognised by content', () => {
    it.each([
      ['a PDF', pdfBuffer(), 'visura.pdf', 'application/pdf', /\.pdf$/],
      ['a DOC', docBuffer(), 'visura.doc', 'application/msword', /\.doc$/],
      ['a DOCX', docxBuffer(), 'visura.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', /\.docx$/],
    ])('%s is stored under a random name and described in the answer', async (_kind, bytes, name, mimeType, extension) => {
      const res = await upload(bytes, name);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ originalName: name, filename: expect.stringMatching(/^[0-9a-f]{32}\./), size: bytes.length, mimeType });
      expect(res.body.filename).toMatch(extension);
      expect(await storedFiles()).toContain(res.body.filename);
    });

    it('exactly 5 MB is accepted', async () => {
      expect((await upload(pdfBuffer(businessDocumentLimits.maxBytes), 'grande.pdf')).status).toBe(201);
    });

    it('the original name keeps its accents but loses any folder', async () => {
      const res = await upload(pdfBuffer(), 'C:\\Documenti\\visura società.pdf');
      expect(res.body.originalName).toBe('visura società.pdf');
    });
  });

  describe('refused, with nothing stored', () => {
    it("a file of 5 MB + 1 byte: 'Il file supera la dimensione massima di 5MB'", async () => {
      await expectNothingStored(async () => {
        const res = await upload(pdfBuffer(businessDocumentLimits.maxBytes + 1), 'enorme.pdf');
        expect(res.status).toBe(413);
        expect(res.body).toEqual({
          error: 'Il file supera la dimensione massima di 5MB',
          message: 'Il file supera la dimensione massima di 5MB',
          requestId: expect.any(String),
        });
      });
    });

    it.each([
      ['a PNG renamed .pdf', pngBuffer()],
      ['a text file renamed .pdf', Buffer.from('non sono un pdf')],
    ])("%s: 'Formato non consentito: sono accettati PDF, DOC e DOCX'", async (_kind, bytes) => {
      await expectNothingStored(async () => {
        const res = await upload(bytes, 'visura.pdf');
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Formato non consentito: sono accettati PDF, DOC e DOCX');
      });
    });

    it("no file: 'Nessun file caricato'", async () => {
      const res = await t.request().post(apiRoutes.uploadBusinessDocument).field('userId', '');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Nessun file caricato');
    });

    it('two files: only one is allowed', async () => {
      await expectNothingStored(async () => {
        const res = await t.request().post(apiRoutes.uploadBusinessDocument).attach('file', pdfBuffer(), 'a.pdf').attach('file', pdfBuffer(), 'b.pdf');
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('È possibile caricare un solo file');
      });
    });
  });

  describe('the userId field: only an admin may attach a visura to an account', () => {
    it('an admin attaches it: BusinessDocumentAttached, and the account shows the new document', async () => {
      const { agent, user } = await createActiveUser(t);
      const admin = await signInAsAdmin(t);
      const res = await admin.post(apiRoutes.uploadBusinessDocument).field('userId', String(user.id)).attach('file', docxBuffer(), 'nuova.docx');
      expect(res.status).toBe(201);
      const events = await readEvents(t, `user-${user.id}`);
      expect(events.at(-1)).toMatchObject({
        type: 'BusinessDocumentAttached',
        data: { document: { originalName: 'nuova.docx', filename: res.body.filename } },
      });
      expect((await agent.get(apiRoutes.user)).body.businessDocument).toEqual({ originalName: 'nuova.docx', filename: res.body.filename });
    });

    it('replacing a visura deletes the old file and its row once the transaction has committed', async () => {
      const { user } = await registerUser(t);
      const old = user.businessDocument!.filename;
      expect(await storedFiles()).toContain(old);
      const admin = await signInAsAdmin(t);
      const res = await admin.post(apiRoutes.uploadBusinessDocument).field('userId', String(user.id)).attach('file', pdfBuffer(), 'nuova.pdf');
      expect(res.status).toBe(201);
      expect(await storedFiles()).not.toContain(old);
      expect(await storedFiles()).toContain(res.body.filename);
      expect((await t.database.query('SELECT 1 FROM uploaded_files WHERE filename = $1', [old])).rows).toHaveLength(0);
    });

    it('a replacement whose transaction fails keeps the old visura, file and row', async () => {
      const { user } = await registerUser(t);
      const old = user.businessDocument!.filename;
      const files = t.app.get(UploadedFiles);
      const release = files.releaseClaimed.bind(files);
      const failing = jest.spyOn(files, 'releaseClaimed').mockImplementationOnce(async (...args) => {
        await release(...args);
        throw new Error('commit fallito');
      });
      const admin = await signInAsAdmin(t);
      const res = await admin.post(apiRoutes.uploadBusinessDocument).field('userId', String(user.id)).attach('file', pdfBuffer(), 'nuova.pdf');
      failing.mockRestore();
      expect(res.status).toBe(500);
      expect(await storedFiles()).toContain(old);
      expect((await t.database.query('SELECT 1 FROM uploaded_files WHERE filename = $1', [old])).rows).toHaveLength(1);
      expect(await documentShownFor(user.id)).toEqual(user.businessDocument);
    });

    it("a signed-in user who is not admin: 403 'Accesso negato', nothing stored", async () => {
      const { agent, user } = await createActiveUser(t);
      await expectNothingStored(async () => {
        const res = await agent.post(apiRoutes.uploadBusinessDocument).field('userId', String(user.id)).attach('file', pdfBuffer(), 'v.pdf');
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('Accesso negato');
      });
    });

    it('anonymous with a userId: 401', async () => {
      const res = await t.request().post(apiRoutes.uploadBusinessDocument).field('userId', '1').attach('file', pdfBuffer(), 'v.pdf');
      expect(res.status).toBe(401);
    });

    it("an admin naming an unknown user: 404 'Utente non trovato', nothing stored", async () => {
      const admin = await signInAsAdmin(t);
      await expectNothingStored(async () => {
        const res = await admin.post(apiRoutes.uploadBusinessDocument).field('userId', '999999').attach('file', pdfBuffer(), 'v.pdf');
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Utente non trovato');
      });
    });

    it('an upload attached by an admin cannot be used for a registration', async () => {
      const { user } = await registerUser(t);
      const admin = await signInAsAdmin(t);
      const res = await admin.post(apiRoutes.uploadBusinessDocument).field('userId', String(user.id)).attach('file', pdfBuffer(), 'v.pdf');
      const register = await t
        .request()
        .post(apiRoutes.register)
        .send(uniqueRegistration({ businessDocument: { originalName: 'v.pdf', filename: res.body.filename } }));
      expect(register.status).toBe(400);
    });
  });

  describe('unclaimed uploads are deleted after an hour (production safety 6)', () => {
    it('the sweep removes the row and the file of an upload no registration claimed, and keeps claimed ones', async () => {
      const orphan = await uploadVisura(t);
      const { user } = await registerUser(t);
      const cleanup = t.app.get(UnclaimedUploadCleanup);
      expect(await cleanup.sweep(new Date(Date.now() + 59 * 60_000))).not.toContain(orphan.filename);
      const deleted = await cleanup.sweep(new Date(Date.now() + 3600_000 + 60_000));
      expect(deleted).toContain(orphan.filename);
      expect(deleted).not.toContain(user.businessDocument!.filename);
      expect(await storedFiles()).not.toContain(orphan.filename);
      expect(await storedFiles()).toContain(user.businessDocument!.filename);
      const register = await t
        .request()
        .post(apiRoutes.register)
        .send(uniqueRegistration({ businessDocument: { originalName: 'visura.pdf', filename: orphan.filename } }));
      expect(register.status).toBe(400);
    });
  });
});

describe('anonymous uploads are rate-limited per IP', () => {
  const t = useTestApp({ rateLimits: defaultRateLimits });

  it('the 11th anonymous upload within 10 minutes answers 429; a signed-in admin is counted per account instead', async () => {
    for (let i = 0; i < defaultRateLimits.anonymousUpload.points; i++) await uploadVisura(t);
    const res = await t.request().post(apiRoutes.uploadBusinessDocument).attach('file', pdfBuffer(), 'v.pdf');
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Troppi caricamenti. Riprova più tardi.');
    const admin = await signInAsAdmin(t);
    expect((await admin.post(apiRoutes.uploadBusinessDocument).attach('file', pdfBuffer(), 'v.pdf')).status).toBe(201);
  });
});

describe('signed-in uploads are rate-limited per user', () => {
  const t = useTestApp({ rateLimits: { userUpload: defaultRateLimits.userUpload } });

  it('the 31st upload of one signed-in user within 10 minutes answers 429; another user still uploads', async () => {
    const admin = await signInAsAdmin(t);
    const upload = (agent: typeof admin) => agent.post(apiRoutes.uploadBusinessDocument).attach('file', pdfBuffer(), 'v.pdf');
    for (let i = 0; i < defaultRateLimits.userUpload.points; i++) expect((await upload(admin)).status).toBe(201);
    const res = await upload(admin);
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Troppi caricamenti. Riprova più tardi.');
    const { agent } = await registerUser(t);
    expect((await upload(agent)).status).toBe(201);
  });
});
