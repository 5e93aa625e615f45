import type { UserResponse } from '@pratiche/contracts';
import { Flex } from 'antd';
import { useCallback, useState } from 'react';
import { AddCreditsDialog } from './add-credits-dialog';
import { AuditHistoryDialog } from './audit-history-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { UserCounterCards } from './user-counter-cards';
import { UsersTable } from './users-table';

type Dialog = { kind: 'edit' | 'credits' | 'history'; user: UserResponse } | null;

/** The 'Utenti' tab of the admin panel (spec 2 /admin): counters, the table, its dialogs. */
export function UsersTab() {
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = useCallback(() => setDialog(null), []);
  // Stable handlers keep the table's columns, and so its rows, from re-rendering with the dialogs.
  const onEdit = useCallback((user: UserResponse) => setDialog({ kind: 'edit', user }), []);
  const onAddCredits = useCallback((user: UserResponse) => setDialog({ kind: 'credits', user }), []);
  const onHistory = useCallback((user: UserResponse) => setDialog({ kind: 'history', user }), []);
  return (
    <Flex vertical gap={16}>
      <UserCounterCards />
      <UsersTable onEdit={onEdit} onAddCredits={onAddCredits} onHistory={onHistory} />
      {dialog?.kind === 'edit' ? <EditUserDialog user={dialog.user} onClose={close} /> : null}
      {dialog?.kind === 'credits' ? <AddCreditsDialog user={dialog.user} onClose={close} /> : null}
      {dialog?.kind === 'history' ? (
        <AuditHistoryDialog streams={[{ kind: 'user', id: dialog.user.id }, { kind: 'wallet', id: dialog.user.id }]} onClose={close} />
      ) : null}
    </Flex>
  );
}
