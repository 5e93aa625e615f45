import { EyeOutlined } from '@ant-design/icons';
import type { PracticeResponse } from '@pratiche/contracts';
import { Button, Flex, type TableColumnsType } from 'antd';
import { formatDate, formatEuro } from '../../../lib/format';
import type { MobileCard } from '../../../lib/responsive-list';
import { showsSaleStatus } from '../practice-rules';
import { creditTypeLabel } from '../review-labels';
import { type SortableColumn, sortDirectionsOf } from '../review-sort';
import { DeletePracticeButton } from './delete-practice-button';
import { ReviewStatusTag, SaleStatusTag } from './practice-tags';

type Actions = { onDetails: (practice: PracticeResponse) => void };

/** A column the server sorts on, with the spec's first-click direction. */
const sortable = (dataIndex: SortableColumn) => ({ dataIndex, sorter: true, sortDirections: sortDirectionsOf(dataIndex) });

/** The review status, and under it the sale status once the practice is approved (before, it has none to show). */
function StatusCell({ practice }: { practice: PracticeResponse }) {
  return (
    <Flex vertical gap={4} align="start">
      <ReviewStatusTag status={practice.status} />
      {showsSaleStatus(practice) && <SaleStatusTag status={practice.saleStatus} />}
    </Flex>
  );
}

const whole = (text: string) => <span className="keep-whole">{text}</span>;

/**
 * Spec 2 /admin columns: all sortable but Azioni; newest first by default. The sale status merged
 * into Stato (issue 26), so at 1366 px every column, Stato and the date included, fits beside the menu.
 */
export function practiceColumns({ onDetails }: Actions): TableColumnsType<PracticeResponse> {
  return [
    { ...sortable('id'), title: 'ID', width: 72, render: (_, row) => whole(`#${row.id}`) },
    {
      ...sortable('sellerCompanyName'),
      title: 'Cedente',
      ellipsis: { showTitle: true },
      width: 170,
      render: (_, row) => row.sellerCompanyName ?? '—',
    },
    { ...sortable('type'), title: 'Tipo', width: 150, render: (_, row) => creditTypeLabel(row.type) },
    { ...sortable('year'), title: 'Annualità', width: 116 },
    { ...sortable('amount'), title: 'Importo', width: 130, align: 'right', render: (_, row) => whole(formatEuro(row.amount)) },
    { ...sortable('status'), title: 'Stato', width: 170, render: (_, row) => <StatusCell practice={row} /> },
    { ...sortable('createdAt'), title: 'Data creazione', width: 130, defaultSortOrder: 'descend', render: (_, row) => whole(formatDate(row.createdAt)) },
    { key: 'actions', title: 'Azioni', width: 150, fixed: 'right', render: (_, row) => <RowActions practice={row} onDetails={onDetails} /> },
  ];
}

function RowActions({ practice, onDetails }: { practice: PracticeResponse } & Actions) {
  // A plain flex row, not antd's Space: one component less to mount (and style) per row.
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button icon={<EyeOutlined />} onClick={() => onDetails(practice)}>
        Dettagli
      </Button>
      <DeletePracticeButton id={practice.id} />
    </div>
  );
}

/** Below 768 px: the practice as a card, its status on top and 'Dettagli' (where the review happens) as the main action. */
export function reviewCard(practice: PracticeResponse, actions: Actions): MobileCard {
  return {
    key: practice.id,
    title: whole(`#${practice.id} ${creditTypeLabel(practice.type)}`),
    status: <StatusCell practice={practice} />,
    fields: [
      {
        label: 'Cedente',
        value: (
          <span className="keep-whole" title={practice.sellerCompanyName ?? undefined}>
            {practice.sellerCompanyName ?? '—'}
          </span>
        ),
      },
      { label: 'Importo', value: whole(formatEuro(practice.amount)) },
      { label: 'Annualità', value: practice.year },
      { label: 'Data creazione', value: whole(formatDate(practice.createdAt)) },
    ],
    actions: <RowActions practice={practice} onDetails={actions.onDetails} />,
  };
}
