import { type ChangePasswordRequest, changePasswordRequestSchema } from '@pratiche/contracts';
import { Alert, Button, Card, Form, Input } from 'antd';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { zodRule } from '../../../lib/zod-rule';
import { useChangePassword } from '../api/change-password';
import { NewPasswordFields } from './new-password-fields';

const shape = changePasswordRequestSchema.innerType().shape;
// Each field's own spec message covers the empty case too, so empty values are validated by zod.
const currentRules = [zodRule(shape.currentPassword, { skipEmpty: false })];

const tips = ['almeno 8 caratteri', 'lettere maiuscole e minuscole', 'numeri', 'caratteri speciali (ad esempio ! ? # @)'];

/** "Sicurezza" tab: antd's Input.Password carries the show/hide toggle the spec asks for. */
export function ChangePasswordForm() {
  const [form] = Form.useForm<ChangePasswordRequest>();
  const change = useChangePassword();
  const toast = useToast();

  const onFinish = (values: ChangePasswordRequest) => {
    change.mutate(values, {
      onSuccess: () => {
        form.resetFields();
        toast.success('Password modificata con successo');
      },
      onError: (error) => toast.error('Errore durante il cambio password', errorMessage(error, '')),
    });
  };

  return (
    <Card title="Cambia password">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="Consigli per una password sicura"
        description={
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        }
      />
      <Form form={form} name="change-password-form" layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item label="Password attuale" name="currentPassword" rules={currentRules}>
          <Input.Password name="currentPassword" autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          Cambia password
        </Button>
      </Form>
    </Card>
  );
}
