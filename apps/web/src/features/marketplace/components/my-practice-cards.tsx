import type { MyPractice } from '@pratiche/contracts';
import { Button, Card, Empty, Flex, Typography } from 'antd';
import { formatEuro, formatPercent } from '../../../lib/format';
import { creditTypeLabel } from '../marketplace-list';
import { ExclusivityCountdown } from './exclusivity-countdown-text';
import { AccessTag, SaleStatusTag } from './sale-status-tag';

/** 'Le Mie Pratiche' below 768 px: one card a row with the status and the main action, instead of a sideways-scrolling table. */
export function MyPracticeCards({ practices, onOpen }: { practices: MyPractice[]; onOpen: (id: number) => void }) {
  if (practices.length === 0) return <Empty description="Nessuna pratica acquistata" />;
  return (
    <Flex vertical gap={12}>
      {practices.map((practice) => (
        <Card
          key={practice.id}
          size="small"
          title={`${creditTypeLabel(practice.type)} ${practice.year}`}
          extra={<SaleStatusTag status={practice.saleStatus} />}
          actions={[
            <Button key="open" type="link" style={{ textDecoration: 'underline' }} onClick={() => onOpen(practice.id)}>
              Dettagli
            </Button>,
          ]}
        >
          <Flex vertical gap={4}>
            <Typography.Text strong style={{ fontSize: 18 }}>
              {formatEuro(practice.amount)}
            </Typography.Text>
            <Typography.Text type="secondary">
              Sconto {formatPercent(practice.discount)} · Pratica #{practice.id}
            </Typography.Text>
            {practice.sellerCompanyName && <Typography.Text style={{ overflowWrap: 'anywhere' }}>{practice.sellerCompanyName}</Typography.Text>}
            <Flex gap={8} align="center" wrap="wrap">
              <AccessTag accessType={practice.accessType} />
              {practice.accessType === 'exclusive' && <ExclusivityCountdown end={practice.exclusivityEndDate} saleStatus={practice.saleStatus} />}
            </Flex>
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
