import { randomUUID } from 'node:crypto';
import { apiRoutes } from '@pratiche/contracts';
import { marketplaceMessages, walletStreamId } from '@pratiche/domain';
import { concurrentChangeMessage } from '../../../../infrastructure/command-handling/command-executor';
import { EVENT_STORE } from '../../../../infrastructure/database/database.tokens';
import type { PostgresEventStore } from '../../../../infrastructure/event-store/postgres-event-store';
import { createApprovedPractice, createFastUser, walletBalance } from '../../../../testing/marketplace';
import { useTestApp } from '../../../../testing/test-app';

/**
 * Issue 48: a purchase takes the buyer's wallet (balance and stream version) from its users_view
 * row, not from a fold of the wallet stream. Runs on PGlite, and on the PostgreSQL server with
 * DATABASE_URL, where the parallel requests really run in parallel.
 */
describe("a purchase reads the buyer's wallet from users_view: same answers as the stream, never more than the balance", () => {
  const t = useTestApp();
  const store = () => t.app.get<PostgresEventStore>(EVENT_STORE);

  /** Wallet events appended as their own handlers would (inline projections included), at any version. */
  const appendToWallet = (userId: number, events: { type: string; data: object }[]) =>
    store().append([
      {
        streamId: walletStreamId(userId),
        expectedVersion: 'any',
        events: events.map((e) => ({ eventId: randomUUID(), ...e, metadata: { actorId: 'system' as const, correlationId: randomUUID() } })),
      },
    ]);

  /** The wallet as users_view holds it, and the wallet stream's last version. */
  const walletRowAndStream = async (userId: number) => {
    const { rows } = await t.database.query<{ wallet_balance: number; wallet_version: number; stream_version: number }>(
      `SELECT u.wallet_balance, u.wallet_version,
              (SELECT coalesce(max(stream_version), 0)::int FROM events WHERE stream_id = $2) AS stream_version
       FROM users_view u WHERE u.id = $1`,
      [userId, walletStreamId(userId)],
    );
    return rows[0]!;
  };

  it('a WalletFlagged and a top-up appended between two purchases: the row follows both, and the next purchase appends at once (no conflict)', async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const [first, second] = await Promise.all([createApprovedPractice(t, seller.id), createApprovedPractice(t, seller.id)]);
    const buyer = await createFastUser(t, { credits: 10 });
    await buyer.agent.post(apiRoutes.marketplaceView(first)).send({ accessType: 'base' }).expect(200);

    const at = new Date().toISOString();
    const reversal = { reason: 'dispute', paymentId: 'pi_1', checkoutSessionId: 'cs_1' };
    // The flag last: it changes no balance, and a version it left behind would make the purchase conflict.
    await appendToWallet(buyer.id, [{ type: 'CreditsAdded', data: { userId: buyer.id, at, credits: 12, by: 1, method: 'pin' } }]);
    await appendToWallet(buyer.id, [{ type: 'WalletFlagged', data: { userId: buyer.id, at, ...reversal, creditsOwed: 10 } }]);
    expect(await walletRowAndStream(buyer.id)).toEqual({ wallet_balance: 12, wallet_version: 4, stream_version: 4 });

    const append = jest.spyOn(store(), 'append');
    try {
      const res = await buyer.agent.post(apiRoutes.marketplaceView(second)).send({ accessType: 'base' });
      expect(res.status).toBe(200);
      expect(res.body.walletBalance).toBe(2);
      // One append: the version read from the row was the stream's, so nothing conflicted.
      expect(append).toHaveBeenCalledTimes(1);
    } finally {
      append.mockRestore();
    }
    expect(await walletRowAndStream(buyer.id)).toEqual({ wallet_balance: 2, wallet_version: 5, stream_version: 5 });
    expect(await walletBalance(t, buyer.id)).toBe(2);
  });

  it('two purchases at once that together exceed the balance: exactly one succeeds, the balance never goes below zero', async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    // Ten buyers with 15 credits each send a base purchase (10) of two practices at once.
    const buyers = await Promise.all(Array.from({ length: 10 }, () => createFastUser(t, { credits: 15 })));
    const practices = await Promise.all(Array.from({ length: 20 }, () => createApprovedPractice(t, seller.id)));

    const results = await Promise.all(
      buyers.map((buyer, i) =>
        Promise.all([practices[2 * i]!, practices[2 * i + 1]!].map((id) => buyer.agent.post(apiRoutes.marketplaceView(id)).send({ accessType: 'base' }))),
      ),
    );

    for (const [i, pair] of results.entries()) {
      expect(pair.filter((r) => r.status === 200)).toHaveLength(1);
      const refused = pair.find((r) => r.status !== 200)!;
      expect(refused.status).toBe(409);
      expect([marketplaceMessages.insufficientCredits(10, 5), concurrentChangeMessage]).toContain(refused.body.message);
      const buyer = buyers[i]!;
      expect(await walletBalance(t, buyer.id)).toBe(5);
      const row = await walletRowAndStream(buyer.id);
      expect(row).toEqual({ wallet_balance: 5, wallet_version: 2, stream_version: 2 });
      expect((await buyer.agent.get(apiRoutes.marketplaceMyPractices)).body).toHaveLength(1);
    }
  });
});
