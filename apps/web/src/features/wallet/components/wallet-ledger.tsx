import { DownloadOutlined } from '@ant-design/icons';
import { walletLedgerKindLabels, walletLedgerKinds, type WalletLedgerEntry } from '@pratiche/contracts';
import { Alert, Button, Card, DatePicker, Descriptions, Empty, Flex, Pagination, Select, Table, Typography, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { desktopQuery } from '../../../lib/breakpoints';
import { dayOf } from '../../../lib/calendar-day';
import { formatDateTime, formatEuro } from '../../../lib/format';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useToast } from '../../../lib/use-toast';
import { type LedgerFilters, useDownloadLedgerCsv, useLedger } from '../api/get-ledger';
import { signedCredits, unsignedCredits } from '../ledger-view';

const pageSize = 10;
const noFilters: LedgerFilters = { kind: '', from: '', to: '' };
const kindOptions = [{ value: '', label: 'Tutti i movimenti' }, ...walletLedgerKinds.map((kind) => ({ value: kind, label: walletLedgerKindLabels[kind] }))];

/** A purchased practice opens among the buyer's 'Pratiche acquistate': the seller's /practice/{id} is not his. */
const practiceLink = (row: WalletLedgerEntry) => (row.practiceId === null ? '—' : <Link to="/marketplace/my-practices">Pratica #{row.practiceId}</Link>);

type Field = { key: string; title: string; align?: 'right'; value: (row: WalletLedgerEntry) => ReactNode };

// One list of fields for the desk's columns and the phone's cards.
const fields: Field[] = [
  { key: 'at', title: 'Data', value: (row) => formatDateTime(row.at) },
  { key: 'description', title: 'Movimento', value: (row) => row.description },
  { key: 'practice', title: 'Pratica', value: practiceLink },
  {
    key: 'credits',
    title: 'Crediti',
    align: 'right',
    // The sign says it; antd's green and red text fall below the contrast axe asks for.
    value: (row) => signedCredits(row.credits),
  },
  { key: 'balance', title: 'Saldo', align: 'right', value: (row) => <Typography.Text strong>{unsignedCredits(row.balance)}</Typography.Text> },
  { key: 'price', title: 'Importo pagato', align: 'right', value: (row) => (row.price === null ? '—' : formatEuro(Number(row.price))) },
];

const columns: TableColumnsType<WalletLedgerEntry> = fields.map(({ key, title, align, value }) => ({ key, title, align, render: (_, row) => value(row) }));

/**
 * 'Movimenti' (issue 26): every movement of the wallet with the balance after it, filtered by
 * kind and days, exported as CSV with the same filters. One card per movement below 768 px.
 */
export function WalletLedger() {
  const [filters, setFilters] = useState<LedgerFilters>(noFilters);
  const [page, setPage] = useState(1);
  const ledger = useLedger(filters, page, pageSize);
  const isDesk = useMediaQuery(desktopQuery);
  const download = useDownloadLedgerCsv();
  const toast = useToast();
  const change = (next: Partial<LedgerFilters>) => {
    setFilters({ ...filters, ...next });
    setPage(1);
  };
  const exportCsv = () =>
    download.mutateAsync(filters).catch((error: unknown) => toast.error('Errore', errorMessage(error, "Errore nell'esportazione dei movimenti")));
  const rows = ledger.data?.data ?? [];
  const exportButton = (
    <Button icon={<DownloadOutlined />} loading={download.isPending} onClick={() => void exportCsv()}>
      Esporta CSV
    </Button>
  );
  return (
    <Card title="Movimenti" extra={isDesk ? exportButton : null} data-testid="wallet-ledger">
      <Flex vertical gap={12}>
        <LedgerFiltersBar filters={filters} onChange={change} onReset={() => change(noFilters)} />
        {isDesk ? null : exportButton}
        {ledger.isError ? <Alert type="error" showIcon message={errorMessage(ledger.error, 'Errore nel caricamento dei movimenti')} /> : null}
        {ledger.isSuccess && rows.length === 0 ? <Empty description="Nessun movimento" /> : null}
        {isDesk && rows.length > 0 ? (
          <Table
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={rows}
            loading={ledger.isFetching}
            pagination={{ current: page, pageSize, total: ledger.data?.total, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
          />
        ) : null}
        {!isDesk && rows.length > 0 ? <LedgerCards rows={rows} page={page} total={ledger.data?.total ?? 0} onPage={setPage} /> : null}
      </Flex>
    </Card>
  );
}

const day = (value: string) => (value ? dayjs(value) : null);
const isoDay = (value: Dayjs | null) => dayOf(value) ?? '';

/** Days typed or picked as dd/mm/yyyy whatever the browser's language (a native date field follows it). */
function DayPicker({ label, value, onChange, outside }: { label: string; value: string; onChange: (day: string) => void; outside: (day: string) => boolean }) {
  return (
    <DatePicker
      aria-label={`${label} giorno`}
      placeholder={label}
      format="DD/MM/YYYY"
      value={day(value)}
      onChange={(picked: Dayjs | null) => onChange(isoDay(picked))}
      disabledDate={(candidate: Dayjs) => outside(isoDay(candidate))}
      style={{ flex: '1 1 150px' }}
    />
  );
}

function LedgerFiltersBar({ filters, onChange, onReset }: { filters: LedgerFilters; onChange: (next: Partial<LedgerFilters>) => void; onReset: () => void }) {
  return (
    <Flex wrap gap={8} align="center">
      <Select aria-label="Tipo di movimento" value={filters.kind} options={kindOptions} onChange={(kind) => onChange({ kind })} style={{ flex: '1 1 300px' }} />
      <DayPicker label="Dal" value={filters.from} onChange={(from) => onChange({ from })} outside={(d) => filters.to !== '' && d > filters.to} />
      <DayPicker label="Al" value={filters.to} onChange={(to) => onChange({ to })} outside={(d) => filters.from !== '' && d < filters.from} />
      {filters.kind === '' && filters.from === '' && filters.to === '' ? null : (
        <Button type="link" onClick={onReset}>
          Azzera filtri
        </Button>
      )}
    </Flex>
  );
}

function LedgerCards({ rows, page, total, onPage }: { rows: WalletLedgerEntry[]; page: number; total: number; onPage: (page: number) => void }) {
  return (
    <Flex vertical gap={8}>
      {rows.map((row) => (
        <Card key={row.id} size="small" data-testid="ledger-card">
          <Descriptions size="small" column={1} items={fields.map(({ key, title, value }) => ({ key, label: title, children: value(row) }))} />
        </Card>
      ))}
      <Pagination align="center" current={page} pageSize={pageSize} total={total} onChange={onPage} hideOnSinglePage showSizeChanger={false} />
    </Flex>
  );
}
