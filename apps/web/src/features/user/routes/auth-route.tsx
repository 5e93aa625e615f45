import { Card, Col, Flex, Row, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { LoginForm } from '../components/login-form';
import { PromoPanel } from '../components/promo-panel';
import { RegisterForm } from '../components/register-form';

type AuthTab = 'login' | 'register';

/** Sign-in and registration (spec 2). `?tab=register` opens registration, so it can be linked. */
export function AuthRoute() {
  const [params, setParams] = useSearchParams();
  const tab: AuthTab = params.get('tab') === 'register' ? 'register' : 'login';
  const select = (key: string) => setParams(key === 'register' ? { tab: 'register' } : {}, { replace: true });

  return (
    <Flex align="center" style={{ maxWidth: 1100, margin: '0 auto', padding: 16, minHeight: '100vh' }}>
      <Row gutter={[24, 24]} style={{ width: '100%' }}>
      <Col xs={24} md={12}>
        <Card>
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            Marketplace Crediti d'Imposta
          </Typography.Title>
          <Tabs
            activeKey={tab}
            onChange={select}
            items={[
              { key: 'login', label: 'Accedi', children: <LoginForm /> },
              { key: 'register', label: 'Registrati', children: <RegisterForm /> },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <PromoPanel />
      </Col>
      </Row>
    </Flex>
  );
}
