import type { CreditPackage } from '@pratiche/domain';
import { Descriptions, Modal } from 'antd';
import { formatCredits, formatEuro } from '../../../lib/format';
import { useStartCheckout } from '../api/start-checkout';

type Props = { pkg: CreditPackage | null; onClose: () => void };

/**
 * Dialog 'Conferma Acquisto' (spec 2): package, credits, saving, total. 'Procedi al pagamento'
 * sends the package as the catalogue has it and leaves for the payment page; on failure the
 * error toast of spec 8 shows and the dialog closes.
 */
export function ConfirmPurchaseDialog({ pkg, onClose }: Props) {
  const checkout = useStartCheckout(onClose);
  return (
    <Modal
      title="Conferma Acquisto"
      open={pkg !== null}
      onCancel={onClose}
      cancelText="Annulla"
      okText="Procedi al pagamento"
      okButtonProps={{ loading: checkout.isPending }}
      onOk={() => pkg && checkout.mutate({ id: pkg.id, credits: pkg.credits, price: pkg.price })}
      destroyOnHidden
    >
      {pkg && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="Pacchetto">{pkg.title}</Descriptions.Item>
          <Descriptions.Item label="Crediti">{formatCredits(pkg.credits)}</Descriptions.Item>
          <Descriptions.Item label="Risparmio">{formatEuro(pkg.originalPrice - pkg.price)}</Descriptions.Item>
          <Descriptions.Item label="Totale (IVA inclusa)">
            <strong>{formatEuro(pkg.price)}</strong>
          </Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
