import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Flex, Skeleton, Tabs, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignedInUser } from '../api/get-user';
import { BusinessDocumentCard } from '../components/business-document-card';
import { ChangePasswordForm } from '../components/change-password-form';
import { DataChangeForm } from '../components/data-change-form';
import { PageShell } from '../components/page-shell';
import { ProfileDetails } from '../components/profile-details';

// Issue 31: in the Sicurezza tab, opened on demand; its own chunk keeps /profile's first screen as light.
const TwoFactorCard = lazy(() => import('../components/two-factor-card').then((module) => ({ default: module.TwoFactorCard })));

/** "Area Utente" (spec 2): read-only profile with change requests, and password change. */
export function ProfileRoute() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const profile = (
    <Flex vertical gap={16}>
      <ProfileDetails user={user} />
      <BusinessDocumentCard document={user.businessDocument} />
      <DataChangeForm />
    </Flex>
  );
  return (
    <PageShell>
      <Flex wrap justify="space-between" align="center" gap={12}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Area Utente
        </Typography.Title>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/')}>
          Torna alla dashboard
        </Button>
      </Flex>
      <Tabs
        items={[
          { key: 'profile', label: 'Profilo', children: profile },
          {
            key: 'security',
            label: 'Sicurezza',
            children: (
              <Flex vertical gap={16}>
                <ChangePasswordForm />
                <Suspense fallback={<Skeleton active />}>
                  <TwoFactorCard username={user.username} />
                </Suspense>
              </Flex>
            ),
          },
        ]}
      />
    </PageShell>
  );
}
