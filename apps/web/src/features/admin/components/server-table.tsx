import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { Flex, Input, Select } from 'antd';
import { type RefObject, useState } from 'react';
import type { TableSort } from '../practice-sort';

/** What ProTable hands `fetchPage`: page, size, the toolbar's keyword and status filter. */
export type ServerTableParams<Status extends string> = { current?: number; pageSize?: number; keyword?: string; status?: Status | 'all' };

type Props<Row, Status extends string> = {
  actionRef: RefObject<ActionType | undefined>;
  columns: ProColumns<Row>[];
  /** One page of rows and the total for a table state, from the server. */
  fetchPage: (params: ServerTableParams<Status>, sort: TableSort) => Promise<{ data: Row[]; total: number }>;
  /** The search box's accessible name and placeholder. */
  search: { label: string; placeholder: string };
  /** The status filter's accessible name and options ('all' first selected). */
  filter: { label: string; options: { value: Status | 'all'; label: string }[] };
  scrollX: number;
};

/**
 * An admin table searched, filtered, sorted and paged by the server (`fetchPage`), so it stays
 * fast with tens of thousands of rows, under a toolbar with a search box and a status filter.
 * The table reloads through `actionRef`.
 */
export function ServerTable<Row extends { id: number }, Status extends string>({ actionRef, columns, fetchPage, search, filter, scrollX }: Props<Row, Status>) {
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<Status | 'all'>('all');

  const request = async (params: ServerTableParams<Status>, sort: TableSort) => {
    const page = await fetchPage(params, sort);
    return { data: page.data, total: page.total, success: true };
  };

  return (
    <ProTable<Row, ServerTableParams<Status>>
      rowKey="id"
      actionRef={actionRef}
      columns={columns}
      params={{ keyword, status }}
      request={request}
      search={false}
      options={false}
      headerTitle={
        <Flex wrap gap={8} style={{ fontWeight: 'normal' }}>
          <Input.Search
            allowClear
            aria-label={search.label}
            placeholder={search.placeholder}
            onSearch={(value) => setKeyword(value)}
            style={{ width: 340, maxWidth: '100%' }}
          />
          <Select aria-label={filter.label} value={status} onChange={setStatus} options={filter.options} style={{ width: 220, maxWidth: '100%' }} />
        </Flex>
      }
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      scroll={{ x: scrollX }}
      cardProps={{ bodyStyle: { paddingInline: 0 } }}
    />
  );
}
