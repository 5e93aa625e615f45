import type { MarketplacePageItem } from '@pratiche/contracts';
import { Button, Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { buyableByText, pricePer100Text, rateYearsText } from '../../../lib/credit-terms/credit-terms-text';
import { SixBisTags } from '../../../lib/due-diligence/six-bis-tags';
import { formatDate, formatEuro, formatPercent } from '../../../lib/format';
import { creditTypeLabel, documentCountsText } from '../marketplace-list';
import { ReservedNotice, type WatchControl } from './reserved-notice';
import { AccessTag, SaleStatusTag } from './sale-status-tag';

export type Props = { practices: MarketplacePageItem[]; onOpen: (practice: MarketplacePageItem) => void; watch: WatchControl };

/** One practice as a card: what a buyer decides on, the status and the main action. */
export function PracticeCard({ practice, onOpen, watch }: { practice: MarketplacePageItem } & Pick<Props, 'onOpen' | 'watch'>) {
  return (
    <Card
      size="small"
      title={`${creditTypeLabel(practice.type)} ${practice.year}`}
      extra={<SaleStatusTag status={practice.saleStatus} />}
      actions={[
        <Button key="open" type="link" style={{ textDecoration: 'underline' }} onClick={() => onOpen(practice)}>
          Dettagli
        </Button>,
      ]}
    >
      <Flex vertical gap={4}>
        <Typography.Text strong style={{ fontSize: 18 }}>
          {formatEuro(practice.amount)}
        </Typography.Text>
        <Typography.Text>
          Prezzo netto <Typography.Text strong>{formatEuro(practice.netPrice)}</Typography.Text> · Sconto {formatPercent(practice.discount)}
        </Typography.Text>
        <Typography.Text>
          Prezzo per 100 € di credito: <Typography.Text strong>{pricePer100Text(practice.pricePer100)}</Typography.Text>
        </Typography.Text>
        <Typography.Text>Rate: {rateYearsText(practice.type, practice.rate)}</Typography.Text>
        <Typography.Text>Acquistabile da: {buyableByText(practice.buyableBy)}</Typography.Text>
        {!practice.canBuy && <Typography.Text type="danger">Non puoi acquistare questo credito</Typography.Text>}
        <Typography.Text type="secondary">
          Pratica #{practice.id}
          {practice.listedAt && ` · Pubblicata il ${formatDate(practice.listedAt)}`}
        </Typography.Text>
        <Typography.Text type="secondary">Documenti: {documentCountsText(practice.documentCounts)}</Typography.Text>
        {practice.reservedUntil && <ReservedNotice practiceId={practice.id} until={practice.reservedUntil} watch={watch} />}
        <div>
          <SixBisTags
            dueDiligence={practice.dueDiligence}
            documentazione6bisCompleta={practice.documentazione6bisCompleta}
            reconfirmationDue={practice.reconfirmationDue}
            lastDeclaration={practice.lastDeclaration}
          />
          <AccessTag accessType={practice.accessType} />
        </div>
      </Flex>
    </Card>
  );
}

/** Grid view: one card per practice; one a row below 768 px (antd `md`), two, then three. */
export function PracticeGrid({ practices, onOpen, watch }: Props) {
  if (practices.length === 0) return <Empty description="Nessuna pratica trovata" />;
  return (
    <Row gutter={[16, 16]}>
      {practices.map((practice) => (
        <Col key={practice.id} xs={24} md={12} xl={8}>
          <PracticeCard practice={practice} onOpen={onOpen} watch={watch} />
        </Col>
      ))}
    </Row>
  );
}
