import type { WalletTransactionResponse } from '@pratiche/contracts';
import { Empty, Modal, Spin, Table, Typography, type TableColumnsType } from 'antd';
import { formatCredits, formatDateTime, formatEuro } from '../../../lib/format';
import { useTransactions } from '../api/get-transactions';
import { paymentIdLabel, purchaseHistory, transactionPrice } from '../purchase-history';

const columns: TableColumnsType<WalletTransactionResponse> = [
  { title: 'Data', dataIndex: 'createdAt', render: (value: string) => formatDateTime(value) },
  { title: 'Descrizione', dataIndex: 'typeLabel' },
  { title: 'ID Pagamento', dataIndex: 'stripePaymentId', render: (value: string) => <Typography.Text code>{paymentIdLabel(value)}</Typography.Text> },
  { title: 'Crediti', dataIndex: 'amount', align: 'right', render: (value: number) => formatCredits(value) },
  { title: 'Importo', key: 'price', align: 'right', render: (_, row) => formatEuro(transactionPrice(row)) },
];

/** Dialog 'Storico Acquisti' (spec 2): the purchases of spec 9's filter, 'Simulazione' for simulated payments. */
export function PurchaseHistoryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data, isPending } = useTransactions(open);
  const purchases = purchaseHistory(data ?? []);
  return (
    <Modal title="Storico Acquisti" open={open} onCancel={onClose} footer={null} width={860} destroyOnHidden>
      {isPending ? (
        <Spin tip="Caricamento dello storico acquisti...">
          <div style={{ minHeight: 120 }} />
        </Spin>
      ) : purchases.length === 0 ? (
        <Empty description={<EmptyText />} />
      ) : (
        <Table rowKey="id" columns={columns} dataSource={purchases} pagination={{ pageSize: 10, hideOnSinglePage: true }} size="small" scroll={{ x: 'max-content' }} />
      )}
    </Modal>
  );
}

function EmptyText() {
  return (
    <>
      <Typography.Text strong>Nessun acquisto effettuato</Typography.Text>
      <br />
      <Typography.Text type="secondary">Non hai ancora effettuato acquisti di crediti</Typography.Text>
    </>
  );
}
