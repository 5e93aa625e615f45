import type { HoldingsResponse } from '@pratiche/contracts';
import { Card, Descriptions, Table, Tag, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { formatEuro } from '../../../lib/format';

type YearTotal = HoldingsResponse['totalsByYear'][number];

/** The declared capacity (issue 47), '—' for an undeclared year, and the tag when the year's rate pass it. */
function capacityCell(total: YearTotal): ReactNode {
  if (total.offsetCapacity === null) return '—';
  return (
    <>
      {formatEuro(total.offsetCapacity)}
      {total.beyondCapacity && (
        <Tag color="red" style={{ marginInlineStart: 8, marginInlineEnd: 0 }}>
          Oltre la capacità
        </Tag>
      )}
    </>
  );
}

const fields: { key: string; title: string; render: (total: YearTotal) => ReactNode }[] = [
  { key: 'amount', title: 'Importo', render: (total) => formatEuro(total.amount) },
  { key: 'pricePaid', title: 'Prezzo pagato', render: (total) => formatEuro(total.pricePaid) },
  { key: 'offsetChosenAmount', title: 'Già in compensazione', render: (total) => formatEuro(total.offsetChosenAmount) },
  { key: 'offsetCapacity', title: 'Capacità dichiarata', render: capacityCell },
];

const columns: TableColumnsType<YearTotal> = [
  { key: 'year', title: 'Anno', dataIndex: 'year' },
  ...fields.map(({ key, title, render }) => ({ key, title, align: 'right' as const, render: (_: unknown, total: YearTotal) => render(total) })),
];

/**
 * What to offset in each year: the face value of its rate, what they cost, how much is already
 * chosen for offset, and the capacity the buyer declared for it. A card a year on a phone.
 */
export function YearTotals({ totals, isDesk }: { totals: YearTotal[]; isDesk: boolean }) {
  if (isDesk) {
    return <Table<YearTotal> rowKey="year" size="small" dataSource={totals} columns={columns} pagination={false} style={{ maxWidth: 880 }} />;
  }
  return (
    <ul aria-label="Totali per anno" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      {totals.map((total) => (
        <li key={total.year}>
          <Card size="small" title={String(total.year)}>
            <Descriptions size="small" column={1} items={fields.map(({ key, title, render }) => ({ key, label: title, children: render(total) }))} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
