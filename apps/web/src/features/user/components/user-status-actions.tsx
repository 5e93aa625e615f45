import type { UserResponse } from '@pratiche/contracts';
import { Button, Space } from 'antd';
import { errorMessage } from '../../../lib/api-client';
import { ConfirmOnClick } from '../../../lib/confirm-on-click';
import { useToast } from '../../../lib/use-toast';
import { useChangeUserStatus } from '../api/update-user';
import { confirmationOf, type StatusAction, statusActionsOf } from '../user-row-actions';

/** The status buttons of a row (spec 2/4), each after a confirmation (issue 26), with the success toast 'Stato aggiornato'. */
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
        <ConfirmOnClick
          key={action.label}
          title={confirmationOf(action, user.username)}
          okText={action.label}
          okButtonProps={{ danger: action.danger }}
          cancelText="Annulla"
          onConfirm={() => run(action)}
        >
          <Button
            size="small"
            type={action.danger ? 'default' : 'primary'}
            danger={action.danger}
            loading={change.isPending && change.variables?.status === action.to}
            disabled={change.isPending}
            aria-label={`${action.label} ${user.username}`}
          >
            {action.label}
          </Button>
        </ConfirmOnClick>
      ))}
    </Space>
  );
}
