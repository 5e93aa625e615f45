import type { MarketplaceRata, MarketplaceRataSort } from '@pratiche/contracts';
import { rataLabel } from '@pratiche/domain';
import { Alert, Button, Card, Col, Empty, Flex, Grid, InputNumber, Row, Select, Skeleton, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { SortOrder as AntSortOrder } from 'antd/es/table/interface';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { atRiskText, isoDateText, pricePer100Text, rataStatusColors, rataStatusLabels } from '../../../lib/credit-terms/credit-terms-text';
import { formatEuro } from '../../../lib/format';
import { formatItalianNumber } from '../../../lib/italian-number';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMarketplaceRate } from '../api/marketplace-rate';
import { creditTypeLabel } from '../marketplace-list';
import {
  daysLeftText,
  defaultRateSorting,
  noRateFilters,
  ratePageSize,
  rateQuery,
  rateSortingFromTable,
  type RateFilters,
  type RateSorting,
} from '../rate-list';
import { AmountRange, grow, YearRange } from './range-filters';
import { ServerPagination } from './server-pagination';

// Its own module, loaded when the buyer picks 'Rate': the practice view is what the page opens on,
// and antd's Table is the largest part of the marketplace's code.

type Props = { onOpenPractice: (practiceId: number) => void };

const thisYear = new Date().getFullYear();
const yearOptions = Array.from({ length: 12 }, (_, index) => thisYear + index).map((year) => ({ value: year, label: String(year) }));

function StatusTag({ rata }: { rata: MarketplaceRata }) {
  return <Tag color={rataStatusColors[rata.status]}>{rataStatusLabels[rata.status]}</Tag>;
}

/** 'Giorni rimasti', the last useful day, and the schedule's at-risk hint once past it. */
function DaysLeft({ rata }: { rata: MarketplaceRata }) {
  return (
    <span>
      {daysLeftText(rata.daysLeft)}
      <br />
      <Typography.Text type="secondary">Ultimo giorno utile: {isoDateText(rata.lastTransferDay)}</Typography.Text>
      {rata.atRisk && (
        <>
          <br />
          <Tag color="volcano">{atRiskText}</Tag>
        </>
      )}
    </span>
  );
}

function PracticeLink({ rata, onOpenPractice }: { rata: MarketplaceRata } & Props) {
  return (
    <Button
      type="link"
      style={{ padding: 0, textDecoration: 'underline' }}
      onClick={() => onOpenPractice(rata.practiceId)}
      aria-label={`Apri la pratica n. ${rata.practiceId}`}
    >
      {rata.practiceId}
    </Button>
  );
}

function RateFiltersBar({ filters, onChange }: { filters: RateFilters; onChange: (filters: RateFilters) => void }) {
  const set = (change: Partial<RateFilters>) => onChange({ ...filters, ...change });
  return (
    <Flex gap={12} wrap="wrap" align="center">
      <YearRange
        label="Anno della rata"
        options={yearOptions}
        min={filters.yearMin}
        max={filters.yearMax}
        onChange={({ min, max }) => set({ yearMin: min, yearMax: max })}
      />
      <AmountRange label="Importo rata" min={filters.amountMin} max={filters.amountMax} onChange={({ min, max }) => set({ amountMin: min, amountMax: max })} />
      <InputNumber<number>
        min={0}
        max={100}
        step={0.5}
        precision={2}
        decimalSeparator=","
        aria-label="Prezzo per 100 massimo"
        placeholder="Prezzo per 100 fino a €"
        style={grow(200)}
        value={filters.pricePer100Max}
        onChange={(pricePer100Max) => set({ pricePer100Max })}
      />
      <Flex gap={8} align="center" style={grow(180)}>
        <Switch id="only-available-rate" checked={filters.onlyAvailable} onChange={(onlyAvailable) => set({ onlyAvailable })} />
        <label htmlFor="only-available-rate">Solo disponibili</label>
      </Flex>
    </Flex>
  );
}

const antOrder = (sorting: RateSorting, sort: MarketplaceRataSort): AntSortOrder => {
  if (sorting.sort !== sort) return null;
  return sorting.order === 'asc' ? 'ascend' : 'descend';
};

function RateTable({
  rate,
  sorting,
  onSortingChange,
  onOpenPractice,
}: { rate: MarketplaceRata[]; sorting: RateSorting; onSortingChange: (s: RateSorting) => void } & Props) {
  const sortable = (sort: MarketplaceRataSort) => ({
    key: sort,
    sorter: true,
    sortOrder: antOrder(sorting, sort),
    sortDirections: ['ascend', 'descend'] as AntSortOrder[],
  });
  const columns: TableColumnsType<MarketplaceRata> = [
    { title: 'Anno', dataIndex: 'year', render: (_, rata) => rataLabel(rata), ...sortable('year') },
    { title: 'Importo rata', dataIndex: 'amount', align: 'right', render: (amount: number) => formatEuro(amount), ...sortable('amount') },
    { title: 'Prezzo per 100', dataIndex: 'pricePer100', align: 'right', render: (value: number) => pricePer100Text(value), ...sortable('pricePer100') },
    { title: 'Prezzo', dataIndex: 'price', align: 'right', render: (value: number) => formatEuro(value) },
    { title: 'Giorni rimasti', render: (_: unknown, rata) => <DaysLeft rata={rata} />, ...sortable('daysLeft') },
    { title: 'Stato', key: 'status', render: (_: unknown, rata) => <StatusTag rata={rata} /> },
    { title: 'Tipo', dataIndex: 'type', render: (type: string) => creditTypeLabel(type) },
    { title: 'Pratica n.', key: 'practice', render: (_: unknown, rata) => <PracticeLink rata={rata} onOpenPractice={onOpenPractice} /> },
  ];
  return (
    <Table<MarketplaceRata>
      rowKey={(rata) => `${rata.practiceId}/${rata.rataId}`}
      size="small"
      dataSource={rate}
      scroll={{ x: 'max-content' }}
      pagination={false}
      columns={columns}
      showSorterTooltip={false}
      onChange={(_pagination, _filters, sorter) => {
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        onSortingChange(rateSortingFromTable(one?.columnKey, one?.order));
      }}
    />
  );
}

/** Below 768 px: one card per rata, as the practice cards. */
function RataCard({ rata, onOpenPractice }: { rata: MarketplaceRata } & Props) {
  return (
    // A quota of a spread has a long name: the title wraps rather than cut it.
    <Card
      size="small"
      title={`Rata ${rataLabel(rata)} · ${creditTypeLabel(rata.type)}`}
      styles={{ title: { whiteSpace: 'normal' } }}
      extra={<StatusTag rata={rata} />}
    >
      <Flex vertical gap={4}>
        <Typography.Text strong style={{ fontSize: 18 }}>
          {formatEuro(rata.amount)}
        </Typography.Text>
        <Typography.Text>
          Prezzo <Typography.Text strong>{formatEuro(rata.price)}</Typography.Text> · Prezzo per 100 €: {pricePer100Text(rata.pricePer100)}
        </Typography.Text>
        <Typography.Text>
          Giorni rimasti: <DaysLeft rata={rata} />
        </Typography.Text>
        {!rata.canBuy && <Typography.Text type="danger">Non puoi acquistare questa rata</Typography.Text>}
        <Typography.Text type="secondary">
          Pratica n. <PracticeLink rata={rata} onOpenPractice={onOpenPractice} />
        </Typography.Text>
      </Flex>
    </Card>
  );
}

/** On a phone there are no column headers: the sorts a buyer asks for most, in a select. */
const phoneSorts: { value: string; label: string; sorting: RateSorting }[] = [
  { value: 'daysLeft-asc', label: 'Meno giorni rimasti', sorting: { sort: 'daysLeft', order: 'asc' } },
  { value: 'pricePer100-asc', label: 'Prezzo per 100 più basso', sorting: { sort: 'pricePer100', order: 'asc' } },
  { value: 'amount-desc', label: 'Importo rata più alto', sorting: { sort: 'amount', order: 'desc' } },
  { value: 'amount-asc', label: 'Importo rata più basso', sorting: { sort: 'amount', order: 'asc' } },
  { value: 'year-desc', label: 'Anno più lontano', sorting: { sort: 'year', order: 'desc' } },
];

function PhoneSort({ sorting, onChange }: { sorting: RateSorting; onChange: (sorting: RateSorting) => void }) {
  const value = `${sorting.sort}-${sorting.order}`;
  return (
    <Select
      aria-label="Ordina per"
      prefix="Ordina per"
      options={phoneSorts.map(({ value, label }) => ({ value, label }))}
      value={phoneSorts.some((option) => option.value === value) ? value : undefined}
      onChange={(picked: string) => onChange(phoneSorts.find((option) => option.value === picked)!.sorting)}
    />
  );
}

/** The 'Rate' view (issue 45): the rate on sale, one per row, filtered, sorted and paged by the server. */
export function RateView({ onOpenPractice }: Props) {
  const [filters, setFilters] = useState<RateFilters>(noRateFilters);
  const [sorting, setSorting] = useState<RateSorting>(defaultRateSorting);
  const [page, setPage] = useState(1);
  const { md } = Grid.useBreakpoint();
  const typed = useDebouncedValue(filters, 300);
  const listing = useMarketplaceRate(rateQuery(typed, sorting, page));
  const restart =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const data = listing.data;
  const rate = data?.items ?? [];
  return (
    <Flex vertical gap={16}>
      <RateFiltersBar filters={filters} onChange={restart(setFilters)} />
      {md === false && <PhoneSort sorting={sorting} onChange={restart(setSorting)} />}
      {listing.isPending && <Skeleton active />}
      {listing.isError && <Alert type="error" showIcon message={errorMessage(listing.error, 'Impossibile caricare le rate')} />}
      {data && (
        <Flex vertical gap={16} aria-busy={listing.isPlaceholderData} style={{ opacity: listing.isPlaceholderData ? 0.6 : 1, transition: 'opacity 0.2s' }}>
          <Typography.Text type="secondary">
            {data.total === 1 ? '1 rata in vendita' : `${formatItalianNumber(data.total, 0, 0)} rate in vendita`}
          </Typography.Text>
          {rate.length === 0 ? (
            <Empty description="Nessuna rata trovata" />
          ) : md ? (
            <RateTable rate={rate} sorting={sorting} onSortingChange={restart(setSorting)} onOpenPractice={onOpenPractice} />
          ) : (
            <Row gutter={[16, 16]}>
              {rate.map((rata) => (
                <Col key={`${rata.practiceId}/${rata.rataId}`} xs={24}>
                  <RataCard rata={rata} onOpenPractice={onOpenPractice} />
                </Col>
              ))}
            </Row>
          )}
          <ServerPagination page={data.page} pageSize={ratePageSize} total={data.total} onChange={setPage} phone={!md} />
        </Flex>
      )}
    </Flex>
  );
}
