import { apiRoutes, type AuditEntry, type MarketplacePractice, type PracticeResponse } from '@pratiche/contracts';
import { marketplaceMessages, practiceStreamId, walletStreamId } from '@pratiche/domain';
import { allProjections } from '../../app.projections';
import { EVENT_STORE } from '../../infrastructure/database/database.tokens';
import type { PostgresEventStore } from '../../infrastructure/event-store/postgres-event-store';
import { ERASED_PERSONAL_DATA } from '../../infrastructure/personal-data/personal-data.declaration';
import { verifyProjections } from '../../infrastructure/projections/verify-projections';
import { readStoredEvents, registerUser, signInAsAdmin } from '../../testing/accounts';
import { createApprovedPractice, createFastUser, walletBalance, type FastUser } from '../../testing/marketplace';
import { createSeller, practiceBody, reviewPractice, submitPractice, uploadPracticeFiles } from '../../testing/practices';
import { useTestApp, type TestApp } from '../../testing/test-app';

type Agent = ReturnType<TestApp['agent']>;

/**
 * Production safety 5: a seller who is blocked, rejected or deleted sells nothing, and comes back
 * on reactivation; an erased seller's documents stay only with the buyers who paid; the document
 * names a seller chose are sealed in the log with the seller's key.
 */
describe('production safety 5: a seller who is not active sells nothing', () => {
  const t = useTestApp();
  let admin: Agent;
  beforeAll(async () => {
    admin = await signInAsAdmin(t);
  });

  const listedIds = async (buyer: FastUser) => ((await buyer.agent.get(apiRoutes.marketplace).expect(200)).body as MarketplacePractice[]).map((p) => p.id);
  const setStatus = (userId: number, status: 'active' | 'blocked' | 'rejected') => admin.patch(apiRoutes.adminUserStatus(userId)).send({ status }).expect(200);
  const eventCount = async (streamId: string) => (await readStoredEvents(t, streamId)).length;

  /** Both purchases refused with the Italian message, and neither the wallet nor the practice changed. */
  const expectRefusedWithNothingCharged = async (buyer: FastUser, practiceId: number) => {
    const before = {
      balance: await walletBalance(t, buyer.id),
      wallet: await eventCount(walletStreamId(buyer.id)),
      practice: await eventCount(practiceStreamId(practiceId)),
    };
    for (const res of [
      await buyer.agent.post(apiRoutes.marketplaceView(practiceId)).send({ accessType: 'base' }),
      await buyer.agent.post(apiRoutes.marketplaceExclusive(practiceId)).send({ hours: 24 }),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(marketplaceMessages.sellerNotActive);
    }
    const after = {
      balance: await walletBalance(t, buyer.id),
      wallet: await eventCount(walletStreamId(buyer.id)),
      practice: await eventCount(practiceStreamId(practiceId)),
    };
    expect(after).toEqual(before);
    expect((await buyer.agent.get(apiRoutes.user)).body.walletBalance).toBe(before.balance);
  };

  it("production safety 5: a blocked seller's practice is not listed and its purchase is refused with nothing charged; reactivated it is listed and buyable again", async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const practiceId = await createApprovedPractice(t, seller.id);
    const buyer = await createFastUser(t, { credits: 200 });
    expect(await listedIds(buyer)).toContain(practiceId);

    await setStatus(seller.id, 'blocked');
    expect(await listedIds(buyer)).not.toContain(practiceId);
    await expectRefusedWithNothingCharged(buyer, practiceId);

    await setStatus(seller.id, 'active');
    expect(await listedIds(buyer)).toContain(practiceId);
    await buyer.agent.post(apiRoutes.marketplaceView(practiceId)).send({ accessType: 'base' }).expect(200);
    await buyer.agent.post(apiRoutes.marketplaceExclusive(practiceId)).send({ hours: 24 }).expect(200);
    expect(await walletBalance(t, buyer.id)).toBe(200 - 10 - 100);
  });

  it("production safety 5: a block recorded between a purchase's read and its append refuses that purchase, nothing charged", async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const practiceId = await createApprovedPractice(t, seller.id);
    const buyer = await createFastUser(t, { credits: 50 });
    const store = t.app.get<PostgresEventStore>(EVENT_STORE);
    const append = store.append.bind(store);
    // The purchase has decided on an active seller; the block commits before its append goes out.
    const spy = jest.spyOn(store, 'append').mockImplementationOnce(async (...args) => {
      await setStatus(seller.id, 'blocked');
      return append(...args);
    });
    try {
      await expectRefusedWithNothingCharged(buyer, practiceId);
      expect(spy.mock.calls[0]![0].map((w) => w.streamId)).toContain(practiceStreamId(practiceId));
    } finally {
      spy.mockRestore();
    }
  });

  it('production safety 5: a buyer who bought before the block keeps the practice in the list, but cannot buy more of it', async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const practiceId = await createApprovedPractice(t, seller.id);
    const [bought, other] = [await createFastUser(t, { credits: 200 }), await createFastUser(t, { credits: 200 })];
    await bought.agent.post(apiRoutes.marketplaceView(practiceId)).send({}).expect(200);
    await setStatus(seller.id, 'blocked');
    expect(await listedIds(bought)).toContain(practiceId);
    expect(await listedIds(other)).not.toContain(practiceId);
    await expectRefusedWithNothingCharged(bought, practiceId);
  });

  it("production safety 5: a rejected seller's practice likewise: not listed, refused, nothing charged; reactivated it sells again", async () => {
    // A pending seller whose practice was approved (written as events), then rejected: the one way spec 4 reaches 'rejected'.
    const pending = await registerUser(t, { isCedente: true, isCessionario: false });
    const practiceId = await createApprovedPractice(t, pending.user.id);
    const buyer = await createFastUser(t, { credits: 50 });
    await setStatus(pending.user.id, 'rejected');
    expect(await listedIds(buyer)).not.toContain(practiceId);
    await expectRefusedWithNothingCharged(buyer, practiceId);

    await setStatus(pending.user.id, 'active');
    expect(await listedIds(buyer)).toContain(practiceId);
    await buyer.agent.post(apiRoutes.marketplaceView(practiceId)).send({}).expect(200);
  });

  it("production safety 5: a deleted seller's practice likewise: not listed, refused, nothing charged", async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const practiceId = await createApprovedPractice(t, seller.id);
    const buyer = await createFastUser(t, { credits: 200 });
    await admin.delete(apiRoutes.adminUser(seller.id)).expect(200);
    expect(await listedIds(buyer)).not.toContain(practiceId);
    await expectRefusedWithNothingCharged(buyer, practiceId);
  });

  describe('documents of a seller who is erased', () => {
    const names = { statuto: 'Statuto-Zorzetto-Nascosto.pdf', bilancio: 'Bilancio-Zorzetto-Riservato.pdf', nuovo: 'Atto-Zorzetto-Integrativo.pdf' };
    let seller: Awaited<ReturnType<typeof createSeller>>;
    let practice: PracticeResponse;
    let buyer: FastUser;

    /** Submitted with two documents, edited once (a third), one deleted by an admin, approved, bought and downloaded. */
    beforeAll(async () => {
      seller = await createSeller(t);
      const submitted = await submitPractice(seller.agent, { societari: [names.statuto, 'da-eliminare-Zorzetto.pdf'], fiscali: [names.bilancio] });
      await reviewPractice(t, submitted.id, 'integration_required');
      const [added] = await uploadPracticeFiles(seller.agent, [{ name: names.nuovo }]);
      const documents = {
        ...submitted.documents,
        societari: [...submitted.documents.societari, { originalName: added!.originalName, filename: added!.filename }],
      };
      const { type, year, amount, discount, tributeCode, numSites } = submitted;
      await seller.agent
        .patch(apiRoutes.practice(submitted.id))
        .send(practiceBody({ type, year, amount, discount, tributeCode, numSites, documents }))
        .expect(200);
      const doomed = submitted.documents.societari.find((d) => d.originalName === 'da-eliminare-Zorzetto.pdf')!;
      await admin.delete(apiRoutes.practiceDocument(submitted.id, doomed.filename)).expect(200);
      await reviewPractice(t, submitted.id, 'approved');
      practice = (await seller.agent.get(apiRoutes.practice(submitted.id)).expect(200)).body as PracticeResponse;
      buyer = await createFastUser(t, { credits: 50 });
      await buyer.agent.post(apiRoutes.marketplaceView(practice.id)).send({}).expect(200);
      await buyer.agent.get(apiRoutes.practiceDownloadAll(practice.id)).expect(200);
    });

    const allNames = () => [...Object.values(names), 'da-eliminare-Zorzetto.pdf', 'Zorzetto'];
    const documentNames = (documents: PracticeResponse['documents']) => [...documents.societari, ...documents.fiscali].map((d) => d.originalName).sort();

    it('production safety 5: document names are sealed in the event store and still shown correctly to authorised readers', async () => {
      const raw = JSON.stringify(await readStoredEvents(t));
      expect(allNames().filter((name) => raw.includes(name))).toEqual([]);

      const shown = [names.bilancio, names.nuovo, names.statuto].sort();
      expect(documentNames(practice.documents)).toEqual(shown);
      const bought = ((await buyer.agent.get(apiRoutes.marketplace)).body as MarketplacePractice[]).find((p) => p.id === practice.id)!;
      expect(documentNames(bought.documents!)).toEqual(shown);
      const download = await buyer.agent.get(apiRoutes.document(practice.documents.fiscali[0]!.filename)).expect(200);
      expect(download.headers['content-disposition']).toContain('Bilancio-Zorzetto-Riservato');
      const history = (await admin.get(apiRoutes.adminHistory('practice', practice.id)).expect(200)).body as AuditEntry[];
      const described = JSON.stringify(history);
      for (const name of [names.statuto, 'da-eliminare-Zorzetto.pdf', names.nuovo]) expect(described).toContain(name);
    });

    describe('after the erasure', () => {
      let stranger: FastUser;
      beforeAll(async () => {
        stranger = await createFastUser(t, { credits: 50 });
        await admin.delete(apiRoutes.adminUser(seller.user.id)).expect(200);
      });

      it("production safety 5: an erased seller's documents answer 403 to a buyer without prior access (and to admins); the buyer who paid keeps them", async () => {
        const [document, zip] = [apiRoutes.document(practice.documents.fiscali[0]!.filename), apiRoutes.practiceDownloadAll(practice.id)];
        await expectRefusedWithNothingCharged(stranger, practice.id);
        expect([(await stranger.agent.get(document)).status, (await stranger.agent.get(zip)).status]).toEqual([403, 403]);
        expect([(await admin.get(document)).status, (await admin.get(zip)).status]).toEqual([403, 403]);
        expect([(await buyer.agent.get(document)).status, (await buyer.agent.get(zip)).status]).toEqual([200, 200]);
      });

      it(`production safety 5: the names read '${ERASED_PERSONAL_DATA}' everywhere, and the read models equal a rebuild`, async () => {
        const mine = ((await buyer.agent.get(apiRoutes.marketplaceMyPractices)).body as MarketplacePractice[]).find((p) => p.id === practice.id)!;
        expect(documentNames(mine.documents!)).toEqual([ERASED_PERSONAL_DATA, ERASED_PERSONAL_DATA, ERASED_PERSONAL_DATA]);
        const history = JSON.stringify((await admin.get(apiRoutes.adminHistory('practice', practice.id)).expect(200)).body);
        expect(allNames().filter((name) => history.includes(name))).toEqual([]);
        const { rows } = await t.database.query<{ row: string }>('SELECT u::text AS row FROM uploaded_files u');
        expect(allNames().filter((name) => rows.some((r) => r.row.includes(name)))).toEqual([]);
        expect(await verifyProjections(t.database, allProjections)).toEqual([]);
      });
    });
  });
});
