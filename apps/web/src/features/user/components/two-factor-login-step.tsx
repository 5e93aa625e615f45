import { SafetyOutlined } from '@ant-design/icons';
import { twoFactorCodeSchema, twoFactorMessages } from '@pratiche/contracts';
import { Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { requiredRule, zodRule } from '../../../lib/zod-rule';
import { useLoginTwoFactor } from '../api/login-two-factor';
import { isPendingSignInGone } from '../two-factor-view';

type Props = {
  /** The server's request for the code (the 202 challenge's message). */
  prompt: string;
  /** Back to the password; `reason` when the pending sign-in is gone (expired or unknown). */
  onBack: (reason?: string) => void;
};

const codeRules = [requiredRule(twoFactorMessages.code), zodRule(twoFactorCodeSchema)];

/**
 * The second step of a sign-in with 2FA (issue 31), its own chunk: /auth loads it only when the
 * password was right for an account with 2FA. The field takes the app's 6 digits (numeric keyboard
 * on phones, one-time-code autofill) or, after 'Usa un codice di recupero', a recovery code.
 */
export function TwoFactorLoginStep({ prompt, onBack }: Props) {
  const [form] = Form.useForm<{ code: string }>();
  const [recovery, setRecovery] = useState(false);
  const verify = useLoginTwoFactor();
  const toast = useToast();

  const onFinish = ({ code }: { code: string }) =>
    verify.mutate(code, {
      onError: (error) => {
        if (isPendingSignInGone(error)) return onBack(error.message);
        form.resetFields();
        toast.error('Verifica non riuscita', errorMessage(error, twoFactorMessages.codeWrong));
      },
    });

  return (
    <Form form={form} name="two-factor-form" layout="vertical" onFinish={onFinish} requiredMark={false}>
      <p style={{ margin: '0 0 16px' }}>{prompt}</p>
      <Form.Item label={recovery ? 'Codice di recupero' : 'Codice di verifica'} name="code" rules={codeRules} style={{ marginBottom: 8 }}>
        <Input
          name="code"
          autoFocus
          prefix={<SafetyOutlined />}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="off"
          spellCheck={false}
          placeholder={recovery ? 'xxxxx-xxxxx' : '123456'}
        />
      </Form.Item>
      <Flex justify="flex-end" style={{ marginBottom: 16 }}>
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setRecovery(!recovery)}>
          {recovery ? "Usa il codice dell'app" : 'Usa un codice di recupero'}
        </Button>
      </Flex>
      <Button type="primary" htmlType="submit" block loading={verify.isPending}>
        Verifica
      </Button>
      <Button type="link" block style={{ marginTop: 8 }} onClick={() => onBack()} disabled={verify.isPending}>
        Torna a nome utente e password
      </Button>
    </Form>
  );
}
