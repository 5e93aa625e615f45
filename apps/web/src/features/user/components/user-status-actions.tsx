import type { UserResponse } from '@pratiche/contracts';
import { Button, Space } from 'antd';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { useChangeUserStatus } from '../api/update-user';
import { type StatusAction, statusActionsOf } from '../user-row-actions';

/** The status buttons of a row (spec 2/4), with the success toast 'Stato aggiornato'. */
export function UserStatusActions({ user }: { user: UserResponse }) {
  const change = useChangeUserStatus();
  const toast = useToast();
  const run = (action: StatusAction) =>
    change.mutateAsync({ id: user.id, status: action.to }).then(
      () => toast.success('Stato aggiornato'),
      (error: unknown) => toast.error('Errore', errorMessage(error, "Errore nell'aggiornamento dello stato")),
    );
  return (
    <Space size={4}>
      {statusActionsOf(user.status).map((action) => (
        <Button
          key={action.label}
          size="small"
          type={action.danger ? 'default' : 'primary'}
          danger={action.danger}
          loading={change.isPending && change.variables?.status === action.to}
          disabled={change.isPending}
          aria-label={`${action.label} ${user.username}`}
          onClick={() => void run(action)}
        >
          {action.label}
        </Button>
      ))}
    </Space>
  );
}
