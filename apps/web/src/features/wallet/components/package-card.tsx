import type { CreditPackage } from '@pratiche/domain';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { formatCredits, formatEuro } from '../../../lib/format';
import { formatItalianNumber } from '../../../lib/italian-number';

/** Spec 2: title, credits, price, original price, discount, per-credit price; 'Il più acquistato' on the best value. */
export function PackageCard({ pkg, onChoose }: { pkg: CreditPackage; onChoose: (pkg: CreditPackage) => void }) {
  return (
    <Card
      size="small"
      style={{ height: '100%', borderColor: pkg.isBestValue ? '#1677ff' : undefined }}
      styles={{ body: { height: '100%' } }}
      data-testid={`package-${pkg.id}`}
    >
      <Flex vertical gap={6} align="center" style={{ textAlign: 'center', height: '100%' }}>
        <Typography.Text strong style={{ fontSize: 16 }}>
          {pkg.title}
        </Typography.Text>
        {pkg.isBestValue && <Tag color="blue">Il più acquistato</Tag>}
        {pkg.isTestPackage && <Tag color="orange">Solo per test</Tag>}
        <Typography.Title level={3} style={{ margin: 0 }}>
          {formatCredits(pkg.credits)} crediti
        </Typography.Title>
        <Typography.Text style={{ fontSize: 18 }}>
          {formatEuro(pkg.price)} <Typography.Text type="secondary">IVA inclusa</Typography.Text>
        </Typography.Text>
        {pkg.discount > 0 ? (
          <Flex gap={6} align="center" wrap justify="center">
            <Typography.Text delete type="secondary">
              {formatEuro(pkg.originalPrice)}
            </Typography.Text>
            <Tag color="green">-{formatItalianNumber(pkg.discount, 2, 2)}%</Tag>
          </Flex>
        ) : (
          <Typography.Text type="secondary">Prezzo di riferimento</Typography.Text>
        )}
        <Typography.Text type="secondary">{formatEuro(pkg.perCreditPrice)} per credito</Typography.Text>
        {/* Pushed to the bottom, so the buttons of a row line up whatever the card shows above. */}
        <Button type={pkg.isBestValue ? 'primary' : 'default'} block style={{ marginTop: 'auto' }} onClick={() => onChoose(pkg)}>
          Acquista
        </Button>
      </Flex>
    </Card>
  );
}
