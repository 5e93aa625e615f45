import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { type LoginRequest, userValidationMessages as m } from '@pratiche/contracts';
import { Button, Flex, Form, Input } from 'antd';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { requiredRule } from '../../../lib/zod-rule';
import { useLogin } from '../api/login';

const required = [requiredRule(m.required)];

export function LoginForm() {
  const login = useLogin();
  const toast = useToast();

  const onFinish = async (values: LoginRequest) => {
    // The schema, and zod with it, loads at the first submit rather than with /auth: evaluating
    // the user schemas is start-up work the sign-in page does not need (issue 5).
    const { loginRequestSchema } = await import('@pratiche/contracts');
    // On success the session user is set and the guest-only guard moves the person on.
    login.mutate(loginRequestSchema.parse(values), {
      onError: (error) => toast.error('Accesso non riuscito', errorMessage(error, "Errore durante l'accesso")),
    });
  };

  return (
    <Form<LoginRequest> name="login-form" layout="vertical" onFinish={onFinish} requiredMark={false}>
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
