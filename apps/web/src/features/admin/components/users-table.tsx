import { type ActionType, ProTable } from '@ant-design/pro-components';
import type { UserResponse } from '@pratiche/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Flex, Grid, Input, Select } from 'antd';
import { type RefObject, useState } from 'react';
import { usersPageQueryOptions } from '../api/list-users';
import type { TableSort } from '../practice-sort';
import { type UserStatusFilter, userStatusFilterOptions } from '../user-labels';
import { toUserListQuery, type UserTableParams } from '../user-sort';
import { userColumns } from './user-columns';

type Props = {
  actionRef: RefObject<ActionType | undefined>;
  onEdit: (user: UserResponse) => void;
  onAddCredits: (user: UserResponse) => void;
  onHistory: (user: UserResponse) => void;
};

/** Every account, searched, filtered, sorted and paged by the server (`request`), as the practices table. */
export function UsersTable({ actionRef, onEdit, onAddCredits, onHistory }: Props) {
  const queryClient = useQueryClient();
  const { md } = Grid.useBreakpoint();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<UserStatusFilter>('all');

  const request = async (params: UserTableParams, sort: TableSort) => {
    const page = await queryClient.fetchQuery(usersPageQueryOptions(toUserListQuery(params, sort)));
    return { data: page.data, total: page.total, success: true };
  };

  return (
    <ProTable<UserResponse, UserTableParams>
      rowKey="id"
      actionRef={actionRef}
      columns={userColumns({ onEdit, onAddCredits, onHistory, pinActions: Boolean(md) })}
      params={{ keyword, status }}
      request={request}
      search={false}
      options={false}
      headerTitle={<Toolbar onSearch={setKeyword} status={status} onStatus={setStatus} />}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      scroll={{ x: 1520 }}
      cardProps={{ bodyStyle: { paddingInline: 0 } }}
    />
  );
}

type ToolbarProps = { onSearch: (keyword: string) => void; status: UserStatusFilter; onStatus: (status: UserStatusFilter) => void };

/** Spec 2 search (id, username, company, e-mail, status) and status filter. */
function Toolbar({ onSearch, status, onStatus }: ToolbarProps) {
  return (
    <Flex wrap gap={8} style={{ fontWeight: 'normal' }}>
      <Input.Search
        allowClear
        aria-label="Cerca utenti"
        placeholder="Cerca per ID, username, azienda, email o stato"
        onSearch={(value) => onSearch(value)}
        style={{ width: 340, maxWidth: '100%' }}
      />
      <Select aria-label="Filtra utenti per stato" value={status} onChange={onStatus} options={userStatusFilterOptions} style={{ width: 220, maxWidth: '100%' }} />
    </Flex>
  );
}
