import type { ActionType } from '@ant-design/pro-components';
import type { UserResponse, UserStatus } from '@pratiche/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Grid } from 'antd';
import type { RefObject } from 'react';
import { usersPageQueryOptions } from '../api/list-users';
import { userStatusFilterOptions } from '../user-labels';
import { toUserListQuery } from '../user-sort';
import { userColumns } from './user-columns';
import { ServerTable } from './server-table';

type Props = {
  actionRef: RefObject<ActionType | undefined>;
  onEdit: (user: UserResponse) => void;
  onAddCredits: (user: UserResponse) => void;
  onHistory: (user: UserResponse) => void;
};

/** Every account, searched, filtered, sorted and paged by the server, as the practices table. */
export function UsersTable({ actionRef, onEdit, onAddCredits, onHistory }: Props) {
  const queryClient = useQueryClient();
  const { md } = Grid.useBreakpoint();
  return (
    <ServerTable<UserResponse, UserStatus>
      actionRef={actionRef}
      columns={userColumns({ onEdit, onAddCredits, onHistory, pinActions: Boolean(md) })}
      fetchPage={(params, sort) => queryClient.fetchQuery(usersPageQueryOptions(toUserListQuery(params, sort)))}
      // Spec 2 search (id, username, company, e-mail, status) and status filter.
      search={{ label: 'Cerca utenti', placeholder: 'Cerca per ID, username, azienda, email o stato' }}
      filter={{ label: 'Filtra utenti per stato', options: userStatusFilterOptions }}
      scrollX={1520}
    />
  );
}
