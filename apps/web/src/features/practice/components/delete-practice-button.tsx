import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { errorMessage } from '../../../lib/api-client';
import { ConfirmOnClick } from '../../../lib/confirm-on-click';
import { useToast } from '../../../lib/use-toast';
import { useDeletePractice } from '../api/delete-practice';

/** Deletes a whole practice after the confirmation of spec 2, with the toasts of spec 8. */
export function DeletePracticeButton({ id, onDeleted, label }: { id: number; onDeleted?: () => void; label?: string }) {
  const remove = useDeletePractice();
  const toast = useToast();
  const onConfirm = () =>
    remove.mutateAsync(id).then(
      () => {
        toast.success('Pratica eliminata');
        onDeleted?.();
      },
      (error: unknown) => toast.error('Errore', errorMessage(error, "Errore nell'eliminazione della pratica")),
    );
  return (
    <ConfirmOnClick
      title={`Sei sicuro di voler eliminare la pratica #${id}?`}
      okText="Elimina"
      okButtonProps={{ danger: true }}
      cancelText="Annulla"
      onConfirm={onConfirm}
    >
      <Button danger icon={<DeleteOutlined />} loading={remove.isPending} aria-label={`Elimina la pratica #${id}`}>
        {label}
      </Button>
    </ConfirmOnClick>
  );
}
