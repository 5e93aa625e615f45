import type { MarketplacePageItem, MarketplaceSort } from '@pratiche/contracts';
import { Button, Empty, Flex, Table, Typography, type TableColumnsType } from 'antd';
import type { SortOrder as AntSortOrder } from 'antd/es/table/interface';
import { buyableByText, pricePer100Text, rateYearsText } from '../../../lib/credit-terms/credit-terms-text';
import { SixBisTags } from '../../../lib/due-diligence/six-bis-tags';
import { formatDate, formatEuro, formatPercent } from '../../../lib/format';
import { creditTypeLabel, defaultOrderOf, defaultSorting, documentCountsText, sortingFromTable, type MarketplaceSorting } from '../marketplace-list';
import type { Props } from './practice-views';
import { ReservedNotice } from './reserved-notice';
import { AccessTag, SaleStatusTag } from './sale-status-tag';

type TableProps = Props & { sorting: MarketplaceSorting; onSortingChange: (sorting: MarketplaceSorting) => void };

const antOrder = (sorting: MarketplaceSorting, sort: MarketplaceSort): AntSortOrder => {
  if (sorting.sort !== sort) return null;
  return sorting.order === 'asc' ? 'ascend' : 'descend';
};

// Its own module, loaded when someone picks the list view: antd's Table is the largest part of
// the marketplace's code, and the grid is what the page opens on (issue 8).
/**
 * List view: the grid's facts as columns, the discount and price per 100 under the net price and
 * the document counts under the date, so it fits 1366 px (issue 46; the discount sorts from
 * 'Ordina per'). Sorting is the server's: a header click asks the page
 * again sorted by that column ('Ordina per' and the headers are one state); the first click of a
 * column uses its 'Ordina per' order, a third click goes back to the most recent.
 */
export function PracticeTable({ practices, onOpen, watch, sorting, onSortingChange }: TableProps) {
  if (practices.length === 0) return <Empty description="Nessuna pratica trovata" />;
  const sortable = (sort: MarketplaceSort) => ({
    key: sort,
    sorter: true,
    sortOrder: antOrder(sorting, sort),
    sortDirections: (defaultOrderOf(sort) === 'asc' ? ['ascend', 'descend'] : ['descend', 'ascend']) as AntSortOrder[],
  });
  const columns: TableColumnsType<MarketplacePageItem> = [
    { title: 'ID', dataIndex: 'id' },
    { title: 'Tipo', dataIndex: 'type', render: (type: string) => creditTypeLabel(type) },
    { title: 'Anno', dataIndex: 'year', ...sortable('year') },
    { title: 'Importo', dataIndex: 'amount', align: 'right', render: (amount: number) => formatEuro(amount), ...sortable('amount') },
    {
      title: 'Prezzo netto',
      dataIndex: 'netPrice',
      align: 'right',
      render: (value: number, practice) => (
        <>
          {formatEuro(value)}
          <br />
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            Sconto {formatPercent(practice.discount)} · {pricePer100Text(practice.pricePer100)} per 100 €
          </Typography.Text>
        </>
      ),
      ...sortable('netPrice'),
    },
    {
      title: 'Rate',
      key: 'rate',
      render: (_: unknown, practice) => <span style={{ whiteSpace: 'nowrap' }}>{rateYearsText(practice.type, practice.rate)}</span>,
    },
    {
      title: 'Acquistabile da',
      key: 'buyableBy',
      render: (_: unknown, practice) => (
        <>
          {buyableByText(practice.buyableBy)}
          {!practice.canBuy && (
            <>
              <br />
              <span style={{ color: '#cf1322' }}>Non puoi acquistare questo credito</span>
            </>
          )}
        </>
      ),
    },
    {
      title: 'Pubblicata',
      dataIndex: 'listedAt',
      render: (value: string | null, practice) => (
        <>
          {value ? formatDate(value) : '—'}
          <br />
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            {documentCountsText(practice.documentCounts)}
          </Typography.Text>
        </>
      ),
      ...sortable('recent'),
    },
    {
      title: 'Stato',
      key: 'status',
      render: (_: unknown, practice) => (
        <Flex vertical align="start" gap={4}>
          <SaleStatusTag status={practice.saleStatus} />
          <AccessTag accessType={practice.accessType} />
          <SixBisTags
            dueDiligence={practice.dueDiligence}
            documentazione6bisCompleta={practice.documentazione6bisCompleta}
            reconfirmationDue={practice.reconfirmationDue}
            lastDeclaration={practice.lastDeclaration}
          />
          {practice.reservedUntil && <ReservedNotice practiceId={practice.id} until={practice.reservedUntil} watch={watch} />}
        </Flex>
      ),
    },
    {
      title: '',
      key: 'open',
      render: (_: unknown, practice) => (
        <Button type="link" onClick={() => onOpen(practice)}>
          Dettagli
        </Button>
      ),
    },
  ];
  return (
    <Table<MarketplacePageItem>
      rowKey="id"
      size="small"
      dataSource={practices}
      scroll={{ x: 'max-content' }}
      pagination={false}
      columns={columns}
      showSorterTooltip={false}
      onChange={(_pagination, _filters, sorter) => {
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        onSortingChange(sortingFromTable<MarketplaceSort>(one?.columnKey, one?.order, defaultSorting));
      }}
    />
  );
}
