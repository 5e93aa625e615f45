import type { UserResponse } from '@pratiche/contracts';
import { Button, Typography } from 'antd';
import { errorMessage } from '../../../lib/api-client';
import { ConfirmOnClick } from '../../../lib/confirm-on-click';
import { useToast } from '../../../lib/use-toast';
import { useResetTwoFactor } from '../api/reset-two-factor';

/**
 * 'Reimposta verifica in due passaggi' (issue 31) for a user who lost the phone and the recovery
 * codes: asks first, then the API turns the user's 2FA off (history event, mail to the user).
 * Only for accounts that have it; the others read 'Non attiva'.
 */
export function ResetTwoFactorButton({ user }: { user: UserResponse }) {
  const reset = useResetTwoFactor();
  const toast = useToast();
  // The dialog keeps the row it opened with: after the reset this button reads as the list will.
  if (!user.twoFactorEnabled || reset.isSuccess) return <Typography.Text type="secondary">Non attiva</Typography.Text>;
  return (
    <ConfirmOnClick
      title={`Reimpostare la verifica in due passaggi di ${user.username}? Al prossimo accesso basterà la password; riceverà una mail.`}
      okText="Reimposta"
      okButtonProps={{ danger: true }}
      cancelText="Annulla"
      onConfirm={() =>
        reset.mutateAsync(user.id).then(
          (answer) => toast.success(answer?.message ?? 'Verifica in due passaggi reimpostata'),
          (error: unknown) => toast.error('Errore', errorMessage(error, 'Errore nella reimpostazione della verifica in due passaggi')),
        )
      }
    >
      <Button danger loading={reset.isPending} aria-label={`Reimposta verifica in due passaggi di ${user.username}`}>
        Reimposta verifica in due passaggi
      </Button>
    </ConfirmOnClick>
  );
}
