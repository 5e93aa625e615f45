import { Card, Col, Flex, Row, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { sessionExpiredMessage, useSessionExpired } from '../api/session-expiry';
import { LazyRegisterForm, usePrefetchRegisterForm } from '../components/lazy-register-form';
import { LoginForm } from '../components/login-form';
import { PromoPanel } from '../components/promo-panel';

const tabs = [
  { key: 'login', label: 'Accedi', children: <LoginForm /> },
  { key: 'register', label: 'Registrati', children: <LazyRegisterForm /> },
];

/** Sign-in and registration (spec 2). `?tab=register` opens registration, so it can be linked. */
export function AuthRoute() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'register' ? 'register' : 'login';
  const select = (key: string) => setParams(key === 'register' ? { tab: 'register' } : {}, { replace: true });
  usePrefetchRegisterForm();
  const sessionExpired = useSessionExpired();

  return (
    // border-box: the padding inside the window's height, so a screen that fits does not scroll.
    // The row takes the width by flex, not `width: 100%`: with the gutter's negative margins that
    // pushed it 24 px right, so the cards sat off-centre on a phone.
    <Flex align="center" style={{ maxWidth: 1100, margin: '0 auto', padding: 16, minHeight: '100vh', boxSizing: 'border-box' }}>
      <Row gutter={[24, 24]} style={{ flex: '1 1 0', minWidth: 0 }}>
        <Col xs={24} md={12}>
          <Card>
            {/* A plain heading keeps antd Typography out of the first page's bundle. */}
            <h1 style={{ fontSize: 24, fontWeight: 600, margin: '0 0 8px' }}>Marketplace Crediti d'Imposta</h1>
            {sessionExpired && <SessionExpiredNotice />}
            <Tabs activeKey={tab} onChange={select} items={tabs} />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <PromoPanel />
        </Col>
      </Row>
    </Flex>
  );
}

/** A plain element rather than antd's Alert, which would weigh on the first page's bundle. */
function SessionExpiredNotice() {
  return (
    <p role="alert" style={{ margin: '0 0 8px', padding: '8px 12px', background: '#fffbe6', border: '1px solid #ffe58f', borderRadius: 8 }}>
      {sessionExpiredMessage}
    </p>
  );
}
