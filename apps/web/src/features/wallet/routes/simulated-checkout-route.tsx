import { ExperimentOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Flex, Spin, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { formatCredits, formatEuro } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { useConfirmSimulatedCheckout, useSimulatedCheckout } from '../api/simulated-checkout';
import { WalletPage } from '../components/wallet-page';
import type { WalletScreenProps } from '../wallet-user';

/**
 * `/wallet/simulated-checkout?session=…`: the simulated provider's payment page, used when the
 * server has no card provider configured. No card is charged; confirming credits the package
 * once, and the browser then loads /wallet/success as after a real payment.
 */
export function SimulatedCheckoutRoute({ onCreditsChanged }: WalletScreenProps) {
  const [params] = useSearchParams();
  const sessionId = params.get('session') ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const session = useSimulatedCheckout(sessionId);
  const confirm = useConfirmSimulatedCheckout();
  const pay = () =>
    confirm.mutate(sessionId, {
      onSuccess: () => {
        onCreditsChanged();
        navigate('/wallet/success');
      },
      onError: (error) => toast.error('Errore', errorMessage(error, 'Pagamento simulato non riuscito')),
    });
  return (
    <WalletPage>
      <Card
        style={{ maxWidth: 560, width: '100%', margin: '0 auto' }}
        title={
          <span>
            <ExperimentOutlined /> Pagamento simulato
          </span>
        }
      >
        <Flex vertical gap={16}>
          <Alert
            type="info"
            showIcon
            message="Simulazione: nessun pagamento reale"
            description="Il server non ha un fornitore di pagamenti configurato. Confermando, i crediti vengono aggiunti senza addebitare alcuna carta."
          />
          {session.isPending && sessionId ? (
            <Spin />
          ) : session.data ? (
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label="Pacchetto">{session.data.packageTitle}</Descriptions.Item>
              <Descriptions.Item label="Crediti">{formatCredits(session.data.credits)}</Descriptions.Item>
              <Descriptions.Item label="Totale">{formatEuro(Number(session.data.price))}</Descriptions.Item>
            </Descriptions>
          ) : (
            <Typography.Text type="danger">{errorMessage(session.error, 'Sessione di pagamento non trovata')}</Typography.Text>
          )}
          <Flex gap={8} justify="flex-end" wrap>
            <Button onClick={() => navigate('/wallet')}>Annulla</Button>
            <Button type="primary" disabled={!session.data || session.data.completed} loading={confirm.isPending} onClick={pay}>
              {session.data?.completed ? 'Pagamento già completato' : 'Conferma pagamento simulato'}
            </Button>
          </Flex>
        </Flex>
      </Card>
    </WalletPage>
  );
}
