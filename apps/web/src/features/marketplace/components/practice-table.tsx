import type { MarketplacePractice } from '@pratiche/contracts';
import { Button, Empty, Table } from 'antd';
import { formatEuro, formatPercent } from '../../../lib/format';
import { creditTypeLabel } from '../marketplace-list';
import type { Props } from './practice-views';
import { AccessTag, SaleStatusTag } from './sale-status-tag';

// Its own module, loaded when someone picks the list view: antd's Table is the largest part of
// the marketplace's code, and the grid is what the page opens on (issue 8).
/** List view: a table with the same facts. */
export function PracticeTable({ practices, onOpen }: Props) {
  // An empty table still scrolls sideways on a phone, a region keyboards cannot reach (axe).
  if (practices.length === 0) return <Empty description="Nessuna pratica trovata" />;
  return (
    <Table<MarketplacePractice>
      rowKey="id"
      size="small"
      dataSource={practices}
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      columns={[
        { title: 'ID', dataIndex: 'id' },
        { title: 'Tipo', dataIndex: 'type', render: (type: string) => creditTypeLabel(type) },
        { title: 'Anno', dataIndex: 'year' },
        { title: 'Importo', dataIndex: 'amount', render: (amount: number) => formatEuro(amount) },
        { title: 'Sconto', dataIndex: 'discount', render: (discount: number) => formatPercent(discount) },
        { title: 'Stato', dataIndex: 'saleStatus', render: (_: unknown, practice) => <><SaleStatusTag status={practice.saleStatus} /><AccessTag accessType={practice.accessType} /></> },
        { title: '', key: 'open', render: (_: unknown, practice) => <Button type="link" onClick={() => onOpen(practice)}>Dettagli</Button> },
      ]}
    />
  );
}
