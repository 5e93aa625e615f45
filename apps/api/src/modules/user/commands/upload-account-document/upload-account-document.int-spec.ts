import {
  accountDocumentUploadMessages,
  apiMessages,
  apiRoutes,
  businessDocumentLimits,
  businessDocumentMessages,
  type UserResponse,
} from '@pratiche/contracts';
import { accountDocumentMessages as m } from '@pratiche/domain';
import { allProjections } from '../../../../app.projections';
import { verifyProjections } from '../../../../infrastructure/projections/verify-projections';
import { UploadStorage } from '../../../../infrastructure/uploads/upload-storage';
import { readEvents, readStoredEvents, signInAsAdmin } from '../../../../testing/accounts';
import { docxBuffer, elfBuffer, jpegBuffer, pdfBuffer, pngBuffer } from '../../../../testing/documents';
import { createFastUser, type FastUser } from '../../../../testing/marketplace';
import { useTestApp, type TestApp } from '../../../../testing/test-app';

/** 29 November 2026 in Rome: balance sheets of 2023 to 2025 are accepted, the last two due are 2024 and 2025. */
const AT = '2026-11-29T09:30:00.000Z';

type Agent = ReturnType<TestApp['agent']>;

const upload = (agent: Agent, fields: Record<string, string>, bytes: Buffer | null = pdfBuffer(), name = 'documento.pdf') => {
  let req = agent.post(apiRoutes.accountDocuments);
  for (const [key, value] of Object.entries(fields)) req = req.field(key, value);
  return bytes ? req.attach('file', bytes, name) : req;
};
const identity = (expiresOn = '2030-01-31') => ({ kind: 'documento_identita', expiresOn });
const balanceSheet = (year: number | string) => ({ kind: 'bilancio', year: String(year) });

/** Issue 46: the account's typed documents a bank asks before trading (D.Lgs. 231/2007 art. 18-19; market-2026.md S18). */
describe('POST /api/user/account-documents and GET /api/account-documents/{filename} (issue 46)', () => {
  const t = useTestApp({ clock: () => new Date(AT) });
  const storedFiles = async () => t.app.get(UploadStorage).list('account-document');
  const rowsOf = async (userId: number) =>
    (
      await t.database.query<{ filename: string }>(
        `SELECT filename FROM uploaded_files WHERE claimed_by_user = $1 AND purpose = 'account-document' ORDER BY filename`,
        [userId],
      )
    ).rows.map((r) => r.filename);
  const currentUser = async (agent: Agent) => (await agent.get(apiRoutes.user).expect(200)).body as UserResponse;
  const attached = async (userId: number) => (await readEvents(t, `user-${userId}`)).filter((e) => e.type === 'AccountDocumentAttached');

  it("none until uploaded; then 200 'Documento caricato' with the user, one event by the user, GET /api/user agrees; the files, identity document first", async () => {
    const user = await createFastUser(t, { isCedente: true, isCessionario: false });
    expect((await currentUser(user.agent)).tradingDocuments).toEqual([]);
    const id = await upload(user.agent, identity(), jpegBuffer(), 'Carta identità Rossi.jpg');
    expect(id.status).toBe(200);
    expect(id.body).toMatchObject({
      message: m.uploaded,
      user: { id: user.id, tradingDocuments: [{ kind: 'documento_identita', year: null, expiresOn: '2030-01-31', originalName: 'Carta identità Rossi.jpg' }] },
    });
    await upload(user.agent, balanceSheet(2024), pdfBuffer(), 'Bilancio 2024.pdf').expect(200);
    await upload(user.agent, balanceSheet(2025), pngBuffer(), 'Bilancio 2025.png').expect(200);
    const documents = (await currentUser(user.agent)).tradingDocuments;
    expect(documents.map(({ kind, year, expiresOn, originalName }) => ({ kind, year, expiresOn, originalName }))).toEqual([
      { kind: 'documento_identita', year: null, expiresOn: '2030-01-31', originalName: 'Carta identità Rossi.jpg' },
      { kind: 'bilancio', year: 2025, expiresOn: null, originalName: 'Bilancio 2025.png' },
      { kind: 'bilancio', year: 2024, expiresOn: null, originalName: 'Bilancio 2024.pdf' },
    ]);
    expect(documents.map((d) => d.filename.slice(-4))).toEqual(['.jpg', '.png', '.pdf']);
    expect((await attached(user.id)).map((e) => e.data)).toEqual([
      {
        userId: user.id,
        kind: 'documento_identita',
        year: null,
        expiresOn: '2030-01-31',
        document: { originalName: 'Carta identità Rossi.jpg', filename: documents[0]!.filename },
        by: user.id,
        at: AT,
      },
      {
        userId: user.id,
        kind: 'bilancio',
        year: 2024,
        expiresOn: null,
        document: { originalName: 'Bilancio 2024.pdf', filename: documents[2]!.filename },
        by: user.id,
        at: AT,
      },
      {
        userId: user.id,
        kind: 'bilancio',
        year: 2025,
        expiresOn: null,
        document: { originalName: 'Bilancio 2025.png', filename: documents[1]!.filename },
        by: user.id,
        at: AT,
      },
    ]);
    expect(await rowsOf(user.id)).toEqual(documents.map((d) => d.filename).sort());
    expect(await storedFiles()).toEqual(expect.arrayContaining(documents.map((d) => d.filename)));
  });

  it('the original name is sealed in the log, as the visura’s; the kind, year and expiry are facts', async () => {
    const user = await createFastUser(t);
    await upload(user.agent, identity('2031-05-05'), pdfBuffer(), 'Passaporto-Sigillato.pdf').expect(200);
    const raw = JSON.stringify((await readStoredEvents(t, `user-${user.id}`)).filter((e) => e.type === 'AccountDocumentAttached'));
    expect(raw).not.toContain('Passaporto-Sigillato');
    expect(raw).toContain('2031-05-05');
  });

  it('an upload replaces the earlier one of its kind and year: its row goes in the same transaction, its file after the commit; other years stay', async () => {
    const user = await createFastUser(t);
    const first = (await upload(user.agent, identity('2029-01-01')).expect(200)).body.user as UserResponse;
    await upload(user.agent, balanceSheet(2024)).expect(200);
    const old2025 = (await upload(user.agent, balanceSheet(2025), pdfBuffer(), 'vecchio.pdf').expect(200)).body.user as UserResponse;
    const oldIdentity = first.tradingDocuments[0]!.filename;
    const oldSheet = old2025.tradingDocuments.find((d) => d.year === 2025)!.filename;
    await upload(user.agent, identity('2035-12-31'), pngBuffer(), 'nuova-ci.png').expect(200);
    const after = ((await upload(user.agent, balanceSheet(2025), pdfBuffer(), 'nuovo.pdf').expect(200)).body.user as UserResponse).tradingDocuments;
    expect(after.map((d) => [d.kind, d.year, d.expiresOn, d.originalName])).toEqual([
      ['documento_identita', null, '2035-12-31', 'nuova-ci.png'],
      ['bilancio', 2025, null, 'nuovo.pdf'],
      ['bilancio', 2024, null, 'documento.pdf'],
    ]);
    expect(await rowsOf(user.id)).toEqual(after.map((d) => d.filename).sort());
    const files = await storedFiles();
    expect(files).not.toContain(oldIdentity);
    expect(files).not.toContain(oldSheet);
    await user.agent.get(apiRoutes.accountDocumentFile(oldSheet)).expect(404);
  });

  it.each([
    ['a wrong kind', { kind: 'visura', year: '2025' }, m.kind],
    ['no kind', { year: '2025' }, m.kind],
    ['a balance sheet without a year', { kind: 'bilancio' }, m.yearInvalid],
    ['a year that is no year', { kind: 'bilancio', year: 'duemila' }, m.yearInvalid],
    ['a year not closed yet in Rome', balanceSheet(2026), m.yearNotClosed],
    ['a future year', balanceSheet(2030), m.yearNotClosed],
    ['a year too old', balanceSheet(2022), m.yearTooOld],
    ['an identity document without expiry', { kind: 'documento_identita' }, m.expiresOnInvalid],
    ['an expiry that is no day', identity('31/01/2030'), m.expiresOnInvalid],
    ['an expired identity document', identity('2026-11-28'), m.expired],
  ])('%s: 400 with its Italian message, nothing appended, no row, no file', async (_case, fields, message) => {
    const user = await createFastUser(t);
    const before = await storedFiles();
    const res = await upload(user.agent, fields);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await attached(user.id)).toEqual([]);
    expect(await rowsOf(user.id)).toEqual([]);
    expect((await storedFiles()).sort()).toEqual(before.sort());
  });

  it('an identity document expiring today is still valid', async () => {
    const user = await createFastUser(t);
    await upload(user.agent, identity('2026-11-29')).expect(200);
  });

  it('the file is sniffed (PDF, JPEG or PNG), one file of at most 5 MB; each refusal in Italian', async () => {
    const user = await createFastUser(t);
    const wrong = await upload(user.agent, balanceSheet(2025), docxBuffer(), 'bilancio.pdf');
    expect([wrong.status, wrong.body.message]).toEqual([400, accountDocumentUploadMessages.wrongType]);
    const elf = await upload(user.agent, balanceSheet(2025), elfBuffer(), 'bilancio.png');
    expect([elf.status, elf.body.message]).toEqual([400, accountDocumentUploadMessages.wrongType]);
    const large = await upload(user.agent, balanceSheet(2025), pdfBuffer(businessDocumentLimits.maxBytes + 1), 'grande.pdf');
    expect([large.status, large.body.message]).toEqual([413, accountDocumentUploadMessages.tooLarge]);
    const none = await upload(user.agent, balanceSheet(2025), null);
    expect([none.status, none.body.message]).toEqual([400, accountDocumentUploadMessages.missing]);
    const two = await upload(user.agent, balanceSheet(2025)).attach('file', pdfBuffer(), 'altro.pdf');
    expect([two.status, two.body.message]).toEqual([400, accountDocumentUploadMessages.onlyOne]);
    expect(await attached(user.id)).toEqual([]);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('signed out: 401; nothing stored', async () => {
    const res = await upload(t.agent(), balanceSheet(2025));
    expect(res.status).toBe(401);
  });

  describe('download by name: the owner and admins, with the access log', () => {
    let owner: FastUser;
    let other: FastUser;
    let filename: string;

    beforeAll(async () => {
      owner = await createFastUser(t);
      other = await createFastUser(t);
      const res = await upload(owner.agent, balanceSheet(2025), pdfBuffer(), 'Bilancio.2025.pdf.exe');
      filename = (res.body.user as UserResponse).tradingDocuments[0]!.filename;
    });

    it('the owner downloads it under its name with the sniffed extension; the download is logged with who opened it', async () => {
      const res = await owner.agent.get(apiRoutes.accountDocumentFile(filename)).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain('Bilancio.2025.pdf');
      const accessed = (await readEvents(t, `user-${owner.id}`)).filter((e) => e.type === 'AccountDocumentAccessed');
      expect(accessed.map((e) => e.data)).toEqual([
        {
          userId: owner.id,
          kind: 'bilancio',
          year: 2025,
          expiresOn: null,
          document: { originalName: 'Bilancio.2025.pdf.exe', filename },
          by: owner.id,
          at: AT,
        },
      ]);
    });

    it('an admin downloads it too (logged with the admin as reader)', async () => {
      const admin = await signInAsAdmin(t);
      await admin.get(apiRoutes.accountDocumentFile(filename)).expect(200);
      const accessed = (await readEvents(t, `user-${owner.id}`)).filter((e) => e.type === 'AccountDocumentAccessed');
      expect(accessed.at(-1)!.data).toMatchObject({ by: 1 });
    });

    it("another user: 403 'Accesso negato', nothing logged; signed out 401", async () => {
      const before = (await readEvents(t, `user-${owner.id}`)).length;
      const res = await other.agent.get(apiRoutes.accountDocumentFile(filename));
      expect([res.status, res.body.message]).toEqual([403, apiMessages.forbidden]);
      expect(await readEvents(t, `user-${owner.id}`)).toHaveLength(before);
      await t.request().get(apiRoutes.accountDocumentFile(filename)).expect(401);
    });

    it("a name that is no current account document: 404 'Documento non trovato' (unknown, wrong shape, a visura's name)", async () => {
      for (const name of ['0123456789abcdef0123456789abcdef.pdf', '..%2Fsecret', 'nome.pdf']) {
        const res = await owner.agent.get(apiRoutes.accountDocumentFile(name));
        expect([res.status, res.body.message]).toEqual([404, m.notFound]);
      }
      const visura = (await owner.agent.get(apiRoutes.user)).body.businessDocument as { filename: string } | null;
      if (visura) expect((await owner.agent.get(apiRoutes.accountDocumentFile(visura.filename))).status).toBe(404);
    });
  });

  it('two parallel uploads of the same kind: both land in order, the account keeps the later one with its row and file, the earlier one’s row and file are gone', async () => {
    const user = await createFastUser(t);
    const answers = await Promise.all(['uno.pdf', 'due.pdf'].map((name) => upload(user.agent, balanceSheet(2025), pdfBuffer(), name)));
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const events = await attached(user.id);
    expect(events).toHaveLength(2);
    const current = (await currentUser(user.agent)).tradingDocuments;
    expect(current).toHaveLength(1);
    // The later event is the document in force, and the only file left of the two.
    expect(current[0]!.filename).toBe((events.at(-1)!.data as { document: { filename: string } }).document.filename);
    expect(await rowsOf(user.id)).toEqual([current[0]!.filename]);
    const files = await storedFiles();
    for (const e of events.slice(0, -1)) expect(files).not.toContain((e.data as { document: { filename: string } }).document.filename);
    expect(files).toContain(current[0]!.filename);
  });

  it('users_view is a fold of the log: projections:verify finds no difference', async () => {
    expect(await verifyProjections(t.database, allProjections)).toEqual([]);
  });
});

describe('account documents count with every signed-in upload on the per-user limit (issue 46)', () => {
  const t = useTestApp({ clock: () => new Date(AT), rateLimits: { userUpload: { points: 3, durationSeconds: 600 } } });

  it("the 4th upload of one user within the window, whatever the route, answers 429 'Troppi caricamenti. Riprova più tardi.'", async () => {
    const user = await createFastUser(t);
    await upload(user.agent, balanceSheet(2025)).expect(200);
    await user.agent.post(apiRoutes.uploadBusinessDocument).attach('file', pdfBuffer(), 'v.pdf').expect(201);
    await upload(user.agent, balanceSheet(2024)).expect(200);
    const res = await upload(user.agent, identity());
    expect([res.status, res.body.message]).toEqual([429, businessDocumentMessages.tooManyUploads]);
    const other = await createFastUser(t);
    await upload(other.agent, identity()).expect(200);
  });
});
