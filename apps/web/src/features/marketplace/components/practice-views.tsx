import type { MarketplacePractice } from '@pratiche/contracts';
import { Button, Card, Col, Empty, Flex, Pagination, Row, Typography } from 'antd';
import { useState } from 'react';
import { formatEuro, formatPercent } from '../../../lib/format';
import { creditTypeLabel, gridPage, gridPageSize } from '../marketplace-list';
import { AccessTag, SaleStatusTag } from './sale-status-tag';

export type Props = { practices: MarketplacePractice[]; onOpen: (practice: MarketplacePractice) => void };

/** Grid view: one card per practice, a page of `gridPageSize` at a time, like the list view's pages. */
export function PracticeGrid({ practices, onOpen }: Props) {
  const [page, setPage] = useState(1);
  if (practices.length === 0) return <Empty description="Nessuna pratica trovata" />;
  const { current, shown } = gridPage(practices, page);
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        {shown.map((practice) => (
          <Col key={practice.id} xs={24} sm={12} xl={8}>
            <Card
              size="small"
              title={`${creditTypeLabel(practice.type)} ${practice.year}`}
              extra={<SaleStatusTag status={practice.saleStatus} />}
              actions={[
                <Button key="open" type="link" onClick={() => onOpen(practice)}>
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
                <div>
                  <AccessTag accessType={practice.accessType} />
                </div>
              </Flex>
            </Card>
          </Col>
        ))}
      </Row>
      <Pagination align="end" current={current} pageSize={gridPageSize} total={practices.length} onChange={setPage} showSizeChanger={false} hideOnSinglePage />
    </Flex>
  );
}
