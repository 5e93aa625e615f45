import { Alert } from 'antd';
import { usePaymentsSimulated } from '../api/get-payments-mode';

/**
 * Shown in the credit-purchase dialog while the server has no card provider: nobody mistakes a
 * demo for real payments. Not on the dashboard's wallet card: appearing after /api/config answers,
 * it would shift the prerendered page (the signed-prerender e2e test measures that).
 */
export function SimulatedPaymentsNotice() {
  if (!usePaymentsSimulated()) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      message="Pagamenti simulati: nessun addebito reale"
      description="I pacchetti si confermano senza carta: i crediti ottenuti così non corrispondono a un pagamento."
    />
  );
}
