import { apiRoutes } from '@pratiche/contracts';
import { allProjections } from '../../../app.projections';
import { rebuildProjections } from '../../../infrastructure/projections/projection-runner';
import { verifyProjections } from '../../../infrastructure/projections/verify-projections';
import { createActiveUser, signInAsAdmin, type RegisteredUser } from '../../../testing/accounts';
import { testAdmin, useTestApp } from '../../../testing/test-app';
import { appendSpending, buyWithSimulatedProvider } from '../../../testing/wallet';
import { usersViewProjection } from '../../user/projections/users-view.projection';
import { walletTransactionsProjection } from './wallet-transactions.projection';

/** Balances from every wallet event (the marketplace's CreditsSpent included) survive any rebuild. */
describe('wallet read models rebuilt from the log', () => {
  const t = useTestApp();
  let buyers: RegisteredUser[];
  beforeAll(async () => {
    const admin = await signInAsAdmin(t);
    buyers = [await createActiveUser(t), await createActiveUser(t)];
    for (const [i, buyer] of buyers.entries()) {
      await buyWithSimulatedProvider(buyer.agent, { id: 'premium', credits: 250, price: 349.9 });
      await admin
        .patch(apiRoutes.adminUserCredits(buyer.user.id))
        .send({ amount: 10 * (i + 1), pin: testAdmin.pin, operation: 'add' })
        .expect(200);
      await appendSpending(t, buyer.user.id, 180, 40 + i, 48);
    }
    await admin.post(apiRoutes.walletSimulateAddCredits).send({ amount: 50 }).expect(200);
  });

  const balances = async () => (await t.database.query('SELECT id, wallet_balance FROM users_view ORDER BY id')).rows;
  const snapshot = async () => {
    const tables: Record<string, unknown[]> = {};
    for (const table of allProjections.flatMap((p) => p.tables)) tables[table] = (await t.database.query(`SELECT * FROM ${table} ORDER BY 1`)).rows;
    return tables;
  };

  it('the live balances are the folds of the wallet streams', async () => {
    expect(await balances()).toEqual(
      expect.arrayContaining([
        { id: 1, wallet_balance: 50 },
        { id: buyers[0]!.user.id, wallet_balance: 250 + 10 - 180 },
        { id: buyers[1]!.user.id, wallet_balance: 250 + 20 - 180 },
      ]),
    );
  });

  it('projections:verify finds the live read models equal to a rebuild', async () => {
    expect(await verifyProjections(t.database, allProjections)).toEqual([]);
  });

  it('a rebuild of every read model equals the live one', async () => {
    const live = await snapshot();
    expect(live.wallet_transactions).toHaveLength(7);
    await rebuildProjections(t.database, allProjections);
    expect(await snapshot()).toEqual(live);
  });

  it('users_view rebuilt alone (its version bumped) keeps every balance', async () => {
    const live = await balances();
    await rebuildProjections(t.database, [usersViewProjection]);
    expect(await balances()).toEqual(live);
  });

  it('wallet_transactions rebuilt alone counts no event twice', async () => {
    const live = await snapshot();
    await rebuildProjections(t.database, [walletTransactionsProjection]);
    expect(await snapshot()).toEqual(live);
  });
});
