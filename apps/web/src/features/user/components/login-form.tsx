import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { type LoginRequest, userValidationMessages as m } from '@pratiche/contracts';
import { Button, Flex, Form, Input, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { downloaded } from '../../../lib/part-download';
import { useToast } from '../../../lib/use-toast';
import { requiredRule } from '../../../lib/zod-rule';
import { isTwoFactorChallenge, useLogin } from '../api/login';

const required = [requiredRule(m.required)];

// Issue 31: the code step is its own chunk, fetched at the submit (beside the login call), so /auth does not carry it.
const loadTwoFactorStep = () => import('./two-factor-login-step');
const TwoFactorLoginStep = lazy(() => loadTwoFactorStep().then((module) => ({ default: module.TwoFactorLoginStep })));

export function LoginForm() {
  const login = useLogin();
  const toast = useToast();
  // The 2FA challenge's prompt once the password was right for an account with 2FA; the username to keep when going back.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [username, setUsername] = useState<string>();

  const onFinish = async (values: LoginRequest) => {
    void loadTwoFactorStep().catch(() => undefined);
    // The schema, and zod with it, loads at the first submit rather than with /auth: evaluating
    // the user schemas is start-up work the sign-in page does not need (issue 5).
    const failed = (error: unknown) => toast.error('Accesso non riuscito', errorMessage(error, "Errore durante l'accesso"));
    // Destructured in `then`, so the bundler still keeps only what is used of the contracts.
    const schema = await downloaded(import('@pratiche/contracts').then(({ loginRequestSchema }) => loginRequestSchema)).catch((error: unknown) => {
      failed(error);
      return null;
    });
    if (!schema) return;
    setUsername(values.username);
    // On success the session user is set and the guest-only guard moves the person on; with 2FA the code comes first.
    login.mutate(schema.parse(values), {
      onSuccess: (answer) => {
        if (isTwoFactorChallenge(answer)) setChallenge(answer.message);
      },
      onError: failed,
    });
  };

  const backToPassword = (reason?: string) => {
    setChallenge(null);
    if (reason) toast.error('Accesso non riuscito', reason);
  };

  if (challenge !== null) {
    return (
      <Suspense fallback={<Spin style={{ display: 'block', margin: '24px auto' }} />}>
        <TwoFactorLoginStep prompt={challenge} onBack={backToPassword} />
      </Suspense>
    );
  }

  return (
    <Form<LoginRequest> name="login-form" layout="vertical" onFinish={onFinish} requiredMark={false} initialValues={username ? { username } : undefined}>
      <Form.Item label="Nome utente" name="username" rules={required}>
        <Input name="username" autoComplete="username" prefix={<UserOutlined />} />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={required} style={{ marginBottom: 8 }}>
        <Input.Password name="password" autoComplete="current-password" prefix={<LockOutlined />} />
      </Form.Item>
      <Flex justify="flex-end" style={{ marginBottom: 16 }}>
        <Link to="/reset-password">Password dimenticata?</Link>
      </Flex>
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        Accedi
      </Button>
    </Form>
  );
}
