import type { CreditPackage } from '@pratiche/domain';
import { Badge, Button, Card, Flex, Tag, Typography } from 'antd';
import { formatCredits, formatEuro } from '../../../lib/format';

const percent = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Spec 2: title, credits, price, original price, discount, per-credit price; 'Il più acquistato' on the best value. */
export function PackageCard({ pkg, onChoose }: { pkg: CreditPackage; onChoose: (pkg: CreditPackage) => void }) {
  const card = (
    <Card size="small" style={{ height: '100%', borderColor: pkg.isBestValue ? '#1677ff' : undefined }} data-testid={`package-${pkg.id}`}>
      <Flex vertical gap={6} align="center" style={{ textAlign: 'center' }}>
        <Typography.Text strong style={{ fontSize: 16 }}>
          {pkg.title}
        </Typography.Text>
        {pkg.isTestPackage && <Tag color="orange">Solo per test</Tag>}
        <Typography.Title level={3} style={{ margin: 0 }}>
          {formatCredits(pkg.credits)} crediti
        </Typography.Title>
        <Typography.Text style={{ fontSize: 18 }}>{formatEuro(pkg.price)}</Typography.Text>
        {pkg.discount > 0 && (
          <Flex gap={6} align="center" wrap justify="center">
            <Typography.Text delete type="secondary">
              {formatEuro(pkg.originalPrice)}
            </Typography.Text>
            <Tag color="green">-{percent.format(pkg.discount)}%</Tag>
          </Flex>
        )}
        <Typography.Text type="secondary">{formatEuro(pkg.perCreditPrice)} per credito</Typography.Text>
        <Button type={pkg.isBestValue ? 'primary' : 'default'} block onClick={() => onChoose(pkg)}>
          Acquista
        </Button>
      </Flex>
    </Card>
  );
  return pkg.isBestValue ? (
    <Badge.Ribbon text="Il più acquistato" color="blue">
      {card}
    </Badge.Ribbon>
  ) : (
    card
  );
}
