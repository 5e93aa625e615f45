import type { MarketplacePractice } from '@pratiche/contracts';
import { Card, Col, Row, Statistic } from 'antd';
import { formatEuro } from '../../../lib/format';
import { marketplaceSummary } from '../marketplace-list';

/** Spec 2: total practices, available practices, total value, average discount (1 decimal). */
export function SummaryTiles({ practices }: { practices: MarketplacePractice[] }) {
  const summary = marketplaceSummary(practices);
  const tiles = [
    { title: 'Pratiche totali', value: String(summary.total) },
    { title: 'Pratiche disponibili', value: String(summary.available) },
    { title: 'Valore totale', value: formatEuro(summary.totalValue) },
    { title: 'Sconto medio', value: `${summary.averageDiscount}%` },
  ];
  return (
    <Row gutter={[16, 16]}>
      {tiles.map((tile) => (
        <Col key={tile.title} xs={12} lg={6}>
          <Card size="small">
            <Statistic title={tile.title} value={tile.value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
