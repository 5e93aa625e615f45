import type { HoldingsResponse } from '@pratiche/contracts';
import { Card, Descriptions, Table, type TableColumnsType } from 'antd';
import { formatEuro } from '../../../lib/format';

type YearTotal = HoldingsResponse['totalsByYear'][number];

const fields: { key: keyof Omit<YearTotal, 'year'>; title: string }[] = [
  { key: 'amount', title: 'Importo' },
  { key: 'pricePaid', title: 'Prezzo pagato' },
  { key: 'offsetChosenAmount', title: 'Già in compensazione' },
];

const columns: TableColumnsType<YearTotal> = [
  { key: 'year', title: 'Anno', dataIndex: 'year' },
  ...fields.map(({ key, title }) => ({ key, title, align: 'right' as const, render: (_: unknown, total: YearTotal) => formatEuro(total[key]) })),
];

/** What to offset in each year: the face value of its rate, what they cost, how much is already chosen for offset. A card a year on a phone. */
export function YearTotals({ totals, isDesk }: { totals: YearTotal[]; isDesk: boolean }) {
  if (isDesk) {
    return <Table<YearTotal> rowKey="year" size="small" dataSource={totals} columns={columns} pagination={false} style={{ maxWidth: 720 }} />;
  }
  return (
    <ul aria-label="Totali per anno" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      {totals.map((total) => (
        <li key={total.year}>
          <Card size="small" title={String(total.year)}>
            <Descriptions size="small" column={1} items={fields.map(({ key, title }) => ({ key, label: title, children: formatEuro(total[key]) }))} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
