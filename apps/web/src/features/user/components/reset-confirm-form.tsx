import { Button, Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { NewPasswordFields } from './new-password-fields';

type Values = { newPassword: string; confirmPassword: string };

/** Sets a new password from the token of a recovery mail (/reset-password?token=...). */
export function ResetConfirmForm({ token }: { token: string }) {
  const confirm = useConfirmPasswordReset();
  const toast = useToast();
  const navigate = useNavigate();

  const onFinish = (values: Values) => {
    confirm.mutate(
      { token, ...values },
      {
        onSuccess: () => {
          toast.success('Password modificata con successo', 'Ora puoi accedere con la nuova password.');
          navigate('/auth', { replace: true });
        },
        onError: (error) => toast.error('Errore', errorMessage(error, 'Errore durante il cambio password')),
      },
    );
  };

  return (
    <Form<Values> name="reset-confirm-form" layout="vertical" onFinish={onFinish} requiredMark={false}>
      <NewPasswordFields />
      <Button type="primary" htmlType="submit" block loading={confirm.isPending}>
        Imposta password
      </Button>
    </Form>
  );
}
