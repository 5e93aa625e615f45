import { apiRoutes, creditTermsMessages, type UserResponse } from '@pratiche/contracts';
import { creditMessages, marketplaceMessages } from '@pratiche/domain';
import { readEvents, registerUser, signIn, uniqueRegistration, uploadVisura } from '../../../../testing/accounts';
import { createFastUser } from '../../../../testing/marketplace';
import { useTestApp, type TestApp } from '../../../../testing/test-app';

const AT = '2026-04-01T09:30:00.000Z';
const undeclared = { kind: 'impresa', registerNumber: null, verified: false, verifiedAt: null, verifiedBy: null, correntistaOf: null };

describe('PUT /api/user/buyer-kind: a cessionario declares what kind of buyer it is (issue 27)', () => {
  const t = useTestApp({ clock: () => new Date(AT) });
  const declarations = async (userId: number) => (await readEvents(t, `user-${userId}`)).filter((e) => e.type === 'BuyerKindDeclared');
  const currentUser = async (agent: ReturnType<TestApp['agent']>) => (await agent.get(apiRoutes.user).expect(200)).body as UserResponse;

  it('an account that declared nothing reads as an unverified impresa', async () => {
    const buyer = await createFastUser(t);
    expect((await currentUser(buyer.agent)).buyerQualification).toEqual(undeclared);
  });

  it("a bank with its ABI code: 200 'Qualifica salvata', unverified, one BuyerKindDeclared by the buyer; GET /api/user agrees", async () => {
    const buyer = await createFastUser(t);
    const res = await buyer.agent.put(apiRoutes.buyerKind).send({ kind: 'banca', registerNumber: ' 03069 ' });
    expect(res.status).toBe(200);
    const expected = { kind: 'banca', registerNumber: '03069', verified: false, verifiedAt: null, verifiedBy: null, correntistaOf: null };
    expect(res.body).toMatchObject({ message: creditTermsMessages.buyerKindSaved, user: { id: buyer.id, buyerQualification: expected } });
    expect((await currentUser(buyer.agent)).buyerQualification).toEqual(expected);
    expect((await declarations(buyer.id)).map((e) => e.data)).toEqual([{ userId: buyer.id, kind: 'banca', registerNumber: '03069', by: buyer.id, at: AT }]);
  });

  it('a kind with no register (impresa, pubblica amministrazione) keeps no register number', async () => {
    const buyer = await createFastUser(t);
    const res = await buyer.agent.put(apiRoutes.buyerKind).send({ kind: 'pa', registerNumber: '12345' });
    expect(res.status).toBe(200);
    expect(res.body.user.buyerQualification).toMatchObject({ kind: 'pa', registerNumber: null });
  });

  describe('bad declarations: 400 with the Italian message, and nothing changes', () => {
    it.each([
      ['register number missing', { kind: 'banca' }, creditMessages.registerNumberRequired('codice ABI, 5 cifre')],
      ['register number blank', { kind: 'assicurazione', registerNumber: '  ' }, creditMessages.registerNumberRequired('albo IVASS')],
      ['register number of the wrong shape', { kind: 'banca', registerNumber: '12AB' }, creditMessages.registerNumberInvalid('codice ABI, 5 cifre')],
      ['unknown kind', { kind: 'consumatore' }, creditTermsMessages.buyerKind],
      ['register number too long', { kind: 'intermediario', registerNumber: '1'.repeat(31) }, creditTermsMessages.buyerKind],
    ])('%s', async (_case, body, message) => {
      const buyer = await createFastUser(t);
      await buyer.agent.put(apiRoutes.buyerKind).send({ kind: 'intermediario', registerNumber: '123' }).expect(200);
      const res = await buyer.agent.put(apiRoutes.buyerKind).send(body);
      expect([res.status, res.body.message]).toEqual([400, message]);
      expect((await currentUser(buyer.agent)).buyerQualification).toMatchObject({ kind: 'intermediario', registerNumber: '123' });
      expect(await declarations(buyer.id)).toHaveLength(1);
    });
  });

  it('only active cessionari: a seller-only account 403, a pending cessionario 403, anonymous 401', async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const sellerRes = await seller.agent.put(apiRoutes.buyerKind).send({ kind: 'pa' });
    expect([sellerRes.status, sellerRes.body.message]).toEqual([403, marketplaceMessages.cessionarioOnly]);
    const pending = await registerUser(t, { isCessionario: true });
    expect((await pending.agent.put(apiRoutes.buyerKind).send({ kind: 'pa' })).status).toBe(403);
    expect((await t.request().put(apiRoutes.buyerKind).send({ kind: 'pa' })).status).toBe(401);
    expect(await declarations(seller.id)).toEqual([]);
    expect(await declarations(pending.user.id)).toEqual([]);
  });

  it('the same declaration sent many times at once: every request 200, one event, the verification kept on a repeat', async () => {
    const buyer = await createFastUser(t);
    const body = { kind: 'assicurazione', registerNumber: 'd12345' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => buyer.agent.put(apiRoutes.buyerKind).send(body)));
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(await declarations(buyer.id)).toHaveLength(1);
    expect((await currentUser(buyer.agent)).buyerQualification).toMatchObject({ kind: 'assicurazione', registerNumber: 'D12345' });

    const admin = await signIn(t, 'admin', 'Admin-Password-1!');
    await admin.post(apiRoutes.adminUserBuyerKindVerify(buyer.id)).send(body).expect(200);
    await buyer.agent.put(apiRoutes.buyerKind).send(body).expect(200);
    expect((await currentUser(buyer.agent)).buyerQualification).toMatchObject({ verified: true, verifiedBy: 1 });
    expect(await declarations(buyer.id)).toHaveLength(1);
  });

  it('a different declaration after a verification undoes it: the new kind counts only once verified again', async () => {
    const buyer = await createFastUser(t);
    await buyer.agent.put(apiRoutes.buyerKind).send({ kind: 'banca', registerNumber: '03069' }).expect(200);
    const admin = await signIn(t, 'admin', 'Admin-Password-1!');
    await admin.post(apiRoutes.adminUserBuyerKindVerify(buyer.id)).send({ kind: 'banca', registerNumber: '03069' }).expect(200);
    const res = await buyer.agent.put(apiRoutes.buyerKind).send({ kind: 'banca', registerNumber: '01005' }).expect(200);
    expect(res.body.user.buyerQualification).toEqual({
      kind: 'banca',
      registerNumber: '01005',
      verified: false,
      verifiedAt: null,
      verifiedBy: null,
      correntistaOf: null,
    });
  });
});

describe('PUT /api/user/buyer-kind with correntistaOf (issue 45: the bank whose current account the buyer holds)', () => {
  const t = useTestApp({ clock: () => new Date(AT) });
  const declarations = async (userId: number) => (await readEvents(t, `user-${userId}`)).filter((e) => e.type === 'BuyerKindDeclared');

  it('a new bank alone keeps the verification, on the read model as in the state; a new kind undoes it; bad ids are 400 with nothing appended', async () => {
    const [buyer, bank] = [await createFastUser(t), await createFastUser(t)];
    await buyer.agent.put(apiRoutes.buyerKind).send({ kind: 'banca', registerNumber: '03069' }).expect(200);
    const admin = await signIn(t, 'admin', 'Admin-Password-1!');
    await admin.post(apiRoutes.adminUserBuyerKindVerify(buyer.id)).send({ kind: 'banca', registerNumber: '03069' }).expect(200);
    const res = await buyer.agent.put(apiRoutes.buyerKind).send({ kind: 'banca', registerNumber: '03069', correntistaOf: bank.id }).expect(200);
    expect(res.body.user.buyerQualification).toMatchObject({ kind: 'banca', verified: true, verifiedBy: 1, correntistaOf: bank.id });
    expect(await declarations(buyer.id)).toHaveLength(2);
    for (const [correntistaOf, message] of [
      [0, creditMessages.correntistaOfInvalid],
      ['1', creditMessages.correntistaOfInvalid],
      [buyer.id, creditMessages.correntistaOfSelf],
    ] as const) {
      const bad = await buyer.agent.put(apiRoutes.buyerKind).send({ kind: 'banca', registerNumber: '03069', correntistaOf });
      expect([bad.status, bad.body.message ?? bad.body.error]).toEqual([400, message]);
    }
    expect(await declarations(buyer.id)).toHaveLength(2);
    const kind = await buyer.agent.put(apiRoutes.buyerKind).send({ kind: 'impresa', correntistaOf: bank.id }).expect(200);
    expect(kind.body.user.buyerQualification).toMatchObject({ kind: 'impresa', verified: false, verifiedBy: null, correntistaOf: bank.id });
  });
});

describe('POST /api/register and /api/login answer the buyer qualification (issue 27)', () => {
  const t = useTestApp({ clock: () => new Date(AT) });

  it('a cessionario may declare its kind when signing up; the answer and the sign-in carry it, unverified', async () => {
    const { user, body, password } = await registerUser(t, { isCedente: false, isCessionario: true, buyerKind: 'intermediario', registerNumber: '456' });
    const expected = { kind: 'intermediario', registerNumber: '456', verified: false, verifiedAt: null, verifiedBy: null, correntistaOf: null };
    expect(user.buyerQualification).toEqual(expected);
    const login = await t.request().post(apiRoutes.login).send({ username: body.username, password }).expect(200);
    expect(login.body.buyerQualification).toEqual(expected);
    expect((await readEvents(t, `user-${user.id}`)).map((e) => e.type)).toEqual(['UserRegistered', 'BuyerKindDeclared']);
  });

  it('without a kind, or as a seller only, the account reads as an impresa', async () => {
    expect((await registerUser(t, { isCessionario: true })).user.buyerQualification).toEqual(undeclared);
    const seller = await registerUser(t, { isCedente: true, isCessionario: false, buyerKind: 'banca', registerNumber: '03069' });
    expect(seller.user.buyerQualification).toEqual(undeclared);
  });

  it('a bad register number at sign-up: 400 with the Italian message, and no account is created', async () => {
    const agent = t.agent();
    const visura = await uploadVisura(t, agent);
    const body = uniqueRegistration({
      isCessionario: true,
      businessDocument: { originalName: visura.originalName, filename: visura.filename },
      buyerKind: 'banca',
      registerNumber: 'ABI',
    });
    const accounts = async () => (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM users_view')).rows[0]!.n;
    const before = await accounts();
    const res = await agent.post(apiRoutes.register).send(body);
    expect([res.status, res.body.message]).toEqual([400, creditMessages.registerNumberInvalid('codice ABI, 5 cifre')]);
    expect(await accounts()).toBe(before);
    // The names are still free: the same form with a valid number signs up.
    await agent
      .post(apiRoutes.register)
      .send({ ...body, registerNumber: '03069' })
      .expect(201);
  });
});
