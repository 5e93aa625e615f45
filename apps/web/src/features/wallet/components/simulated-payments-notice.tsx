import { Alert } from 'antd';
import { usePaymentsSimulated } from '../api/get-payments-mode';

/** Shown on the wallet screens while the server has no card provider: nobody mistakes a demo for real payments. */
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
