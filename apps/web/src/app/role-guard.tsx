import { apiMessages, type UserResponse } from '@pratiche/contracts';
import { Outlet } from 'react-router-dom';
import { useSignedInUser } from '../features/user/api/get-user';
import { RefusedAccess } from '../lib/refused-access';

type Props = { allowed: (user: UserResponse) => boolean; refusal: string };

/**
 * Pages for one role (spec 6): the page for those who hold it, the shared refused-access page
 * with the spec's message for the others, inside the signed-in frame. Behind RequireUser, so a user is always there.
 */
export function RequireRole({ allowed, refusal }: Props) {
  const user = useSignedInUser();
  if (allowed(user)) return <Outlet />;
  return <RefusedAccess message={refusal} />;
}

/** /admin: 'Devi essere un amministratore per accedere a questa pagina.' for non-admins. */
export function RequireAdmin() {
  return <RequireRole allowed={(user) => user.isAdmin} refusal={apiMessages.adminOnly} />;
}
