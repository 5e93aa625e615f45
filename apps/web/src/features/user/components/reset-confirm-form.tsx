import { resetPasswordConfirmSchema, userValidationMessages as m } from '@pratiche/contracts';
import { Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { sameAsRule, zodRule } from '../../../lib/zod-rule';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';

type Values = { newPassword: string; confirmPassword: string };

const shape = resetPasswordConfirmSchema.innerType().shape;
const newPasswordRules = [zodRule(shape.newPassword, { skipEmpty: false })];
const confirmRules = [zodRule(shape.confirmPassword, { skipEmpty: false }), sameAsRule('newPassword', m.passwordsDiffer)];

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
      <Form.Item label="Nuova password" name="newPassword" rules={newPasswordRules}>
        <Input.Password name="newPassword" autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="Conferma nuova password" name="confirmPassword" rules={confirmRules} dependencies={['newPassword']}>
        <Input.Password name="confirmPassword" autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={confirm.isPending}>
        Imposta password
      </Button>
    </Form>
  );
}
