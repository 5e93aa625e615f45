import { apiRoutes } from '@pratiche/contracts';
import { userDecider, userStreamId } from '@pratiche/domain';
import { allProjections } from '../../../app.projections';
import { CommandExecutor } from '../../../infrastructure/command-handling/command-executor';
import { systemContext } from '../../../infrastructure/command-handling/request-context';
import { rebuildProjections } from '../../../infrastructure/projections/projection-runner';
import { verifyProjections } from '../../../infrastructure/projections/verify-projections';
import { createActiveUser, registerUser, signInAsAdmin } from '../../../testing/accounts';
import { docxBuffer } from '../../../testing/documents';
import { useTestApp } from '../../../testing/test-app';
import { usersViewProjection } from './users-view.projection';

describe('users_view: kept inline, and a rebuild from the log equals the live table', () => {
  const t = useTestApp();
  beforeAll(async () => {
    const admin = await signInAsAdmin(t);
    const active = await createActiveUser(t, { companyName: "Costruzioni d'Amico S.r.l." });
    await admin.patch(apiRoutes.adminUserStatus(active.user.id)).send({ status: 'blocked' });
    const rejected = await registerUser(t);
    await admin.patch(apiRoutes.adminUserStatus(rejected.user.id)).send({ status: 'rejected' });
    await admin.post(apiRoutes.uploadBusinessDocument).field('userId', String(rejected.user.id)).attach('file', docxBuffer(), 'nuova.docx');
    const deleted = await registerUser(t);
    await t.app.get(CommandExecutor).execute({
      decider: userDecider,
      streamId: userStreamId(deleted.user.id),
      command: { type: 'EditUserByAdmin', data: { userId: deleted.user.id, at: new Date().toISOString(), by: 1, changes: { phone: '3330000000' } } },
      context: systemContext(),
    });
    const edited = await registerUser(t);
    await t.app.get(CommandExecutor).execute({
      decider: userDecider,
      streamId: userStreamId(edited.user.id),
      command: {
        type: 'EditUserByAdmin',
        data: { userId: edited.user.id, at: new Date().toISOString(), by: 1, changes: { email: 'nuova@example.it', isCessionario: true } },
      },
      context: systemContext(),
    });
    await t.app.get(CommandExecutor).execute({
      decider: userDecider,
      streamId: userStreamId(deleted.user.id),
      command: { type: 'DeleteUser', data: { userId: deleted.user.id, at: new Date().toISOString(), by: 1 } },
      context: systemContext(),
    });
  });

  it('the live rows reflect the events (statuses, edits, documents, deletion)', async () => {
    const { rows } = await t.database.query<{ status: string; is_cessionario: boolean; email: string; business_document: unknown }>(
      'SELECT status, is_cessionario, email, business_document FROM users_view ORDER BY id',
    );
    expect(rows.map((r) => r.status)).toEqual(['active', 'blocked', 'rejected', 'pending']);
    expect(rows[3]).toMatchObject({ is_cessionario: true, email: 'nuova@example.it' });
    expect(rows[2]!.business_document).toMatchObject({ originalName: 'nuova.docx' });
    expect(rows[0]!.business_document).toBeNull();
  });

  it('the users tab counts every account per status when read, the deleted one not', async () => {
    const admin = await signInAsAdmin(t);
    const page = await admin.get(apiRoutes.adminUsers).query({ current: 1, pageSize: 10 });
    // The first admin is active; one blocked, one rejected, one pending, one deleted while pending.
    expect([page.body.total, page.body.statusCounts]).toEqual([4, { pending: 1, active: 1, rejected: 1, blocked: 1 }]);
  });

  it('a rebuild of users_view alone equals the live table', async () => {
    const live = (await t.database.query('SELECT * FROM users_view ORDER BY id')).rows;
    await rebuildProjections(t.database, [usersViewProjection]);
    expect((await t.database.query('SELECT * FROM users_view ORDER BY id')).rows).toEqual(live);
  });

  it('verify (rebuild into a scratch schema and compare) finds no difference', async () => {
    expect(await verifyProjections(t.database, allProjections)).toEqual([]);
  });
});

describe('users_view: the buyer qualification (issue 27)', () => {
  const t = useTestApp();
  const run = (userId: number, command: { type: 'DeclareBuyerKind'; kind: 'banca' | 'intermediario'; registerNumber: string } | { type: 'VerifyBuyerKind' }) =>
    t.app.get(CommandExecutor).execute({
      decider: userDecider,
      streamId: userStreamId(userId),
      command:
        command.type === 'VerifyBuyerKind'
          ? { type: 'VerifyBuyerKind', data: { userId, at: '2026-05-04T08:00:00.000Z', by: 1, kind: 'banca', registerNumber: '03069' } }
          : {
              type: 'DeclareBuyerKind',
              data: { userId, at: '2026-05-04T07:00:00.000Z', kind: command.kind, registerNumber: command.registerNumber, by: userId },
            },
      context: systemContext(),
    });
  const qualification = async (userId: number) =>
    (await t.database.query('SELECT buyer_kind, register_number, buyer_verified, buyer_verified_at, buyer_verified_by FROM users_view WHERE id = $1', [userId]))
      .rows[0];

  it('a declaration sets the kind unverified, a verification records who and when, a new declaration undoes it; a rebuild equals live', async () => {
    const [verified, redeclared, undeclared] = [
      await createActiveUser(t, { isCessionario: true }),
      await createActiveUser(t, { isCessionario: true }),
      await createActiveUser(t, { isCessionario: true }),
    ];
    for (const { user } of [verified, redeclared]) {
      await run(user.id, { type: 'DeclareBuyerKind', kind: 'banca', registerNumber: '03069' });
      await run(user.id, { type: 'VerifyBuyerKind' });
    }
    await run(redeclared.user.id, { type: 'DeclareBuyerKind', kind: 'intermediario', registerNumber: '123' });

    expect(await qualification(verified.user.id)).toEqual({
      buyer_kind: 'banca',
      register_number: '03069',
      buyer_verified: true,
      buyer_verified_at: new Date('2026-05-04T08:00:00.000Z'),
      buyer_verified_by: 1,
    });
    expect(await qualification(redeclared.user.id)).toEqual({
      buyer_kind: 'intermediario',
      register_number: '123',
      buyer_verified: false,
      buyer_verified_at: null,
      buyer_verified_by: null,
    });
    expect(await qualification(undeclared.user.id)).toMatchObject({ buyer_kind: 'impresa', register_number: null, buyer_verified: false });
    expect(await verifyProjections(t.database, allProjections)).toEqual([]);
  });
});
