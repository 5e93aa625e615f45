import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Flex, Input, Select, Table, type TableColumnsType } from 'antd';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { desktopQuery } from './breakpoints';
import { useProgressiveRows } from './progressive-rows';
import { type MobileCard, MobileCardList } from './responsive-list';
import { defaultSortOf, initialTableState, type TableSort, withPage, withSearch, withTableChange } from './server-table-state';
import { useMediaQuery } from './use-media-query';

/** The table state `pageQuery` turns into a list call: page, size, the toolbar's keyword and status filter. */
export type ServerTableParams<Status extends string> = { current?: number; pageSize?: number; keyword?: string; status?: Status | 'all' };

/** antd's md breakpoint, read once: Grid.useBreakpoint() only knows the screen after the first render. */
const isWideScreen = () => window.matchMedia(desktopQuery).matches;

type Page<Row> = { data: Row[]; total: number };

type Props<Row, Status extends string> = {
  columns: TableColumnsType<Row>;
  /** The react-query entry of one page of rows and the total for a table state, from the server. */
  pageQuery: (params: ServerTableParams<Status>, sort: TableSort) => { queryKey: readonly unknown[]; queryFn: () => Promise<Page<Row>> };
  /** The search box's accessible name and placeholder. */
  search: { label: string; placeholder: string };
  /** The status filter's accessible name and options ('all' first selected). */
  filter: { label: string; options: { value: Status | 'all'; label: string }[] };
  scrollX: number;
  /** Below 768 px each row is this card instead of a table row (issue 26); the list's name and empty text. */
  mobile?: { card: (row: Row) => MobileCard; label: string; emptyText: string };
};

/**
 * An admin table searched, filtered, sorted and paged by the server, so it stays fast with tens
 * of thousands of rows, under a toolbar with a search box and a status filter. A plain antd Table
 * over a react-query page: an admin action that invalidates the pages refetches the shown one.
 */
export function ServerTable<Row extends { id: number }, Status extends string>({ columns, pageQuery, search, filter, scrollX, mobile }: Props<Row, Status>) {
  const wide = useMediaQuery(desktopQuery) || !mobile;
  const [state, setState] = useState(() => initialTableState<Status>(defaultSortOf(columns as Parameters<typeof defaultSortOf>[0]), isWideScreen()));
  const query = useQuery({ ...pageQuery(state, state.sort), placeholderData: keepPreviousData });
  // react-query notifies through useSyncExternalStore, a render that cannot yield: deferring the
  // rows moves the table's render to a background (time-sliced) one, so it never blocks the page.
  const view = useDeferredValue(useMemo(() => ({ page: query.data, fetching: query.isFetching }), [query.data, query.isFetching]));
  const onTableChange = useCallback<RowsProps['onChange']>((pagination, sorter) => setState((old) => withTableChange(old, pagination, sorter)), []);
  return (
    <Card styles={{ body: { paddingInline: 0 } }}>
      <Flex wrap gap={8} style={{ paddingInline: wide ? 24 : 12, marginBottom: 16 }}>
        <Input.Search
          allowClear
          aria-label={search.label}
          placeholder={search.placeholder}
          onSearch={(keyword) => setState((old) => withSearch(old, { keyword }))}
          style={{ width: 340, maxWidth: '100%' }}
        />
        <Select
          aria-label={filter.label}
          value={state.status}
          onChange={(status) => setState((old) => withSearch(old, { status }))}
          options={filter.options}
          style={{ width: 220, maxWidth: '100%' }}
        />
      </Flex>
      {wide || !mobile ? (
        <RowsTable
          columns={columns as TableColumnsType<{ id: number }>}
          page={view.page}
          loading={view.fetching}
          current={state.current}
          pageSize={state.pageSize}
          onChange={onTableChange}
          scrollX={scrollX}
        />
      ) : (
        <div style={{ paddingInline: 12 }}>
          <MobileCardList
            cards={view.page?.data.map(mobile.card)}
            loading={view.fetching}
            label={mobile.label}
            emptyText={mobile.emptyText}
            pagination={{
              current: state.current,
              pageSize: state.pageSize,
              total: view.page?.total ?? 0,
              onChange: (current, pageSize) => setState((old) => withPage(old, current, pageSize)),
            }}
          />
        </div>
      )}
    </Card>
  );
}

type RowsProps = {
  columns: TableColumnsType<{ id: number }>;
  page: Page<{ id: number }> | undefined;
  loading: boolean;
  current: number;
  pageSize: number;
  onChange: (pagination: { current?: number; pageSize?: number }, sorter: Parameters<typeof withTableChange>[2]) => void;
  scrollX: number;
};

/** Memoised: the toolbar's and react-query's urgent renders skip the rows, only the deferred one draws them. */
const RowsTable = memo(function RowsTable({ columns, page, loading, current, pageSize, onChange, scrollX }: RowsProps) {
  const rows = useProgressiveRows(page?.data);
  return (
    <Table
      rowKey="id"
      columns={columns}
      dataSource={rows as { id: number }[] | undefined}
      loading={loading}
      pagination={{ current, pageSize, total: page?.total ?? 0, showSizeChanger: true }}
      onChange={(pagination, _filters, sorter) => onChange(pagination, sorter as Parameters<typeof withTableChange>[2])}
      scroll={{ x: scrollX }}
    />
  );
});
