import { apiRoutes, type UserResponse } from '@pratiche/contracts';
import { createActiveUser, signIn, signInAsAdmin, type RegisteredUser } from './accounts';
import type { TestApp } from './test-app';

/** An active account the first admin made an admin; the returned agent is signed in as it. */
export const createAdmin = async (t: TestApp): Promise<RegisteredUser> => {
  const created = await createActiveUser(t);
  const admin = await signInAsAdmin(t);
  const res = await admin.patch(apiRoutes.adminUser(created.user.id)).send({ isAdmin: true });
  if (res.status !== 200) throw new Error(`admin grant failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...created, agent: await signIn(t, created.user.username, created.password), user: res.body as UserResponse };
};

/** How many accounts are active admins now. */
export const activeAdminCount = async (t: TestApp): Promise<number> => {
  const { rows } = await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM users_view WHERE is_admin AND status = 'active'`);
  return rows[0]!.n;
};
