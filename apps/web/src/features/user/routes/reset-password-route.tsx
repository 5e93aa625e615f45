import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { ResetConfirmForm } from '../components/reset-confirm-form';
import { ResetRequestForm } from '../components/reset-request-form';

/** Password recovery (spec 2): the request form, or with ?token= from the mail, the new-password form. */
export function ResetPasswordRoute() {
  const token = useSearchParams()[0].get('token');
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {token ? 'Imposta una nuova password' : 'Recupero Password'}
        </Typography.Title>
        {token ? (
          <ResetConfirmForm token={token} />
        ) : (
          <>
            <Typography.Paragraph type="secondary">
              Inserisci l'email con cui ti sei registrato: ti invieremo le istruzioni per reimpostare la password.
            </Typography.Paragraph>
            <ResetRequestForm />
          </>
        )}
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Link to="/auth">
            <ArrowLeftOutlined /> Torna al login
          </Link>
        </Flex>
      </Card>
    </Flex>
  );
}
