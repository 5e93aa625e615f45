import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';

/** A practice that cannot be shown: the server's reason ('Pratica non trovata.', no permission...). */
export function PracticeLoadError({ error, fallback = 'Pratica non trovata.' }: { error?: unknown; fallback?: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status="warning"
      title={error === undefined ? fallback : errorMessage(error, fallback)}
      extra={<Button onClick={() => navigate('/practices')}>Torna alle mie pratiche</Button>}
    />
  );
}
