import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Flex, Skeleton, Tabs, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignedInUser } from '../api/get-user';
import { BusinessDocumentCard } from '../components/business-document-card';
import { DataChangeForm } from '../components/data-change-form';
import { PageShell } from '../components/page-shell';
import { ProfileDetails } from '../components/profile-details';

// The Sicurezza tab (password, issue 31's two-step sign-in) loads when opened: /profile's first screen stays light.
const SecurityTab = lazy(() => import('../components/security-tab').then((module) => ({ default: module.SecurityTab })));

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
              <Suspense fallback={<Skeleton active />}>
                <SecurityTab username={user.username} />
              </Suspense>
            ),
          },
        ]}
      />
    </PageShell>
  );
}
