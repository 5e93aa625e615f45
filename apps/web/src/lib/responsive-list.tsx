import { Card, Empty, Flex, Pagination, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';

/** What a phone shows of one row: its name, its status, the few fields that decide, its main action. */
export type MobileCard = {
  key: number | string;
  title: ReactNode;
  status: ReactNode;
  fields: { label: string; value: ReactNode }[];
  actions: ReactNode;
};

type Props = {
  cards: MobileCard[] | undefined;
  loading: boolean;
  /** The list's accessible name (the table's caption on a desk). */
  label: string;
  emptyText: string;
  pagination: { current: number; pageSize: number; total: number; onChange: (current: number, pageSize: number) => void };
};

/**
 * Below 768 px a list is one card per row instead of a table that scrolls sideways: a phone
 * shows a row's status and its main action without panning (issue 26). The desk keeps its table;
 * each list maps its rows to `MobileCard`s and shares this layout.
 */
export function MobileCardList({ cards, loading, label, emptyText, pagination }: Props) {
  if (!cards) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (cards.length === 0) return <Empty description={emptyText} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Flex vertical gap={16}>
      <ul className="mobile-card-list" aria-label={label} aria-busy={loading}>
        {cards.map((card) => (
          <li key={card.key}>
            <Card size="small" title={card.title} extra={card.status} styles={{ header: { gap: 8 } }}>
              <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 12, rowGap: 4 }}>
                {card.fields.map((field) => (
                  <CardField key={field.label} label={field.label} value={field.value} />
                ))}
              </dl>
              <Flex wrap gap={8} style={{ marginTop: 12 }}>
                {card.actions}
              </Flex>
            </Card>
          </li>
        ))}
      </ul>
      <Pagination
        size="small"
        align="center"
        showSizeChanger={false}
        current={pagination.current}
        pageSize={pagination.pageSize}
        total={pagination.total}
        onChange={pagination.onChange}
      />
    </Flex>
  );
}

function CardField({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <dt style={{ whiteSpace: 'nowrap' }}>
        <Typography.Text type="secondary">{label}</Typography.Text>
      </dt>
      <dd style={{ margin: 0, minWidth: 0, textAlign: 'right' }}>{value}</dd>
    </>
  );
}
