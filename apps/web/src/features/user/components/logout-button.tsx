import { LogoutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { useLogout } from '../api/logout';

/** Signs out and leaves for /auth; shared by the dashboard's 'Esci' button and the shell's user menu. */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  const toast = useToast();
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => navigate('/auth', { replace: true }),
      onError: (error) => toast.error('Logout non riuscito', errorMessage(error, 'Riprova tra qualche istante.')),
    });
  return { signOut, isPending: logout.isPending, label: logout.isPending ? 'Disconnessione...' : 'Esci' };
}

export function LogoutButton() {
  const { signOut, isPending, label } = useSignOut();
  return (
    <Button icon={<LogoutOutlined />} onClick={signOut} disabled={isPending}>
      {label}
    </Button>
  );
}
