import type { ActionType } from '@ant-design/pro-components';
import type { UserResponse } from '@pratiche/contracts';
import { Flex } from 'antd';
import { useRef, useState } from 'react';
import { usersKey } from '../api/list-users';
import { AddCreditsDialog } from './add-credits-dialog';
import { AuditHistoryDialog } from './audit-history-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { UserCounterCards } from './user-counter-cards';
import { UsersTable } from './users-table';
import { useReloadOnInvalidate } from '../../../lib/use-reload-on-invalidate';

type Dialog = { kind: 'edit' | 'credits' | 'history'; user: UserResponse } | null;

/** The 'Utenti' tab of the admin panel (spec 2 /admin): counters, the table, its dialogs. */
export function UsersTab() {
  const [dialog, setDialog] = useState<Dialog>(null);
  const actionRef = useRef<ActionType>();
  useReloadOnInvalidate(actionRef, usersKey[0]);
  const close = () => setDialog(null);
  return (
    <Flex vertical gap={16}>
      <UserCounterCards />
      <UsersTable
        actionRef={actionRef}
        onEdit={(user) => setDialog({ kind: 'edit', user })}
        onAddCredits={(user) => setDialog({ kind: 'credits', user })}
        onHistory={(user) => setDialog({ kind: 'history', user })}
      />
      {dialog?.kind === 'edit' ? <EditUserDialog user={dialog.user} onClose={close} /> : null}
      {dialog?.kind === 'credits' ? <AddCreditsDialog user={dialog.user} onClose={close} /> : null}
      {dialog?.kind === 'history' ? (
        <AuditHistoryDialog streams={[{ kind: 'user', id: dialog.user.id }, { kind: 'wallet', id: dialog.user.id }]} onClose={close} />
      ) : null}
    </Flex>
  );
}
