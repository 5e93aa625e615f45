import type { WalletTransactionResponse } from '@pratiche/contracts';
import { Card, Descriptions, Empty, Flex, Grid, Modal, Spin, Table, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { formatCredits, formatDateTime, formatEuro } from '../../../lib/format';
import { useTransactions } from '../api/get-transactions';
import { paymentIdLabel, purchaseHistory, transactionPrice } from '../purchase-history';

type Field = { key: string; title: string; align?: 'right'; value: (row: WalletTransactionResponse) => ReactNode };

// One list of fields for the table's columns and the phone's cards.
const fields: Field[] = [
  { key: 'createdAt', title: 'Data', value: (row) => formatDateTime(row.createdAt) },
  { key: 'typeLabel', title: 'Descrizione', value: (row) => row.typeLabel },
  { key: 'stripePaymentId', title: 'ID Pagamento', value: (row) => <Typography.Text code>{paymentIdLabel(row.stripePaymentId)}</Typography.Text> },
  { key: 'amount', title: 'Crediti', align: 'right', value: (row) => formatCredits(row.amount) },
  { key: 'price', title: 'Importo', align: 'right', value: (row) => formatEuro(transactionPrice(row)) },
];

const columns: TableColumnsType<WalletTransactionResponse> = fields.map(({ key, title, align, value }) => ({
  key,
  title,
  align,
  render: (_, row) => value(row),
}));

/** Dialog 'Storico Acquisti' (spec 2): the purchases of spec 9's filter, 'Simulazione' for simulated payments. */
export function PurchaseHistoryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data, isPending } = useTransactions(open);
  // A phone shows each purchase as a card: five columns do not fit 390 px (issue 8).
  const isPhone = !Grid.useBreakpoint().sm;
  const purchases = purchaseHistory(data ?? []);
  return (
    <Modal title="Storico Acquisti" open={open} onCancel={onClose} footer={null} width={860} destroyOnHidden>
      {isPending ? (
        <Spin tip="Caricamento dello storico acquisti...">
          <div style={{ minHeight: 120 }} />
        </Spin>
      ) : purchases.length === 0 ? (
        <Empty description={<EmptyText />} />
      ) : isPhone ? (
        <PurchaseCards purchases={purchases} />
      ) : (
        <Table
          rowKey="id"
          columns={columns}
          dataSource={purchases}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          size="small"
          scroll={{ x: 'max-content' }}
        />
      )}
    </Modal>
  );
}

function PurchaseCards({ purchases }: { purchases: WalletTransactionResponse[] }) {
  return (
    <Flex vertical gap={8}>
      {purchases.map((row) => (
        <Card key={row.id} size="small" data-testid="purchase-card">
          <Descriptions size="small" column={1} items={fields.map(({ key, title, value }) => ({ key, label: title, children: value(row) }))} />
        </Card>
      ))}
    </Flex>
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
