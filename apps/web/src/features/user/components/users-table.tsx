import type { UserResponse, UserStatus } from '@pratiche/contracts';
import { useMemo } from 'react';
import { ServerTable } from '../../../lib/server-table';
import { listUsers, usersPageQueryOptions } from '../api/list-users';
import { toUserListQuery } from '../user-sort';
import { userStatusFilterOptions } from '../user-status-filter';
import { userCard, userColumns } from './user-columns';

type Props = {
  onEdit: (user: UserResponse) => void;
  onAddCredits: (user: UserResponse) => void;
  onHistory: (user: UserResponse) => void;
};

/** Every account, searched, filtered, sorted and paged by the server, as the practices table. */
export function UsersTable({ onEdit, onAddCredits, onHistory }: Props) {
  const columns = useMemo(() => userColumns({ onEdit, onAddCredits, onHistory }), [onEdit, onAddCredits, onHistory]);
  const mobile = useMemo(
    () => ({ card: (user: UserResponse) => userCard(user, { onEdit, onAddCredits, onHistory }), label: 'Utenti', emptyText: 'Nessun utente trovato' }),
    [onEdit, onAddCredits, onHistory],
  );
  return (
    <ServerTable<UserResponse, UserStatus>
      columns={columns}
      pageQuery={(params, sort) => {
        const query = toUserListQuery(params, sort);
        return { queryKey: usersPageQueryOptions(query).queryKey, queryFn: () => listUsers(query) };
      }}
      // Spec 2 search (id, username, company, e-mail, status) and status filter.
      search={{ label: 'Cerca utenti', placeholder: 'Cerca per ID, username, azienda, email o stato' }}
      filter={{ label: 'Filtra utenti per stato', options: userStatusFilterOptions }}
      scrollX={1090}
      mobile={mobile}
    />
  );
}
