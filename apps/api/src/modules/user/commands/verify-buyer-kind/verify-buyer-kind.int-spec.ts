import { apiRoutes, creditTermsMessages, type AuditEntry, type UserResponse } from '@pratiche/contracts';
import { creditMessages, userMessages } from '@pratiche/domain';
import { readEvents, signInAsAdmin } from '../../../../testing/accounts';
import { createAdmin } from '../../../../testing/admins';
import { createFastUser, type FastUser } from '../../../../testing/marketplace';
import { useTestApp } from '../../../../testing/test-app';

const AT = '2026-04-01T09:30:00.000Z';
const FIRST_ADMIN_ID = 1;

describe('POST /api/admin/users/:id/buyer-kind/verify: an admin verifies a declared qualified kind (issue 27)', () => {
  const t = useTestApp({ clock: () => new Date(AT) });

  const bank = async (): Promise<FastUser> => {
    const buyer = await createFastUser(t);
    await buyer.agent.put(apiRoutes.buyerKind).send({ kind: 'banca', registerNumber: '03069' }).expect(200);
    return buyer;
  };
  const userEvents = async (userId: number) => (await readEvents(t, `user-${userId}`)).map((e) => e.type);
  const verified = { kind: 'banca', registerNumber: '03069', verified: true, verifiedAt: AT, verifiedBy: FIRST_ADMIN_ID, correntistaOf: null };
  const seen = { kind: 'banca', registerNumber: '03069' };

  it("200 'Qualifica verificata': the user, the admin lists and the history show who verified it and when", async () => {
    const buyer = await bank();
    const admin = await signInAsAdmin(t);
    const res = await admin.post(apiRoutes.adminUserBuyerKindVerify(buyer.id)).send(seen);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: creditTermsMessages.buyerKindVerified, user: { id: buyer.id, buyerQualification: verified } });

    expect((await buyer.agent.get(apiRoutes.user).expect(200)).body.buyerQualification).toEqual(verified);
    const list = (await admin.get(apiRoutes.adminUsers).expect(200)).body as UserResponse[];
    expect(list.find((u) => u.id === buyer.id)!.buyerQualification).toEqual(verified);
    const page = await admin.get(apiRoutes.adminUsers).query({ current: 1, pageSize: 200 }).expect(200);
    expect((page.body.data as UserResponse[]).find((u) => u.id === buyer.id)!.buyerQualification).toEqual(verified);

    const history = (await admin.get(apiRoutes.adminHistory('user', buyer.id)).expect(200)).body as AuditEntry[];
    expect(history.find((e) => e.type === 'BuyerKindVerified')).toMatchObject({
      actor: { id: FIRST_ADMIN_ID },
      data: { at: AT, by: FIRST_ADMIN_ID, kind: 'banca', registerNumber: '03069' },
      description: "Qualifica di acquirente verificata: Banca (iscrizione 03069), controllata sull'albo delle banche della Banca d'Italia",
    });
  });

  describe('refusals change nothing', () => {
    it("a non-admin: 403 'Devi essere un amministratore per accedere a questa pagina.'; anonymous: 401", async () => {
      const buyer = await bank();
      const other = await createFastUser(t);
      const res = await other.agent.post(apiRoutes.adminUserBuyerKindVerify(buyer.id)).send(seen);
      expect([res.status, res.body.message]).toEqual([403, 'Devi essere un amministratore per accedere a questa pagina.']);
      expect((await buyer.agent.post(apiRoutes.adminUserBuyerKindVerify(buyer.id))).status).toBe(403);
      expect((await t.request().post(apiRoutes.adminUserBuyerKindVerify(buyer.id))).status).toBe(401);
      expect(await userEvents(buyer.id)).not.toContain('BuyerKindVerified');
    });

    it(`an admin's own qualification: 403 '${creditMessages.ownVerification}'`, async () => {
      const second = await createAdmin(t);
      await second.agent.patch(apiRoutes.adminUser(second.user.id)).send({ isCessionario: true }).expect(200);
      await second.agent.put(apiRoutes.buyerKind).send({ kind: 'banca', registerNumber: '01005' }).expect(200);
      const res = await second.agent.post(apiRoutes.adminUserBuyerKindVerify(second.user.id)).send({ kind: 'banca', registerNumber: '01005' });
      expect([res.status, res.body.message]).toEqual([403, creditMessages.ownVerification]);
      expect(await userEvents(second.user.id)).not.toContain('BuyerKindVerified');
      // Four eyes: another admin may.
      await (await signInAsAdmin(t)).post(apiRoutes.adminUserBuyerKindVerify(second.user.id)).send({ kind: 'banca', registerNumber: '01005' }).expect(200);
    });

    it.each([
      ['an impresa (declared nothing)', null],
      ['a public administration', { kind: 'pa' }],
    ])(`%s needs no verification: 409 '${creditMessages.verificationNotNeeded}'`, async (_case, declaration) => {
      const buyer = await createFastUser(t);
      if (declaration) await buyer.agent.put(apiRoutes.buyerKind).send(declaration).expect(200);
      const res = await (await signInAsAdmin(t)).post(apiRoutes.adminUserBuyerKindVerify(buyer.id)).send({ kind: declaration?.kind ?? 'impresa' });
      expect([res.status, res.body.message]).toEqual([409, creditMessages.verificationNotNeeded]);
      expect(await userEvents(buyer.id)).not.toContain('BuyerKindVerified');
    });

    it(`already verified: 409 '${creditMessages.alreadyVerified}', one verification in the log`, async () => {
      const buyer = await bank();
      const admin = await signInAsAdmin(t);
      await admin.post(apiRoutes.adminUserBuyerKindVerify(buyer.id)).send(seen).expect(200);
      const res = await admin.post(apiRoutes.adminUserBuyerKindVerify(buyer.id)).send(seen);
      expect([res.status, res.body.message]).toEqual([409, creditMessages.alreadyVerified]);
      expect((await userEvents(buyer.id)).filter((type) => type === 'BuyerKindVerified')).toHaveLength(1);
    });

    it(`a declaration changed since the admin saw it: 409 '${creditMessages.declarationChanged}', the new one stays unverified`, async () => {
      const buyer = await bank();
      await buyer.agent.put(apiRoutes.buyerKind).send({ kind: 'intermediario', registerNumber: '123' }).expect(200);
      const res = await (await signInAsAdmin(t)).post(apiRoutes.adminUserBuyerKindVerify(buyer.id)).send(seen);
      expect([res.status, res.body.message]).toEqual([409, creditMessages.declarationChanged]);
      expect(await userEvents(buyer.id)).not.toContain('BuyerKindVerified');
    });

    it("an unknown user: 404 'Utente non trovato'", async () => {
      const res = await (await signInAsAdmin(t)).post(apiRoutes.adminUserBuyerKindVerify(999_999)).send(seen);
      expect([res.status, res.body.message]).toEqual([404, userMessages.notFound]);
    });
  });
});
