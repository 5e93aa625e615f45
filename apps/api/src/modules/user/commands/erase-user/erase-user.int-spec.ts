import { apiRoutes, type UserResponse } from '@pratiche/contracts';
import { italianYear, userDecider, userStreamId } from '@pratiche/domain';
import { allProjections } from '../../../../app.projections';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { systemContext } from '../../../../infrastructure/command-handling/request-context';
import { ERASED_PERSONAL_DATA } from '../../../../infrastructure/personal-data/personal-data.declaration';
import { rebuildProjections } from '../../../../infrastructure/projections/projection-runner';
import { verifyProjections } from '../../../../infrastructure/projections/verify-projections';
import { UploadStorage } from '../../../../infrastructure/uploads/upload-storage';
import { readEvents, readStoredEvents, registerUser, signInAsAdmin, uniqueRegistration, uploadVisura, type RegisteredUser } from '../../../../testing/accounts';
import { docxBuffer, jpegBuffer, pdfBuffer } from '../../../../testing/documents';
import { submitPractice } from '../../../../testing/practices';
import { useTestApp, type TestApp } from '../../../../testing/test-app';
import { UserErasure } from './erase-user.service';

const ADMIN_ID = 1;

/** Every row of every table of the schema, events included, as one text. */
const dumpDatabase = async (t: TestApp): Promise<string> => {
  const { rows: tables } = await t.database.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const dumps: string[] = [];
  for (const { name } of tables) {
    const { rows } = await t.database.query<{ row: string }>(`SELECT t::text AS row FROM "${name}" t`);
    dumps.push(`${name}: ${rows.map((r) => r.row).join('\n')}`);
  }
  return dumps.join('\n');
};

/** The values of `values` found in `text`, compared as written and in lower case. */
const foundIn = (text: string, values: readonly string[]) => values.filter((v) => text.includes(v) || text.toLowerCase().includes(v.toLowerCase()));

describe('issue 10 point 9: erasing a user (crypto-shredding of personal data in the event log)', () => {
  const t = useTestApp();
  let erasable: RegisteredUser;
  let kept: RegisteredUser;
  let personalValues: string[];
  let accountFiles: string[];

  /** Registers a user with personal values no other row of the database can contain by chance. */
  const registerDistinctive = async (tag: string) => {
    const agent = t.agent();
    const visura = await uploadVisura(t, agent, pdfBuffer(), `visura-${tag}.pdf`);
    const body = uniqueRegistration({
      companyName: `Impresa Cancellabile ${tag}`,
      legalRepName: `Rappresentante ${tag}`,
      businessDocument: { originalName: visura.originalName, filename: visura.filename },
    });
    const res = await agent.post(apiRoutes.register).send(body);
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
    return { agent, user: res.body, password: body.password, body } as RegisteredUser;
  };

  beforeAll(async () => {
    erasable = await registerDistinctive('Zorzetto');
    kept = await registerUser(t);
    const admin = await signInAsAdmin(t);
    const id = erasable.user.id;
    await admin.post(apiRoutes.uploadBusinessDocument).field('userId', String(id)).attach('file', docxBuffer(), 'camerale-Zorzetto.docx').expect(201);
    // A practice of the user's: the names given its documents are the user's personal data in practices_view.
    await admin.patch(apiRoutes.adminUserStatus(id)).send({ status: 'active' }).expect(200);
    await submitPractice(erasable.agent, { societari: ['Statuto-Zorzetto.pdf'], fiscali: ['Perizia-Zorzetto.pdf'] });
    // Issue 46: the data for trading names a person (the beneficial owner) and the company's contacts.
    await erasable.agent
      .put(apiRoutes.tradingProfile)
      .send({
        codiceFiscale: '12345678903',
        pec: 'zorzetto@pec.example.it',
        registeredOffice: 'Via Zorzetto 1, Roma',
        ateco: '41.20',
        beneficialOwner: 'Titolare Zorzetto',
      })
      .expect(200);
    // Issue 46: the account's typed documents: their file names are the user's, and the files go.
    const documents = await Promise.all([
      erasable.agent
        .post(apiRoutes.accountDocuments)
        .field('kind', 'documento_identita')
        .field('expiresOn', '2099-12-31')
        .attach('file', jpegBuffer(), 'CartaIdentita-Zorzetto.jpg'),
      erasable.agent
        .post(apiRoutes.accountDocuments)
        .field('kind', 'bilancio')
        .field('year', String(italianYear(new Date().toISOString()) - 1))
        .attach('file', pdfBuffer(), 'Bilancio-Zorzetto.pdf'),
    ]);
    expect(documents.map((res) => res.status)).toEqual([200, 200]);
    accountFiles = ((await erasable.agent.get(apiRoutes.user).expect(200)).body as UserResponse).tradingDocuments.map((d) => d.filename);
    expect(accountFiles).toHaveLength(2);
    await erasable.agent.get(apiRoutes.accountDocumentFile(accountFiles[0]!)).expect(200);
    await erasable.agent
      .post(apiRoutes.requestChange)
      .send({ fieldsToChange: { phone: '0291827364', companyName: 'Nuova Ragione Zorzetto' }, reason: 'Trasferimento sede Zorzetto' })
      .expect((res) => expect(res.status).toBeLessThan(300));
    await t.app.get(CommandExecutor).execute({
      decider: userDecider,
      streamId: userStreamId(id),
      command: {
        type: 'EditUserByAdmin',
        data: { userId: id, at: new Date().toISOString(), by: ADMIN_ID, changes: { legalRepName: 'Legale Modificato Zorzetto' } },
      },
      context: systemContext(),
    });
    await t.request().post(apiRoutes.resetPassword).send({ email: erasable.body.email }).expect(200);
    const b = erasable.body;
    personalValues = [
      b.username,
      b.companyName,
      b.vatNumber,
      b.legalRepName,
      b.phone,
      b.email,
      'visura-Zorzetto.pdf',
      'camerale-Zorzetto.docx',
      '0291827364',
      'Nuova Ragione Zorzetto',
      'Trasferimento sede Zorzetto',
      'Legale Modificato Zorzetto',
      'Statuto-Zorzetto.pdf',
      'Perizia-Zorzetto.pdf',
      '12345678903',
      'zorzetto@pec.example.it',
      'Via Zorzetto 1, Roma',
      'Titolare Zorzetto',
      'CartaIdentita-Zorzetto.jpg',
      'Bilancio-Zorzetto.pdf',
    ];
  });

  describe('before erasure', () => {
    it('the events table holds no personal value of the user in plaintext', async () => {
      const events = JSON.stringify(await readStoredEvents(t));
      expect(foundIn(events, personalValues)).toEqual([]);
    });

    it('every reader sees the plaintext while the key exists: history, read model, command executor', async () => {
      const history = await readEvents(t, userStreamId(erasable.user.id));
      expect(history.find((e) => e.type === 'UserRegistered')!.data).toMatchObject({ username: erasable.body.username, email: erasable.body.email });
      expect(history.find((e) => e.type === 'DataChangeRequested')!.data).toMatchObject({
        fieldsToChange: { phone: '0291827364' },
        reason: 'Trasferimento sede Zorzetto',
      });
      expect((await erasable.agent.get(apiRoutes.user)).body).toMatchObject({ legalRepName: 'Legale Modificato Zorzetto' });
      const { state } = await t.app.get(CommandExecutor).execute({
        decider: userDecider,
        streamId: userStreamId(erasable.user.id),
        command: { type: 'RequestPasswordReset', data: { userId: erasable.user.id, at: new Date().toISOString() } },
        context: systemContext(),
      });
      expect(state).toMatchObject({ username: erasable.body.username, businessDocument: { originalName: 'camerale-Zorzetto.docx' } });
    });
  });

  describe('after erasure', () => {
    beforeAll(async () => {
      await t.app.get(UserErasure).erase(erasable.user.id, ADMIN_ID, { ...systemContext(), actorId: ADMIN_ID });
    });

    it('no personal value of the user appears anywhere in the database (every table, events included): every read model holding some projected it again from the log', async () => {
      const dump = await dumpDatabase(t);
      expect(dump).toContain('personal_data_keys');
      expect(foundIn(dump, personalValues)).toEqual([]);
    });

    it("issue 46: the account's documents are unreadable: their rows and files are gone, their names and downloads too", async () => {
      const stored = await t.app.get(UploadStorage).list('account-document');
      for (const filename of accountFiles) expect(stored).not.toContain(filename);
      const { rows } = await t.database.query('SELECT 1 FROM uploaded_files WHERE filename = ANY($1)', [accountFiles]);
      expect(rows).toEqual([]);
      const admin = await signInAsAdmin(t);
      for (const filename of accountFiles) expect((await admin.get(apiRoutes.accountDocumentFile(filename))).status).toBe(404);
      const history = await readEvents(t, userStreamId(erasable.user.id));
      const names = history
        .filter((e) => e.type === 'AccountDocumentAttached' || e.type === 'AccountDocumentAccessed')
        .map((e) => (e.data as { document: unknown }).document);
      expect(names).toHaveLength(3);
      for (const document of names) expect(document).toMatchObject({ originalName: ERASED_PERSONAL_DATA });
    });

    it('the log still shows that the user existed and was erased, and by whom', async () => {
      const stored = await readStoredEvents(t, userStreamId(erasable.user.id));
      expect(stored[0]).toMatchObject({ type: 'UserRegistered', data: { userId: erasable.user.id } });
      expect(stored.slice(-2)).toMatchObject([
        { type: 'UserDeleted', data: { userId: erasable.user.id, by: ADMIN_ID }, metadata: { actorId: ADMIN_ID } },
        { type: 'UserPersonalDataErased', data: { userId: erasable.user.id, by: ADMIN_ID }, metadata: { actorId: ADMIN_ID } },
      ]);
    });

    it(`history shows the personal fields as '${ERASED_PERSONAL_DATA}' and keeps the facts`, async () => {
      const history = await readEvents(t, userStreamId(erasable.user.id));
      expect(history.find((e) => e.type === 'UserRegistered')!.data).toMatchObject({
        userId: erasable.user.id,
        username: ERASED_PERSONAL_DATA,
        vatNumber: ERASED_PERSONAL_DATA,
        email: ERASED_PERSONAL_DATA,
        isCedente: true,
        businessDocument: { originalName: ERASED_PERSONAL_DATA },
      });
      expect(history.find((e) => e.type === 'DataChangeRequested')!.data).toMatchObject({
        fieldsToChange: { phone: ERASED_PERSONAL_DATA, companyName: ERASED_PERSONAL_DATA },
        reason: ERASED_PERSONAL_DATA,
      });
    });

    it("another user's personal data still opens: keys are per person", async () => {
      const history = await readEvents(t, userStreamId(kept.user.id));
      expect(history[0]!.data).toMatchObject({ username: kept.body.username, email: kept.body.email });
    });

    it('projections:verify passes after erasure, and a rebuild brings back no row of the erased user', async () => {
      expect(await verifyProjections(t.database, allProjections)).toEqual([]);
      await rebuildProjections(t.database, allProjections);
      const { rows } = await t.database.query<{ id: number }>('SELECT id FROM users_view ORDER BY id');
      expect(rows.map((r) => r.id)).toEqual([ADMIN_ID, kept.user.id]);
    });

    it('the erased user is signed out and cannot sign in; the username, VAT number and e-mail are free again', async () => {
      expect((await erasable.agent.get(apiRoutes.user)).status).toBe(401);
      const login = await t.request().post(apiRoutes.login).send({ username: erasable.body.username, password: erasable.password });
      expect(login.status).toBe(401);
      const { rows } = await t.database.query('SELECT 1 FROM unique_claims WHERE stream_id = $1', [userStreamId(erasable.user.id)]);
      expect(rows).toEqual([]);
    });

    it('erasing again appends nothing', async () => {
      const before = (await readStoredEvents(t, userStreamId(erasable.user.id))).length;
      await t.app.get(UserErasure).erase(erasable.user.id, ADMIN_ID, systemContext());
      expect(await readStoredEvents(t, userStreamId(erasable.user.id))).toHaveLength(before);
    });
  });
});
