import { Alert, Button, Flex, Result } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { useSimulateAddCredits } from '../api/simulate-add-credits';
import type { WalletScreenProps } from '../wallet-user';

/** Spec 9: success page redirect and reload after simulated credits. */
export const successRedirectMs = 5000;
export const reloadAfterCreditsMs = 1500;

/**
 * `/wallet/success` (spec 2): the payment went through at the provider. The page grants nothing:
 * credits arrive with the provider's webhook. After 5 s it goes to /wallet. With `test=true` or
 * `simulate=true` it warns that the webhook may not have arrived, and admins get test buttons.
 */
export function WalletSuccessRoute({ user }: WalletScreenProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const testEnvironment = params.get('test') === 'true' || params.get('simulate') === 'true';
  useEffect(() => {
    const timer = window.setTimeout(() => navigate('/wallet'), successRedirectMs);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <Result
      status="success"
      title="Pagamento Completato"
      subTitle="Grazie per l'acquisto: i crediti saranno disponibili nel tuo portafoglio. Tra 5 secondi tornerai al portafoglio."
      extra={
        <Flex vertical gap={16} align="center">
          <Button type="primary" onClick={() => navigate('/wallet')}>
            Vai al portafoglio
          </Button>
          {testEnvironment && <TestEnvironmentNotice isAdmin={user.isAdmin} />}
        </Flex>
      }
    />
  );
}

function TestEnvironmentNotice({ isAdmin }: { isAdmin: boolean }) {
  const toast = useToast();
  const addCredits = useSimulateAddCredits();
  const add = (amount: 20 | 50) =>
    addCredits.mutate(
      { amount },
      {
        onSuccess: () => {
          toast.success('Crediti aggiunti', `${amount} crediti di test aggiunti al tuo portafoglio.`);
          window.setTimeout(() => window.location.reload(), reloadAfterCreditsMs);
        },
        onError: (error) => toast.error('Errore', errorMessage(error, "Errore nell'aggiunta dei crediti")),
      },
    );
  return (
    <Alert
      type="warning"
      showIcon
      style={{ maxWidth: 560, textAlign: 'left' }}
      message="Ambiente di test"
      description={
        <Flex vertical gap={8}>
          <span>
            In ambiente di test la notifica (webhook) del fornitore dei pagamenti potrebbe non essere arrivata: i crediti potrebbero non essere stati aggiunti.
          </span>
          {isAdmin && (
            <Flex gap={8} wrap>
              <Button loading={addCredits.isPending} onClick={() => add(20)}>
                Aggiungi 20 crediti
              </Button>
              <Button loading={addCredits.isPending} onClick={() => add(50)}>
                Aggiungi 50 crediti
              </Button>
            </Flex>
          )}
        </Flex>
      }
    />
  );
}
