import { LogoutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { useLogout } from '../api/logout';

export function LogoutButton() {
  const logout = useLogout();
  const navigate = useNavigate();
  const toast = useToast();

  const onClick = () =>
    logout.mutate(undefined, {
      onSuccess: () => navigate('/auth', { replace: true }),
      onError: (error) => toast.error('Logout non riuscito', errorMessage(error, 'Riprova tra qualche istante.')),
    });

  return (
    <Button icon={<LogoutOutlined />} onClick={onClick} disabled={logout.isPending}>
      {logout.isPending ? 'Disconnessione...' : 'Esci'}
    </Button>
  );
}
