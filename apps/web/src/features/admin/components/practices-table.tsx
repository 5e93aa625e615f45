import { type ActionType, ProTable } from '@ant-design/pro-components';
import type { PracticeResponse } from '@pratiche/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Flex, Input, Select } from 'antd';
import { type RefObject, useState } from 'react';
import { practicesPageQueryOptions } from '../api/list-practices';
import { type StatusFilter, statusFilterOptions } from '../practice-labels';
import { type TableParams, type TableSort, toListQuery } from '../practice-sort';
import { practiceColumns } from './practice-columns';

type Props = { actionRef: RefObject<ActionType | undefined>; onDetails: (practice: PracticeResponse) => void };

/**
 * Every practice, searched, filtered, sorted and paged by the server (`request`), so the tab
 * stays fast with tens of thousands of practices. Pages go through react-query's cache, which
 * the admin actions invalidate; the table then reloads through `actionRef`.
 */
export function PracticesTable({ actionRef, onDetails }: Props) {
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');

  const request = async (params: TableParams, sort: TableSort) => {
    const page = await queryClient.fetchQuery(practicesPageQueryOptions(toListQuery(params, sort)));
    return { data: page.data, total: page.total, success: true };
  };

  return (
    <ProTable<PracticeResponse, TableParams>
      rowKey="id"
      actionRef={actionRef}
      columns={practiceColumns({ onDetails })}
      params={{ keyword, status }}
      request={request}
      search={false}
      options={false}
      headerTitle={<Toolbar onSearch={setKeyword} status={status} onStatus={setStatus} />}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      scroll={{ x: 1250 }}
      cardProps={{ bodyStyle: { paddingInline: 0 } }}
    />
  );
}

type ToolbarProps = { onSearch: (keyword: string) => void; status: StatusFilter; onStatus: (status: StatusFilter) => void };

/** Spec 2 search (id, type, cedente, status, or a minimum amount) and status filter. */
function Toolbar({ onSearch, status, onStatus }: ToolbarProps) {
  return (
    <Flex wrap gap={8} style={{ fontWeight: 'normal' }}>
      <Input.Search
        allowClear
        aria-label="Cerca pratiche"
        placeholder="Cerca per ID, tipo, cedente, stato o importo minimo"
        onSearch={(value) => onSearch(value)}
        style={{ width: 340, maxWidth: '100%' }}
      />
      <Select aria-label="Filtra per stato" value={status} onChange={onStatus} options={statusFilterOptions} style={{ width: 220, maxWidth: '100%' }} />
    </Flex>
  );
}
