import { apiMessages } from '@pratiche/contracts';
import { Button, Result } from 'antd';
import { Outlet, useNavigate } from 'react-router-dom';
import { useSignedInUser } from '../features/user/api/get-user';
import { normalizeStatus } from '../features/user/user-labels';

/**
 * The seller's pages (spec 6): a non-seller sees the spec's message, a seller whose account is
 * not active the API's 'Account non attivo' (spec 4: only active users use practices). The
 * practice screens get the seller's id through the outlet context, so they need not import the
 * user feature. Its own lazy chunk, like the pages it guards.
 */
export function SellerOnly() {
  const user = useSignedInUser();
  if (!user.isCedente) return <Refusal message={apiMessages.cedenteOnly} />;
  if (normalizeStatus(user.status) !== 'active') return <Refusal message={apiMessages.accountNotActive} />;
  return <Outlet context={{ id: user.id }} />;
}

function Refusal({ message }: { message: string }) {
  const navigate = useNavigate();
  return <Result status="403" title={message} extra={<Button onClick={() => navigate('/')}>Torna alla dashboard</Button>} />;
}
