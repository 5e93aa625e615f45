import { apiRoutes, type NotificationsPage } from '@pratiche/contracts';
import { allProjections } from '../../app.projections';
import { rebuildProjections } from '../../infrastructure/projections/projection-runner';
import { verifyProjections } from '../../infrastructure/projections/verify-projections';
import { createActiveUser, signInAsAdmin } from '../../testing/accounts';
import { createApprovedPractice, createFastUser } from '../../testing/marketplace';
import { useTestApp } from '../../testing/test-app';
import { ExclusivityExpiryProcessor } from '../marketplace/commands/expire-exclusivities/exclusivity-expiry.processor';
import { ExclusivityWarningProcessor } from './commands/warn-exclusivities-ending/exclusivity-warning.processor';

const HOUR = 3_600_000;

describe('notifications read model: a rebuild gives the same rows, and read state survives it (issue 26)', () => {
  let now = new Date('2026-03-02T10:00:00.000Z');
  const t = useTestApp({ clock: () => now });

  it('every kind written inline equals its rebuild; what was read stays read', async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const buyer = await createFastUser(t, { credits: 300 });
    const watcher = await createFastUser(t);
    const practiceId = await createApprovedPractice(t, seller.id);
    await buyer.agent.post(apiRoutes.marketplaceView(practiceId)).send({ accessType: 'base' }).expect(200);
    await buyer.agent.post(apiRoutes.marketplaceExclusive(practiceId)).send({ hours: 24 }).expect(200);
    await watcher.agent.put(apiRoutes.practiceWatch(practiceId)).expect(200);
    await t.app.get(ExclusivityWarningProcessor).runOnce(new Date(now.getTime() + 23 * HOUR));
    now = new Date(now.getTime() + 25 * HOUR);
    await t.app.get(ExclusivityExpiryProcessor).runOnce(now);
    const user = await createActiveUser(t);
    await user.agent
      .post(apiRoutes.requestChange)
      .send({ fieldsToChange: { phone: '3330000000' }, reason: 'Nuovo numero' })
      .expect(200);

    const [newest] = ((await seller.agent.get(apiRoutes.notifications)).body as NotificationsPage).items;
    await seller.agent.post(apiRoutes.notificationRead(newest!.id)).expect(200);
    const before = (await seller.agent.get(apiRoutes.notifications)).body as NotificationsPage;
    const kinds = await t.database.query<{ kind: string }>('SELECT DISTINCT kind FROM notifications ORDER BY kind');
    expect(kinds.rows.map((r) => r.kind)).toEqual(
      [
        'accountApproved',
        'accessPurchased',
        'dataChangeRequested',
        'exclusivityEndingSoon',
        'exclusivityPurchased',
        'practiceApproved',
        'practiceAvailable',
      ].sort(),
    );

    expect(await verifyProjections(t.database, allProjections)).toEqual([]);
    await rebuildProjections(t.database, allProjections);
    expect((await seller.agent.get(apiRoutes.notifications)).body).toEqual(before);
  });

  it('a data-change notice goes to the admins active at its time, in a rebuild too (not to an admin named later)', async () => {
    const user = await createActiveUser(t);
    const later = await createActiveUser(t);
    const request = () =>
      user.agent
        .post(apiRoutes.requestChange)
        .send({ fieldsToChange: { phone: '3330000000' }, reason: 'Nuovo numero' })
        .expect(200);
    const told = async () =>
      (
        await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND kind = 'dataChangeRequested'", [
          later.user.id,
        ])
      ).rows[0]!.n;
    await request();
    await (await signInAsAdmin(t)).patch(apiRoutes.adminUser(later.user.id)).send({ isAdmin: true }).expect(200);
    await request();
    expect(await told()).toBe(1);

    expect(await verifyProjections(t.database, allProjections)).toEqual([]);
    await rebuildProjections(t.database, allProjections);
    expect(await told()).toBe(1);
  });
});
