import { DeleteOutlined } from '@ant-design/icons';
import type { UserResponse } from '@pratiche/contracts';
import { Button } from 'antd';
import { errorMessage } from '../../../lib/api-client';
import { ConfirmOnClick } from '../../../lib/confirm-on-click';
import { useToast } from '../../../lib/use-toast';
import { useDeleteUser } from '../api/update-user';

/** Deletes an account after spec 2's confirmation, with the toast 'Utente eliminato' (spec 8). */
export function DeleteUserButton({ user }: { user: Pick<UserResponse, 'id' | 'username'> }) {
  const remove = useDeleteUser();
  const toast = useToast();
  const onConfirm = () =>
    remove.mutateAsync(user.id).then(
      () => toast.success('Utente eliminato'),
      (error: unknown) => toast.error('Errore', errorMessage(error, "Errore nell'eliminazione dell'utente")),
    );
  return (
    <ConfirmOnClick
      title={`Sei sicuro di voler eliminare l'utente ${user.username}?`}
      okText="Elimina"
      okButtonProps={{ danger: true }}
      cancelText="Annulla"
      onConfirm={onConfirm}
    >
      <Button size="small" danger icon={<DeleteOutlined />} loading={remove.isPending} aria-label={`Elimina l'utente ${user.username}`} />
    </ConfirmOnClick>
  );
}
