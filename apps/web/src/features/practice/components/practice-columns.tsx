import type { ProColumns } from '@ant-design/pro-components';
import { otherSortOrder, practiceFirstSortOrder, type PracticeResponse, type PracticeSortField } from '@pratiche/contracts';
import { practiceStatuses } from '@pratiche/domain';
import { Button, Space } from 'antd';
import { formatDate, formatEuro, formatPercent } from '../../../lib/format';
import type { MobileCard } from '../../../lib/responsive-list';
import { creditTypeLabel, practiceStatusLabels, tributeCodeText } from '../practice-labels';
import { canEdit, canMarkSold, showsSaleStatus } from '../practice-rules';
import { PracticeStatusTag, SaleStatusTag } from './practice-status-tags';

export type RowActions = {
  details: (practice: PracticeResponse) => void;
  edit: (practice: PracticeResponse) => void;
  markSold: (practice: PracticeResponse) => void;
};

/** The list's first order for the column (spec 2 /admin, libs/contracts), then the other. */
const directions = (field: PracticeSortField) => [practiceFirstSortOrder[field], otherSortOrder(practiceFirstSortOrder[field])];

const statusFilter = Object.fromEntries(practiceStatuses.map((status) => [status, { text: practiceStatusLabels[status] }]));

/** The columns of 'Pratiche in vendita'; sorting and the status filter run on the server. */
export function practiceColumns(actions: RowActions): ProColumns<PracticeResponse>[] {
  return [
    { title: 'ID', dataIndex: 'id', width: 64, sorter: true, sortDirections: directions('id'), render: (_, p) => <span className="keep-whole">#{p.id}</span> },
    { title: 'Tipo', dataIndex: 'type', sorter: true, sortDirections: directions('type'), render: (_, p) => creditTypeLabel(p.type) },
    { title: 'Annualità', dataIndex: 'year', width: 100, sorter: true, sortDirections: directions('year') },
    {
      title: 'Importo',
      dataIndex: 'amount',
      align: 'right',
      sorter: true,
      sortDirections: directions('amount'),
      // An amount broken before its '€' reads as two values.
      render: (_, p) => <span style={{ whiteSpace: 'nowrap' }}>{formatEuro(p.amount)}</span>,
    },
    { title: 'Sconto', dataIndex: 'discount', width: 76, align: 'right', render: (_, p) => formatPercent(p.discount) },
    { title: 'Codice tributo', dataIndex: 'tributeCode', width: 120, render: (_, p) => tributeCodeText(p.tributeCode) },
    {
      title: 'Stato',
      dataIndex: 'status',
      // Wide enough for the longest tag, 'Integrazione Richiesta'.
      width: 170,
      sorter: true,
      sortDirections: directions('status'),
      filters: true,
      filterMultiple: false,
      valueEnum: statusFilter,
      render: (_, p) => <PracticeStatusTag status={p.status} />,
    },
    { title: 'Vendita', dataIndex: 'saleStatus', render: (_, p) => (showsSaleStatus(p) ? <SaleStatusTag saleStatus={p.saleStatus} /> : '—') },
    {
      title: 'Data creazione',
      dataIndex: 'createdAt',
      // Narrower, the header breaks inside 'creazione'.
      width: 112,
      sorter: true,
      sortDirections: directions('createdAt'),
      defaultSortOrder: 'descend',
      render: (_, p) => <span className="keep-whole">{formatDate(p.createdAt)}</span>,
    },
    { title: 'Azioni', key: 'actions', fixed: 'right', width: 160, render: (_, p) => <RowButtons practice={p} actions={actions} /> },
  ];
}

function RowButtons({ practice, actions }: { practice: PracticeResponse; actions: RowActions }) {
  return (
    <Space direction="vertical" size={0}>
      <Button type="link" size="small" onClick={() => actions.details(practice)}>
        Dettagli
      </Button>
      {canEdit(practice) && (
        <Button type="link" size="small" onClick={() => actions.edit(practice)}>
          Modifica
        </Button>
      )}
      {canMarkSold(practice) && (
        <Button type="link" size="small" onClick={() => actions.markSold(practice)}>
          Segna come ceduta
        </Button>
      )}
    </Space>
  );
}

/** Below 768 px: the practice as a card, its status (and sale status once approved) on top, 'Dettagli' first. */
export function practiceCard(practice: PracticeResponse, actions: RowActions): MobileCard {
  return {
    key: practice.id,
    title: <span className="keep-whole">{`#${practice.id} ${creditTypeLabel(practice.type)}`}</span>,
    status: (
      <Space direction="vertical" size={4} align="end">
        <PracticeStatusTag status={practice.status} />
        {showsSaleStatus(practice) && <SaleStatusTag saleStatus={practice.saleStatus} />}
      </Space>
    ),
    fields: [
      { label: 'Importo', value: <span className="keep-whole">{formatEuro(practice.amount)}</span> },
      { label: 'Annualità', value: practice.year },
      { label: 'Sconto', value: formatPercent(practice.discount) },
      { label: 'Data creazione', value: <span className="keep-whole">{formatDate(practice.createdAt)}</span> },
    ],
    actions: <CardButtons practice={practice} actions={actions} />,
  };
}

function CardButtons({ practice, actions }: { practice: PracticeResponse; actions: RowActions }) {
  return (
    <>
      <Button type="primary" onClick={() => actions.details(practice)} aria-label={`Dettagli della pratica #${practice.id}`}>
        Dettagli
      </Button>
      {canEdit(practice) && <Button onClick={() => actions.edit(practice)}>Modifica</Button>}
      {canMarkSold(practice) && <Button onClick={() => actions.markSold(practice)}>Segna come ceduta</Button>}
    </>
  );
}
