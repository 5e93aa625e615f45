import { UserOutlined } from '@ant-design/icons';
import type { UserResponse } from '@pratiche/contracts';
import { Button, Card, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { LogoutButton } from './logout-button';
import { RoleTags, StatusTag } from './user-tags';

export function DashboardHeader({ user }: { user: UserResponse }) {
  const navigate = useNavigate();
  return (
    <Card>
      <Flex wrap justify="space-between" align="center" gap={16}>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {user.companyName}
          </Typography.Title>
          <Flex wrap gap={4} style={{ marginTop: 8 }}>
            <StatusTag status={user.status} />
            <RoleTags user={user} />
          </Flex>
        </div>
        <Flex wrap gap={8}>
          <Button icon={<UserOutlined />} onClick={() => navigate('/profile')}>
            Area Utente
          </Button>
          <LogoutButton />
        </Flex>
      </Flex>
    </Card>
  );
}
