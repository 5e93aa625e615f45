import { apiRoutes } from '@pratiche/contracts';
import { marketplaceMessages, userStreamId, walletStreamId } from '@pratiche/domain';
import { EVENT_STORE } from '../../infrastructure/database/database.tokens';
import type { PostgresEventStore } from '../../infrastructure/event-store/postgres-event-store';
import { signInAsAdmin } from '../../testing/accounts';
import { createApprovedPractice, createFastUser, walletBalance } from '../../testing/marketplace';
import { useTestApp, type TestApp } from '../../testing/test-app';

type Agent = ReturnType<TestApp['agent']>;

/**
 * The purchase version-checks the buyer's stream too: it decides on the buyer's account (active,
 * a cessionario the transfer chain allows), so a block committed after that read refuses it.
 */
describe("the purchase version-checks the buyer's stream too", () => {
  const t = useTestApp();
  let admin: Agent;
  beforeAll(async () => {
    admin = await signInAsAdmin(t);
  });

  const block = (userId: number) => admin.patch(apiRoutes.adminUserStatus(userId)).send({ status: 'blocked' }).expect(200);
  /** Global positions of the buyer's block and of every purchase he made (base or exclusive). */
  const positions = async (buyerId: number) => {
    const { rows } = await t.database.query<{ type: string; position: string }>(
      `SELECT type, global_position AS position FROM events
       WHERE (stream_id = $1 AND type = 'UserBlocked') OR (type IN ('PracticeAccessPurchased', 'ExclusivityPurchased') AND (data ->> 'by')::int = $2)
       ORDER BY global_position`,
      [userStreamId(buyerId), buyerId],
    );
    return {
      blocked: rows.filter((r) => r.type === 'UserBlocked').map((r) => Number(r.position)),
      bought: rows.filter((r) => r.type !== 'UserBlocked').map((r) => Number(r.position)),
    };
  };

  it("the purchase version-checks the buyer's stream too: a block committed between the purchase's read and its append refuses it (403), nothing charged", async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const practiceId = await createApprovedPractice(t, seller.id);
    const buyer = await createFastUser(t, { credits: 50 });
    const walletEvents = (await t.database.query('SELECT 1 FROM events WHERE stream_id = $1', [walletStreamId(buyer.id)])).rows.length;
    const store = t.app.get<PostgresEventStore>(EVENT_STORE);
    const append = store.append.bind(store);
    // The purchase has decided on an active buyer; the block commits before its append goes out.
    const spy = jest.spyOn(store, 'append').mockImplementationOnce(async (...args) => {
      await block(buyer.id);
      return append(...args);
    });
    try {
      const res = await buyer.agent.post(apiRoutes.marketplaceView(practiceId)).send({ accessType: 'base' });
      expect([res.status, res.body.message]).toEqual([403, marketplaceMessages.accountNotActive]);
      expect(spy.mock.calls[0]![0].map((w) => w.streamId)).toContain(userStreamId(buyer.id));
    } finally {
      spy.mockRestore();
    }
    expect(await walletBalance(t, buyer.id)).toBe(50);
    expect((await t.database.query('SELECT 1 FROM events WHERE stream_id = $1', [walletStreamId(buyer.id)])).rows.length).toBe(walletEvents);
    expect((await positions(buyer.id)).bought).toEqual([]);
  });

  it("the purchase version-checks the buyer's stream too: blocking racing 12 purchases in parallel, no purchase is committed after the block", async () => {
    for (let round = 0; round < 3; round++) {
      const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
      const practiceIds = await Promise.all(Array.from({ length: 12 }, () => createApprovedPractice(t, seller.id)));
      const buyer = await createFastUser(t, { credits: 1000 });
      const purchases = practiceIds.map((id) =>
        buyer.agent
          .post(apiRoutes.marketplaceView(id))
          .send({ accessType: 'base' })
          .then((res) => res.status),
      );
      const [statuses] = await Promise.all([Promise.all(purchases), block(buyer.id)]);
      const { blocked, bought } = await positions(buyer.id);
      expect(blocked).toHaveLength(1);
      expect(bought.filter((position) => position > blocked[0]!)).toEqual([]);
      expect(statuses.filter((status) => status === 200)).toHaveLength(bought.length);
      expect(await walletBalance(t, buyer.id)).toBe(1000 - 10 * bought.length);
    }
  });
});
