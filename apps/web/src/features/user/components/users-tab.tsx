import type { UserResponse } from '@pratiche/contracts';
import { Flex } from 'antd';
import { type ComponentType, useCallback, useState } from 'react';
import { useInvalidateUsers } from '../api/update-user';
import { EditUserDialog } from './edit-user-dialog';
import { UserCounterCards } from './user-counter-cards';
import { UsersTable } from './users-table';

type Dialog = { kind: 'edit' | 'credits' | 'history'; user: UserResponse } | null;

/** The dialogs of other capabilities a row opens, passed in by the app: features never import one another. */
export type UsersTabProps = {
  /** 'Aggiungi Crediti' (the wallet's); `onAdded` refreshes the table. */
  CreditsDialog: ComponentType<{ user: UserResponse; onClose: () => void; onAdded: () => unknown }>;
  /** The account's 'Storico' (the audit log's). */
  HistoryDialog: ComponentType<{ user: UserResponse; onClose: () => void }>;
};

/** The 'Utenti' tab of the admin panel (spec 2 /admin): counters, the table, its dialogs. */
export function UsersTab({ CreditsDialog, HistoryDialog }: UsersTabProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = useCallback(() => setDialog(null), []);
  const invalidateUsers = useInvalidateUsers();
  // Stable handlers keep the table's columns, and so its rows, from re-rendering with the dialogs.
  const onEdit = useCallback((user: UserResponse) => setDialog({ kind: 'edit', user }), []);
  const onAddCredits = useCallback((user: UserResponse) => setDialog({ kind: 'credits', user }), []);
  const onHistory = useCallback((user: UserResponse) => setDialog({ kind: 'history', user }), []);
  return (
    <Flex vertical gap={16}>
      <UserCounterCards />
      <UsersTable onEdit={onEdit} onAddCredits={onAddCredits} onHistory={onHistory} />
      {dialog?.kind === 'edit' ? <EditUserDialog user={dialog.user} onClose={close} /> : null}
      {dialog?.kind === 'credits' ? <CreditsDialog user={dialog.user} onClose={close} onAdded={invalidateUsers} /> : null}
      {dialog?.kind === 'history' ? <HistoryDialog user={dialog.user} onClose={close} /> : null}
    </Flex>
  );
}
