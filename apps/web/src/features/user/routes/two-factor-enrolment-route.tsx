import { twoFactorMessages } from '@pratiche/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useSignedInUser } from '../api/get-user';
import { twoFactorStatusQueryOptions } from '../api/two-factor-status';
import { LogoutButton } from '../components/logout-button';
import { TwoFactorCard } from '../components/two-factor-card';

/**
 * Issue 31, forced enrolment: an admin without 2FA (when the server requires it) lands here right
 * after the password and every other signed-in page sends them back; only the card and 'Esci'.
 * Whoever has nothing to enrol goes home; once enrolled, the recovery codes stay until 'Continua'.
 */
export function TwoFactorEnrolmentRoute() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const status = useQuery(twoFactorStatusQueryOptions());
  // Read at arrival only: enabling turns the requirement off while the codes still need showing.
  const [arrivedRequired, setArrivedRequired] = useState<boolean | null>(null);
  if (arrivedRequired === null && status.data) setArrivedRequired(status.data.enrolmentRequired);
  if (arrivedRequired === false) return <Navigate to="/" replace />;

  return (
    <main style={{ maxWidth: 640, margin: '0 auto', padding: 16, display: 'grid', gap: 16 }}>
      <Flex wrap justify="space-between" align="center" gap={12}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
          Verifica in due passaggi
        </Typography.Title>
        <LogoutButton />
      </Flex>
      <Alert type="info" showIcon message={twoFactorMessages.enrolmentRequired} description={`Account amministratore: ${user.username}`} />
      <TwoFactorCard username={user.username} enrolment={{ onFinished: () => navigate('/', { replace: true }) }} />
    </main>
  );
}
