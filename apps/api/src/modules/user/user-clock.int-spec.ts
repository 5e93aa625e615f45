import { apiRoutes } from '@pratiche/contracts';
import { readEvents, registerUser, signInAsAdmin } from '../../testing/accounts';
import { pdfBuffer } from '../../testing/documents';
import { useTestApp } from '../../testing/test-app';
import { newResetToken, RESET_TOKEN_TTL_MS, ResetTokens } from './credentials/reset-tokens';

/** 2 January of this year: months away from the system's time on every day but that one. */
const start = new Date(Date.UTC(new Date().getUTCFullYear(), 0, 2, 3, 4, 5));

describe("one clock: a user command stamps the injected clock's time", () => {
  const t = useTestApp({ clock: () => start });

  const rowsOf = async <Row>(sql: string, param: unknown) => (await t.database.query<Row>(sql, [param])).rows;
  const uploadedAt = (filename: string) => rowsOf('SELECT uploaded_at AS at FROM uploaded_files WHERE filename = $1', filename);

  it('registration, admin decisions, edits, documents, data change, passwords and erasure: every event and row carry the clock time', async () => {
    const { agent, user, password, body } = await registerUser(t);
    expect(await uploadedAt(user.businessDocument!.filename)).toEqual([{ at: start }]);
    const admin = await signInAsAdmin(t);
    await admin.patch(apiRoutes.adminUserStatus(user.id)).send({ status: 'active' }).expect(200);
    await admin.patch(apiRoutes.adminUser(user.id)).send({ phone: '0612345678' }).expect(200);
    await agent
      .post(apiRoutes.requestChange)
      .send({ fieldsToChange: { phone: '3339999999' }, reason: 'Nuovo numero' })
      .expect(200);
    await agent
      .post(apiRoutes.changePassword)
      .send({ currentPassword: password, newPassword: 'Nuova-Password-1', confirmPassword: 'Nuova-Password-1' })
      .expect(200);
    await t.request().post(apiRoutes.resetPassword).send({ email: body.email }).expect(200);
    const token = newResetToken();
    await t.app.get(ResetTokens).issue(t.database, user.id, token, start);
    await t.request().post(apiRoutes.resetPasswordConfirm).send({ token, newPassword: 'Altra-Password-2', confirmPassword: 'Altra-Password-2' }).expect(200);
    const upload = await admin.post(apiRoutes.uploadBusinessDocument).field('userId', String(user.id)).attach('file', pdfBuffer(), 'nuova.pdf').expect(201);
    expect(await uploadedAt(upload.body.filename)).toEqual([{ at: start }]);
    await admin.delete(apiRoutes.businessDocumentFile(upload.body.filename)).expect(200);

    expect(await rowsOf('SELECT updated_at AS at FROM user_credentials WHERE user_id = $1', user.id)).toEqual([{ at: start }]);
    const links = await rowsOf('SELECT expires_at, used_at FROM password_reset_tokens WHERE user_id = $1', user.id);
    expect(links).toEqual([1, 2].map(() => ({ expires_at: new Date(start.getTime() + RESET_TOKEN_TTL_MS), used_at: start })));

    await admin.delete(apiRoutes.adminUser(user.id)).expect(200);
    const events = await readEvents(t, `user-${user.id}`);
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining([
        'UserRegistered',
        'UserApproved',
        'UserEditedByAdmin',
        'DataChangeRequested',
        'PasswordChanged',
        'PasswordResetRequested',
        'BusinessDocumentAttached',
        'BusinessDocumentRemoved',
        'UserDeleted',
        'UserPersonalDataErased',
      ]),
    );
    expect(events.map((e) => [e.type, e.data.at ?? e.data.registeredAt])).toEqual(events.map((e) => [e.type, start.toISOString()]));
  });
});
