import type { MarketplacePractice } from '@pratiche/contracts';
import { formatPercent } from '../../../lib/format';
import { detailsColumn, factColumns, PracticeListTable, statusColumn } from './practice-list-table';
import type { Props } from './practice-views';

// Its own module, loaded when someone picks the list view: antd's Table is the largest part of
// the marketplace's code, and the grid is what the page opens on (issue 8).
/** List view: a table with the same facts. */
export function PracticeTable({ practices, onOpen }: Props) {
  return (
    <PracticeListTable<MarketplacePractice>
      practices={practices}
      emptyText="Nessuna pratica trovata"
      columns={[
        ...factColumns<MarketplacePractice>(),
        { title: 'Sconto', dataIndex: 'discount', render: (discount: number) => formatPercent(discount) },
        statusColumn<MarketplacePractice>(),
        detailsColumn<MarketplacePractice>(onOpen),
      ]}
    />
  );
}
