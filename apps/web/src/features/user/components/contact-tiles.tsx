import { IdcardOutlined, MailOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import type { UserResponse } from '@pratiche/contracts';
import { Card, Col, Flex, Row, Typography } from 'antd';
import type { ReactNode } from 'react';

export function ContactTiles({ user }: { user: UserResponse }) {
  const tiles: { icon: ReactNode; label: string; value: string }[] = [
    { icon: <MailOutlined />, label: 'Email', value: user.email },
    { icon: <IdcardOutlined />, label: 'Partita IVA', value: user.vatNumber },
    { icon: <PhoneOutlined />, label: 'Telefono', value: user.phone },
    { icon: <UserOutlined />, label: 'Rappresentante legale', value: user.legalRepName },
  ];
  return (
    <Row gutter={[16, 16]}>
      {tiles.map(({ icon, label, value }) => (
        <Col key={label} xs={24} sm={12} lg={6}>
          <Card size="small">
            <Flex gap={12} align="center">
              <span style={{ fontSize: 20, color: '#1d4ed8' }}>{icon}</span>
              <div style={{ minWidth: 0 }}>
                <Typography.Text type="secondary">{label}</Typography.Text>
                {/* CSS cuts a long value (global.css), the title shows it whole: antd's measured
                    ellipsis forced a layout per tile and a tooltip each on the dashboard's start. */}
                <Typography.Text strong className="text-ellipsis" title={value}>
                  {value}
                </Typography.Text>
              </div>
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
