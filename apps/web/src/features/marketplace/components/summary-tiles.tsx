import type { MarketplacePageResponse } from '@pratiche/contracts';
import { Card, Col, Row, Statistic } from 'antd';
import { formatEuro } from '../../../lib/format';
import { averageDiscountText } from '../marketplace-list';

/**
 * The figures shrink with the screen: two tiles a row on a 390 px phone leave about 150 px each,
 * narrower than a nine-digit euro total at antd's 24 px (issue 8: no text cut or overlapping).
 */
const valueStyle = { fontSize: 'clamp(16px, 4.2vw, 24px)', overflowWrap: 'anywhere' } as const;

/**
 * Spec 2: total practices, available practices, total value, average discount (1 decimal), over the filtered practices.
 * Issue 27: the value counts only the rate not yet expired, and says so.
 */
export function SummaryTiles({ summary }: { summary: MarketplacePageResponse['summary'] }) {
  const tiles = [
    { title: 'Pratiche totali', value: String(summary.total) },
    { title: 'Pratiche disponibili', value: String(summary.available) },
    { title: 'Valore nominale disponibile', value: formatEuro(summary.totalValue) },
    { title: 'Sconto medio', value: `${averageDiscountText(summary.averageDiscount)}%` },
  ];
  return (
    <Row gutter={[16, 16]}>
      {tiles.map((tile) => (
        <Col key={tile.title} xs={12} lg={6}>
          <Card size="small">
            <Statistic title={tile.title} value={tile.value} valueStyle={valueStyle} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
