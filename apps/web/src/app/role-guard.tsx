import { apiMessages, type UserResponse } from '@pratiche/contracts';
import { Alert } from 'antd';
import { Outlet } from 'react-router-dom';
import { useSignedInUser } from '../features/user/api/get-user';

type Props = { allowed: (user: UserResponse) => boolean; refusal: string };

/**
 * Pages for one role (spec 6): the page for those who hold it, the spec's refusal for the
 * others, inside the signed-in frame. Behind RequireUser, so a user is always there.
 */
export function RequireRole({ allowed, refusal }: Props) {
  const user = useSignedInUser();
  if (allowed(user)) return <Outlet />;
  return (
    <div style={{ width: '100%', maxWidth: 720, margin: '0 auto', padding: 24, boxSizing: 'border-box' }}>
      <Alert type="warning" showIcon message={refusal} />
    </div>
  );
}

/** /admin: 'Devi essere un amministratore per accedere a questa pagina.' for non-admins. */
export function RequireAdmin() {
  return <RequireRole allowed={(user) => user.isAdmin} refusal={apiMessages.adminOnly} />;
}
