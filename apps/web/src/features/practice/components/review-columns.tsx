import { EyeOutlined } from '@ant-design/icons';
import type { PracticeResponse } from '@pratiche/contracts';
import { Button, type TableColumnsType } from 'antd';
import { formatDate, formatEuro } from '../../../lib/format';
import { creditTypeLabel } from '../review-labels';
import { type SortableColumn, sortDirectionsOf } from '../review-sort';
import { DeletePracticeButton } from './delete-practice-button';
import { ReviewStatusTag, SaleStatusTag } from './practice-tags';

type Actions = { onDetails: (practice: PracticeResponse) => void };

/** A column the server sorts on, with the spec's first-click direction. */
const sortable = (dataIndex: SortableColumn) => ({ dataIndex, sorter: true, sortDirections: sortDirectionsOf(dataIndex) });

/** Spec 2 /admin columns: all sortable but Vendita and Azioni; newest first by default. */
export function practiceColumns({ onDetails }: Actions): TableColumnsType<PracticeResponse> {
  return [
    { ...sortable('id'), title: 'ID', width: 80, render: (_, row) => `#${row.id}` },
    { ...sortable('sellerCompanyName'), title: 'Cedente', ellipsis: true, width: 200, render: (_, row) => row.sellerCompanyName ?? '—' },
    { ...sortable('type'), title: 'Tipo', width: 170, render: (_, row) => creditTypeLabel(row.type) },
    { ...sortable('amount'), title: 'Importo', width: 150, align: 'right', render: (_, row) => formatEuro(row.amount) },
    { ...sortable('status'), title: 'Stato', width: 170, render: (_, row) => <ReviewStatusTag status={row.status} /> },
    { dataIndex: 'saleStatus', title: 'Vendita', width: 130, render: (_, row) => <SaleStatusTag status={row.saleStatus} /> },
    { ...sortable('createdAt'), title: 'Data Creazione', width: 150, defaultSortOrder: 'descend', render: (_, row) => formatDate(row.createdAt) },
    { ...sortable('year'), title: 'Annualità', width: 120 },
    {
      key: 'actions',
      title: 'Azioni',
      width: 170,
      fixed: 'right',
      render: (_, row) => (
        // A plain flex row, not antd's Space: one component less to mount (and style) per row.
        <div style={{ display: 'flex', gap: 8 }}>
          <Button icon={<EyeOutlined />} onClick={() => onDetails(row)}>
            Dettagli
          </Button>
          <DeletePracticeButton id={row.id} />
        </div>
      ),
    },
  ];
}
