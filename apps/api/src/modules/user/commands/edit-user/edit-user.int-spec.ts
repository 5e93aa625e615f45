import { apiRoutes, type UserResponse } from '@pratiche/contracts';
import { userMessages } from '@pratiche/domain';
import { createActiveUser, readEvents, registerUser, signIn, signInAsAdmin, uniqueRegistration, uploadVisura } from '../../../../testing/accounts';
import { activeAdminCount, createAdmin } from '../../../../testing/admins';
import { pdfBuffer } from '../../../../testing/documents';
import { useTestApp } from '../../../../testing/test-app';

const FIRST_ADMIN_ID = 1;

describe("PATCH /api/admin/users/:id (spec 2 'Modifica Utente', spec 7 Admin)", () => {
  const t = useTestApp();
  let admin: Awaited<ReturnType<typeof signInAsAdmin>>;
  beforeAll(async () => {
    admin = await signInAsAdmin(t);
  });

  const edit = (id: number, body: object, agent = admin) => agent.patch(apiRoutes.adminUser(id)).send(body);

  it("edits the dialog's fields and the admin and cessionario switches; answers the user; UserEditedByAdmin by the admin with the changed fields only", async () => {
    const { user } = await createActiveUser(t);
    const fresh = uniqueRegistration();
    const changes = {
      username: fresh.username,
      email: fresh.email,
      companyName: 'Nuova Ragione Sociale S.r.l.',
      vatNumber: fresh.vatNumber,
      legalRepName: 'Giulia Bianchi',
      phone: '0612345678',
      isAdmin: true,
      isCessionario: true,
    };
    const res = await edit(user.id, {
      ...changes,
      phone: user.phone === changes.phone ? '0600000000' : changes.phone,
      id: 999,
      status: 'blocked',
      walletBalance: 1e6,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...changes, id: user.id, status: 'active', walletBalance: 0 });
    const last = (await readEvents(t, `user-${user.id}`)).at(-1)!;
    expect(last).toMatchObject({ type: 'UserEditedByAdmin', data: { by: FIRST_ADMIN_ID, changes } });
    expect(Object.keys(last.data.changes as object).sort()).toEqual(Object.keys(changes).sort());
  });

  it('the renamed user signs in with the new username, not the old one; the old names become free', async () => {
    const { user, password } = await createActiveUser(t);
    const fresh = uniqueRegistration();
    await edit(user.id, { username: fresh.username, email: fresh.email, vatNumber: fresh.vatNumber }).expect(200);
    await signIn(t, fresh.username, password);
    expect((await t.request().post(apiRoutes.login).send({ username: user.username, password })).status).toBe(401);
    expect((await t.request().get(apiRoutes.checkUsername(user.username))).body).toEqual({ exists: false });
    expect((await t.request().get(apiRoutes.checkEmail(user.email))).body).toEqual({ exists: false });
    expect((await t.request().get(apiRoutes.checkVat(user.vatNumber))).body).toEqual({ exists: false });
    expect((await t.request().get(apiRoutes.checkUsername(fresh.username.toUpperCase()))).body).toEqual({ exists: true });
  });

  describe('issue 7: username, VAT number and e-mail stay unique (the claims of registration, in canonical form): 409', () => {
    it.each<[string, (u: UserResponse) => object, string]>([
      ['username', (u) => ({ username: u.username }), 'Nome utente già registrato'],
      ['username in another case', (u) => ({ username: ` ${u.username.toUpperCase()} ` }), 'Nome utente già registrato'],
      ['VAT number', (u) => ({ vatNumber: u.vatNumber }), 'Partita IVA già registrata'],
      ['e-mail', (u) => ({ email: u.email.toUpperCase() }), 'Email già registrata'],
    ])("another account's %s", async (_name, body, message) => {
      const { user: other } = await registerUser(t);
      const { user } = await registerUser(t);
      const res = await edit(user.id, body(other));
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(message);
      expect((await admin.get(apiRoutes.adminUsers).query({ keyword: String(user.id) })).body.data[0]).toMatchObject({
        username: user.username,
        email: user.email,
        vatNumber: user.vatNumber,
      });
    });

    it('a refused edit changes nothing: the other fields and claims stay as they were', async () => {
      const { user: other } = await registerUser(t);
      const { user } = await registerUser(t);
      const fresh = uniqueRegistration();
      expect((await edit(user.id, { username: fresh.username, email: other.email })).status).toBe(409);
      expect((await t.request().get(apiRoutes.checkUsername(fresh.username))).body).toEqual({ exists: false });
      expect((await t.request().get(apiRoutes.checkUsername(user.username))).body).toEqual({ exists: true });
    });

    it('two edits racing for one free username: one gets it, the other 409', async () => {
      const [{ user: a }, { user: b }] = [await registerUser(t), await registerUser(t)];
      const wanted = uniqueRegistration().username;
      const answers = await Promise.all([edit(a.id, { username: wanted }), edit(b.id, { username: wanted })]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    });

    it("keeping one's own username, in another case, is not a clash", async () => {
      const { user } = await registerUser(t);
      const res = await edit(user.id, { username: user.username.toUpperCase() });
      expect(res.status).toBe(200);
      expect(res.body.username).toBe(user.username.toUpperCase());
    });
  });

  it('the rules of registration apply: a 9-digit VAT number is 400 with the spec text', async () => {
    const { user } = await registerUser(t);
    const res = await edit(user.id, { vatNumber: '123456789' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('La partita IVA deve essere di 11 cifre');
  });

  it("an edit leaving no role: 400 'Devi selezionare almeno un ruolo tra Cedente e Cessionario'", async () => {
    const { user } = await registerUser(t, { isCedente: false, isCessionario: true });
    const res = await edit(user.id, { isCessionario: false });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(userMessages.roleRequired);
  });

  describe('businessDocument: attach an upload, or null to remove the visura', () => {
    it('null removes the visura: BusinessDocumentRemoved by the admin, the file is gone; null again changes nothing', async () => {
      const { user } = await registerUser(t);
      const filename = user.businessDocument!.filename;
      const res = await edit(user.id, { businessDocument: null });
      expect(res.status).toBe(200);
      expect(res.body.businessDocument).toBeNull();
      expect((await readEvents(t, `user-${user.id}`)).at(-1)).toMatchObject({ type: 'BusinessDocumentRemoved', data: { filename, by: FIRST_ADMIN_ID } });
      expect((await admin.get(apiRoutes.businessDocumentFile(filename))).status).toBe(404);
      const count = (await readEvents(t, `user-${user.id}`)).length;
      expect((await edit(user.id, { businessDocument: null })).status).toBe(200);
      expect(await readEvents(t, `user-${user.id}`)).toHaveLength(count);
    });

    it('after an upload with userId, patching the same document (as the widget does) appends nothing more', async () => {
      const { user } = await registerUser(t);
      const upload = await admin.post(apiRoutes.uploadBusinessDocument).field('userId', String(user.id)).attach('file', pdfBuffer(), 'nuova.pdf').expect(201);
      const count = (await readEvents(t, `user-${user.id}`)).length;
      const res = await edit(user.id, { businessDocument: { originalName: 'nuova.pdf', filename: upload.body.filename } });
      expect(res.body.businessDocument).toEqual({ originalName: 'nuova.pdf', filename: upload.body.filename });
      expect(await readEvents(t, `user-${user.id}`)).toHaveLength(count);
    });

    it("attaches the admin's own unclaimed upload, under the name recorded at upload; the old visura leaves", async () => {
      const { user } = await registerUser(t);
      const upload = await uploadVisura(t, admin, pdfBuffer(), 'camerale.pdf');
      const res = await edit(user.id, { businessDocument: { originalName: 'altro-nome.pdf', filename: upload.filename } });
      expect(res.status).toBe(200);
      expect(res.body.businessDocument).toEqual({ originalName: 'camerale.pdf', filename: upload.filename });
      expect((await admin.get(apiRoutes.businessDocumentFile(user.businessDocument!.filename))).status).toBe(404);
      expect((await admin.get(apiRoutes.businessDocumentFile(upload.filename))).status).toBe(200);
    });

    it("an upload that is someone else's visura, or someone else's upload: 400, and nothing changes", async () => {
      const { user } = await registerUser(t);
      const { user: other } = await registerUser(t);
      const anonymous = await uploadVisura(t);
      for (const filename of [other.businessDocument!.filename, anonymous.filename, 'a'.repeat(32) + '.pdf']) {
        const res = await edit(user.id, { businessDocument: { originalName: 'x.pdf', filename } });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('La visura indicata non è disponibile: caricala di nuovo');
      }
      expect((await admin.get(apiRoutes.businessDocumentFile(other.businessDocument!.filename))).status).toBe(200);
    });
  });

  it("a user that does not exist: 404 'Utente non trovato'", async () => {
    expect((await edit(999_999, { phone: '0612345678' })).status).toBe(404);
  });

  it('a non-admin: 403; anonymous: 401', async () => {
    const { agent, user } = await createActiveUser(t);
    expect((await edit(user.id, { isAdmin: true }, agent)).status).toBe(403);
    expect((await t.request().patch(apiRoutes.adminUser(user.id)).send({ isAdmin: true })).status).toBe(401);
    expect((await agent.get(apiRoutes.user)).body.isAdmin).toBe(false);
  });
});

describe('issue 7: the admin flag of the last active admin, and of oneself', () => {
  const t = useTestApp();

  it(`the only admin removing their own admin flag: 403 '${userMessages.selfAdminRevoke}'`, async () => {
    const admin = await signInAsAdmin(t);
    const res = await admin.patch(apiRoutes.adminUser(FIRST_ADMIN_ID)).send({ isAdmin: false });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(userMessages.selfAdminRevoke);
    expect((await admin.get(apiRoutes.user)).body.isAdmin).toBe(true);
  });

  it("two admins removing each other's admin flag at once: one succeeds, one active admin is left", async () => {
    // The first admin has no other role, so its flag cannot go (a role is required): two others race.
    const [second, third] = [await createAdmin(t), await createAdmin(t)];
    await second.agent.patch(apiRoutes.adminUserStatus(FIRST_ADMIN_ID)).send({ status: 'blocked' }).expect(200);
    expect(await activeAdminCount(t)).toBe(2);
    const answers = await Promise.all([
      second.agent.patch(apiRoutes.adminUser(third.user.id)).send({ isAdmin: false }),
      third.agent.patch(apiRoutes.adminUser(second.user.id)).send({ isAdmin: false }),
    ]);
    // The loser was refused as the last admin (409), or was no longer an admin when its request was checked (403).
    const statuses = answers.map((r) => r.status).sort();
    expect([
      [200, 403],
      [200, 409],
    ]).toContainEqual(statuses);
    expect(await activeAdminCount(t)).toBe(1);
    const loser = answers.find((r) => r.status === 409);
    if (loser) expect(loser.body.message).toBe(userMessages.lastActiveAdmin);
  });
});
