import type { MarketplacePractice } from '@pratiche/contracts';
import { Button, Empty, Table, type TableColumnsType } from 'antd';
import { formatEuro } from '../../../lib/format';
import { creditTypeLabel } from '../marketplace-list';
import { AccessTag, SaleStatusTag } from './sale-status-tag';

/** What both practice tables show (the marketplace's list view and 'Le Mie Pratiche'). */
type ListedPractice = Pick<MarketplacePractice, 'id' | 'type' | 'year' | 'amount' | 'saleStatus' | 'accessType'>;

/** ID, Tipo, Anno, Importo: the columns every practice table opens with. */
export const factColumns = <T extends ListedPractice>(): TableColumnsType<T> => [
  { title: 'ID', dataIndex: 'id' },
  { title: 'Tipo', dataIndex: 'type', render: (type: string) => creditTypeLabel(type) },
  { title: 'Anno', dataIndex: 'year' },
  { title: 'Importo', dataIndex: 'amount', render: (amount: number) => formatEuro(amount) },
];

/** The sale status with the caller's access beside it. */
export const statusColumn = <T extends ListedPractice>(): TableColumnsType<T>[number] => ({
  title: 'Stato',
  key: 'status',
  render: (_: unknown, practice) => (
    <>
      <SaleStatusTag status={practice.saleStatus} />
      <AccessTag accessType={practice.accessType} />
    </>
  ),
});

export const detailsColumn = <T extends ListedPractice>(onOpen: (practice: T) => void): TableColumnsType<T>[number] => ({
  title: '',
  key: 'open',
  render: (_: unknown, practice) => (
    <Button type="link" onClick={() => onOpen(practice)}>
      Dettagli
    </Button>
  ),
});

/** A compact table of practices that scrolls inside itself on a phone, 20 a page, or its empty text. */
export function PracticeListTable<T extends ListedPractice>({
  practices,
  columns,
  emptyText,
}: {
  practices: T[];
  columns: TableColumnsType<T>;
  emptyText: string;
}) {
  // An empty table still scrolls sideways on a phone, a region keyboards cannot reach (axe).
  if (practices.length === 0) return <Empty description={emptyText} />;
  return (
    <Table<T>
      rowKey="id"
      size="small"
      dataSource={practices}
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      columns={columns}
    />
  );
}
