import type { HoldingResponse } from '@pratiche/contracts';
import { Card, Descriptions, Flex, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isoDateText, pricePer100Text } from '../../../lib/credit-terms/credit-terms-text';
import { formatEuro } from '../../../lib/format';
import { codeText, holdingKey, practiceDossierPath, practiceText, rataText } from '../holdings-view';
import { HoldingTags } from './holding-tags';
import { OffsetAction } from './offset-action';

/** `oneLine`: a figure or a date, never broken; the other cells wrap so the table fits beside the menu at 1366 px. */
type Field = { key: string; title: string; align?: 'right'; oneLine?: boolean; value: (holding: HoldingResponse) => ReactNode };

const practiceLink = (holding: HoldingResponse) => <Link to={practiceDossierPath(holding.practiceId)}>{practiceText(holding)}</Link>;
// A code is read and copied whole: it breaks only when it is longer than the column.
const code = (holding: HoldingResponse) => (
  <span style={{ fontFamily: 'monospace', wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>{codeText(holding.code)}</span>
);

// One list of facts for the desk's columns and the phone's cards (the practice and the status head a card).
// The credit's type is not among them: the practice's title already names it.
const facts: Field[] = [
  { key: 'rata', title: 'Rata', value: rataText },
  { key: 'amount', title: 'Importo', align: 'right', oneLine: true, value: (h) => formatEuro(h.amount) },
  { key: 'pricePaid', title: 'Prezzo pagato', align: 'right', oneLine: true, value: (h) => formatEuro(h.pricePaid) },
  { key: 'pricePer100', title: 'Prezzo per 100 €', align: 'right', oneLine: true, value: (h) => pricePer100Text(h.pricePer100) },
  { key: 'code', title: 'Codice', oneLine: true, value: code },
  // What the buyer writes in F24 to offset the rata; none for a Credito IVA or the 75 rule's six rate.
  { key: 'tributeCode', title: 'Codice tributo', oneLine: true, value: (h) => codeText(h.tributeCode) },
  { key: 'usableUntil', title: 'Utilizzabile entro', oneLine: true, value: (h) => isoDateText(h.usableUntil) },
];

const nowrap = { style: { whiteSpace: 'nowrap' } } as const;

const columns = (now: string): TableColumnsType<HoldingResponse> => [
  {
    key: 'practice',
    title: 'Pratica',
    render: (_, h) => practiceLink(h),
  },
  ...facts.map(({ key, title, align, oneLine, value }) => ({
    key,
    title,
    align,
    onCell: () => (oneLine ? nowrap : {}),
    render: (_: unknown, h: HoldingResponse) => value(h),
  })),
  { key: 'status', title: 'Stato', render: (_, h) => <HoldingTags holding={h} /> },
  { key: 'offset', title: 'Compensazione', render: (_, h) => <OffsetAction holding={h} now={now} /> },
];

/**
 * The rate on a desk: one row each, 20 a page. At least 1000 px wide, else as wide as the column
 * with its cells wrapping; narrower desks scroll it inside itself, never the page.
 */
export function HoldingsTable({ holdings, now }: { holdings: HoldingResponse[]; now: string }) {
  return (
    <Table<HoldingResponse>
      rowKey={holdingKey}
      size="small"
      dataSource={holdings}
      columns={columns(now)}
      scroll={{ x: 1000 }}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
    />
  );
}

/** The rate below 768 px: one card each, the practice on top, its status and the offset choice, instead of a table that scrolls sideways. */
export function HoldingsCards({ holdings, now }: { holdings: HoldingResponse[]; now: string }) {
  return (
    <ul aria-label="Le tue rate" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
      {holdings.map((holding) => (
        <li key={holdingKey(holding)}>
          <Card size="small" title={<span style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>{practiceLink(holding)}</span>}>
            <Flex vertical gap={12}>
              <HoldingTags holding={holding} />
              <Descriptions size="small" column={1} items={facts.map(({ key, title, value }) => ({ key, label: title, children: value(holding) }))} />
              <OffsetAction holding={holding} now={now} />
            </Flex>
          </Card>
        </li>
      ))}
    </ul>
  );
}
