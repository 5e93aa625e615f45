import { MailOutlined } from '@ant-design/icons';
import { type ResetPasswordRequest, userSuccessMessages } from '@pratiche/contracts';
import { Button, Form, Input } from 'antd';
import { errorMessage } from '../../../lib/api-client';
import { downloaded } from '../../../lib/part-download';
import { useToast } from '../../../lib/use-toast';
import { zodRule } from '../../../lib/zod-rule';
import { useRequestPasswordReset } from '../api/request-password-reset';

// The page's schemas load with its first check (zod-rule.ts), as the sign-in form's do on submit.
// Destructured in `then`, so the bundler still keeps only what is used of the contracts.
const requestSchema = () => downloaded(import('@pratiche/contracts').then(({ resetPasswordRequestSchema }) => resetPasswordRequestSchema));
// An empty address is not valid either, so the spec's one message covers both cases.
const emailRules = [zodRule(async () => (await requestSchema()).shape.email, { skipEmpty: false })];

/** Asks for a recovery mail; the answer never says whether the address exists. */
export function ResetRequestForm() {
  const [form] = Form.useForm<ResetPasswordRequest>();
  const reset = useRequestPasswordReset();
  const toast = useToast();

  const onFinish = async (values: ResetPasswordRequest) => {
    const failed = (error: unknown) => toast.error('Errore', errorMessage(error, "Errore durante l'invio della richiesta"));
    const schema = await requestSchema().catch((error: unknown) => {
      failed(error);
      return null;
    });
    if (!schema) return;
    reset.mutate(schema.parse(values), {
      onSuccess: () => {
        form.resetFields();
        toast.success('Richiesta inviata', userSuccessMessages.resetRequested);
      },
      onError: failed,
    });
  };

  return (
    <Form form={form} name="reset-password-form" layout="vertical" onFinish={onFinish} requiredMark={false}>
      <Form.Item label="Email" name="email" rules={emailRules}>
        <Input name="email" inputMode="email" autoComplete="email" prefix={<MailOutlined />} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={reset.isPending}>
        Invia
      </Button>
    </Form>
  );
}
