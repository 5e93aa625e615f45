import { apiRoutes } from '@pratiche/contracts';
import { allProjections } from '../../apps/api/src/app.projections';
import { rebuildProjections } from '../../apps/api/src/infrastructure/projections/projection-runner';
import { verifyProjections } from '../../apps/api/src/infrastructure/projections/verify-projections';
import { createActiveUser, registerUser, signIn, signInAsAdmin } from '../../apps/api/src/testing/accounts';
import { createSeller, practiceBody, reviewPractice, submitPractice, uploadPracticeFiles } from '../../apps/api/src/testing/practices';
import { useTestApp, type TestApp } from '../../apps/api/src/testing/test-app';

/**
 * Every practice event: submitted with documents, integration requested with a comment, edited
 * (a document replaced), approved, sold; a document deleted; another practice deleted; one with
 * a declared schedule and transfer chain.
 */
const practiceScenario = async (t: TestApp) => {
  const seller = await createSeller(t);
  const admin = await signInAsAdmin(t);
  const practice = await submitPractice(seller.agent, { societari: ['statuto.pdf', 'atto.pdf'], fiscali: ['bilancio.pdf'] });
  await reviewPractice(t, practice.id, 'integration_required', 'Statuto non firmato');
  const [statuto] = await uploadPracticeFiles(seller.agent, [{ name: 'statuto.pdf' }]);
  await seller.agent
    .patch(apiRoutes.practice(practice.id))
    .send(practiceBody({ amount: 80_000, documents: { societari: [statuto!], fiscali: [] } }))
    .expect(200);
  await reviewPractice(t, practice.id, 'approved', 'Ok');
  await seller.agent.patch(apiRoutes.practiceSaleStatus(practice.id)).send({ saleStatus: 'ceduta', viaPortal: true }).expect(200);
  await admin.delete(apiRoutes.practiceDocument(practice.id, practice.documents.fiscali[0]!.filename)).expect(200);
  await submitPractice(seller.agent, { body: { type: 'CREDITO_IVA', tributeCode: null } });
  // Issue 27: a declared schedule and a chain after the free transfer, approved (its codes are all given).
  const year = new Date().getFullYear() + 1;
  const withTerms = await submitPractice(seller.agent, {
    body: {
      year,
      rate: [
        { year, amount: 100_000.5, code: 'R1' },
        { year: year + 1, amount: 50_000, code: 'R2' },
      ],
      transferChain: { freeTransferUsed: true, qualifiedTransfers: 1, holder: 'banca' },
    },
  });
  await reviewPractice(t, withTerms.id, 'approved');
  const deleted = await submitPractice(seller.agent);
  await admin.delete(apiRoutes.adminPractice(deleted.id)).expect(200);
};

/** `projections:rebuild` and `projections:verify` after a scripted scenario through the real API. */
describe('read models rebuilt from the event log', () => {
  const t = useTestApp();

  beforeAll(async () => {
    const admin = await signInAsAdmin(t);
    const seller = await createActiveUser(t);
    await registerUser(t, { isCedente: false, isCessionario: true });
    const rejected = await registerUser(t);
    await admin.patch(apiRoutes.adminUserStatus(rejected.user.id)).send({ status: 'rejected' }).expect(200);
    await admin.patch(apiRoutes.adminUserStatus(seller.user.id)).send({ status: 'blocked' }).expect(200);
    await admin.patch(apiRoutes.adminUserStatus(seller.user.id)).send({ status: 'active' }).expect(200);
    // Blocking signs the seller out everywhere; after reactivation they sign in again.
    const sellerAgain = await signIn(t, seller.user.username, seller.password);
    await sellerAgain
      .post(apiRoutes.requestChange)
      .send({ fieldsToChange: { phone: '0298765432' }, reason: "Cambio d'ufficio" })
      .expect((res) => expect(res.status).toBeLessThan(300));
    await practiceScenario(t);
  });

  const snapshot = async () => {
    const tables: Record<string, unknown[]> = {};
    for (const table of allProjections.flatMap((p) => p.tables)) {
      tables[table] = (await t.database.query(`SELECT * FROM ${table} ORDER BY 1`)).rows;
    }
    return tables;
  };

  it('verify finds the live read models equal to a rebuild of the log', async () => {
    expect(await verifyProjections(t.database, allProjections)).toEqual([]);
  });

  it('a rebuilt database equals the live one', async () => {
    const live = await snapshot();
    expect(Object.values(live).some((rows) => rows.length >= 4)).toBe(true);
    await rebuildProjections(t.database, allProjections);
    expect(await snapshot()).toEqual(live);
  });

  it('verify notices a read model edited behind the log', async () => {
    await t.database.query(
      `UPDATE users_view SET company_name = 'Manomessa S.p.A.' WHERE is_admin = false AND id = (SELECT min(id) FROM users_view WHERE is_admin = false)`,
    );
    const differences = await verifyProjections(t.database, allProjections);
    expect(differences).toEqual([{ table: 'users_view', onlyLive: 1, onlyRebuilt: 1 }]);
  });
});
