import type { MyPractice } from '@pratiche/contracts';
import { Alert, Flex, Grid, Input, Select, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { BackToMarketplaceHeader } from '../../../lib/back-to-marketplace-header';
import { PageFrame } from '../../../lib/page-frame';
import { useMyPractices } from '../api/marketplace-queries';
import { ExclusivityCountdown } from '../components/exclusivity-countdown-text';
import { MyPracticeCards } from '../components/my-practice-cards';
import { MyPracticeDialog } from '../components/my-practice-dialog';
import { detailsColumn, factColumns, PracticeListTable, statusColumn } from '../components/practice-list-table';
import { typeOptions } from '../marketplace-list';
import type { MarketplaceScreenProps } from '../marketplace-user';
import { filterMyPractices, yearsOf, type MyPracticesFilters, type MyPracticesTab } from '../my-practices-filters';

/** /marketplace/my-practices 'Pratiche acquistate' (spec 2's 'Le Mie Pratiche'). */
export function MyPracticesRoute({ user, NegotiationPanel }: MarketplaceScreenProps) {
  const mine = useMyPractices();
  const [tab, setTab] = useState<MyPracticesTab>('all');
  const [filters, setFilters] = useState<MyPracticesFilters>({ search: '', year: null, type: null });
  // '?practice=' opens that purchase's dialog: where /practice/{id} sends a buyer (issue 29's notifications).
  const [searchParams] = useSearchParams();
  const [openId, setOpenId] = useState<number | null>(() => Number(searchParams.get('practice')) || null);
  const { md } = Grid.useBreakpoint();
  const practices = mine.data ?? [];
  const shown = filterMyPractices(practices, filters, tab, user.isAdmin);
  return (
    <PageFrame>
      <BackToMarketplaceHeader title="Pratiche acquistate" />
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as MyPracticesTab)}
        items={[
          { key: 'all', label: 'Tutte le pratiche' },
          { key: 'exclusive', label: 'Accesso Esclusivo' },
        ]}
      />
      <Flex gap={12} wrap="wrap">
        <Input.Search
          allowClear
          aria-label="Cerca"
          placeholder={user.isAdmin ? 'Cerca (anche per cedente o username)…' : 'Cerca…'}
          style={{ flex: '1 1 240px', maxWidth: 360 }}
          value={filters.search}
          onChange={(event) => setFilters({ ...filters, search: event.target.value })}
        />
        <Select
          allowClear
          aria-label="Anno"
          placeholder="Anno"
          style={{ minWidth: 110 }}
          options={yearsOf(practices).map((year) => ({ value: year, label: String(year) }))}
          value={filters.year ?? undefined}
          onChange={(year?: number) => setFilters({ ...filters, year: year ?? null })}
        />
        <Select
          allowClear
          aria-label="Tipo di credito"
          placeholder="Tipo di credito"
          style={{ minWidth: 200 }}
          options={typeOptions}
          value={filters.type ?? undefined}
          onChange={(type?: string) => setFilters({ ...filters, type: type ?? null })}
        />
      </Flex>
      {mine.isPending && <Skeleton active />}
      {mine.isError && <Alert type="error" showIcon message={errorMessage(mine.error, 'Impossibile caricare le tue pratiche')} />}
      {mine.isSuccess && (md ? <MyPracticesTable practices={shown} onOpen={setOpenId} /> : <MyPracticeCards practices={shown} onOpen={setOpenId} />)}
      <MyPracticeDialog
        practice={practices.find((practice) => practice.id === openId) ?? null}
        onClose={() => setOpenId(null)}
        NegotiationPanel={NegotiationPanel}
      />
    </PageFrame>
  );
}

function MyPracticesTable({ practices, onOpen }: { practices: MyPractice[]; onOpen: (id: number) => void }) {
  return (
    <PracticeListTable<MyPractice>
      practices={practices}
      emptyText="Nessuna pratica acquistata"
      columns={[
        ...factColumns<MyPractice>(),
        { title: 'Cedente', dataIndex: 'sellerCompanyName' },
        statusColumn<MyPractice>(),
        {
          title: 'Esclusività',
          key: 'countdown',
          render: (_: unknown, practice) =>
            practice.accessType === 'exclusive' ? <ExclusivityCountdown end={practice.exclusivityEndDate} saleStatus={practice.saleStatus} /> : '—',
        },
        detailsColumn<MyPractice>((practice) => onOpen(practice.id)),
      ]}
    />
  );
}
