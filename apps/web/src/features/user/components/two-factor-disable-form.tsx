import { disableTwoFactorSchema, twoFactorMessages } from '@pratiche/contracts';
import { Button, Flex, Form, Input } from 'antd';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { requiredRule, zodRule } from '../../../lib/zod-rule';
import { useDisableTwoFactor } from '../api/two-factor-disable';

type Values = { password: string; code: string };

const shape = disableTwoFactorSchema.shape;
const passwordRules = [requiredRule(twoFactorMessages.password)];
const codeRules = [requiredRule(twoFactorMessages.code), zodRule(shape.code)];

/** Turning 2FA off asks for the password and a code of the app (or a recovery code), as the API does. */
export function TwoFactorDisableForm({ onDone }: { onDone: () => void }) {
  const disable = useDisableTwoFactor();
  const toast = useToast();
  const onFinish = (values: Values) =>
    disable.mutate(values, {
      onSuccess: () => {
        toast.success(twoFactorMessages.disabled);
        onDone();
      },
      onError: (error) => toast.error('Disattivazione non riuscita', errorMessage(error, twoFactorMessages.codeWrong)),
    });

  return (
    <Form<Values> name="two-factor-disable-form" layout="vertical" onFinish={onFinish} requiredMark={false} style={{ maxWidth: 360 }}>
      <Form.Item label="Password" name="password" rules={passwordRules}>
        <Input.Password name="password" autoComplete="current-password" />
      </Form.Item>
      <Form.Item label="Codice di verifica" name="code" rules={codeRules} extra="Il codice dell'app o un codice di recupero">
        <Input name="code" autoComplete="one-time-code" autoCapitalize="off" spellCheck={false} />
      </Form.Item>
      <Flex wrap gap={8}>
        <Button danger type="primary" htmlType="submit" loading={disable.isPending}>
          Disattiva
        </Button>
        <Button onClick={onDone} disabled={disable.isPending}>
          Annulla
        </Button>
      </Flex>
    </Form>
  );
}
