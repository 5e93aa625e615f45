import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { rataLabel } from '@pratiche/domain';
import { Button, Flex, Grid, Input, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { AmountField } from '../../../lib/amount-field';
import { formatEuro } from '../../../lib/format';
import { addRow, canAddRow, proposedRows, type RataRow, removeRow, rowsSum, splitRowsEqually, withYears } from '../credit-terms-form';

type Props = {
  value?: RataRow[];
  onChange?: (rows: RataRow[]) => void;
  type: string | undefined;
  year: number | undefined;
  amount: number | undefined;
};

const yearBasis = { flex: '0 0 56px' };
const amountBasis = { flex: '1 1 150px', minWidth: 0 };
const codeBasis = { flex: '2 1 200px', minWidth: 0 };

/**
 * 'Piano delle rate': proposed by type (an equal split over the usual years) until the seller
 * edits a row; then kept as edited, the years always consecutive from the practice's year. Each
 * row wraps on a phone (year and amount, then the code) instead of scrolling sideways.
 */
export function ScheduleEditor({ value = [], onChange, type, year, amount }: Props) {
  const { md } = Grid.useBreakpoint();
  // A schedule from a saved practice counts as the seller's own: only 'Ripartisci' re-splits it.
  const edited = useRef(value.length > 0);
  const set = (rows: RataRow[], byHand = true) => {
    if (byHand) edited.current = true;
    onChange?.(rows);
  };
  useEffect(() => {
    if (!year) return;
    if (!edited.current) set(proposedRows(type, year, amount), false);
    else if (value[0] && value[0].year !== year) set(withYears(value, year), false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- proposes again only when type, year or amount change
  }, [type, year, amount]);

  const total = rowsSum(value);
  const matches = Math.round(total * 100) === Math.round((amount ?? 0) * 100);
  const update = (index: number, change: Partial<RataRow>) => set(value.map((row, at) => (at === index ? { ...row, ...change } : row)));

  if (!year || !amount)
    return <Typography.Text type="secondary">Indica annualità e importo: le rate verranno proposte in base al tipo di credito.</Typography.Text>;
  return (
    <Flex vertical gap={8}>
      {md && (
        <Flex gap={8} aria-hidden>
          <Typography.Text strong style={yearBasis}>
            Anno
          </Typography.Text>
          <Typography.Text strong style={amountBasis}>
            Importo €
          </Typography.Text>
          <Typography.Text strong style={codeBasis}>
            Codice identificativo (facoltativo fino all'approvazione)
          </Typography.Text>
          <span style={{ width: 32 }} />
        </Flex>
      )}
      <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }} aria-label="Rate">
        {value.map((row, index) => (
          <li key={index}>
            <Flex gap={8} wrap="wrap" align="center">
              <Typography.Text strong style={yearBasis}>
                {rataLabel(row)}
              </Typography.Text>
              <div style={amountBasis}>
                <AmountField
                  aria-label={`Importo rata ${rataLabel(row)}`}
                  placeholder="Importo"
                  disabled={row.spreadFrom !== undefined}
                  value={row.amount}
                  onChange={(next) => update(index, { amount: next })}
                />
              </div>
              <Flex gap={8} style={codeBasis}>
                <Input
                  aria-label={`Codice identificativo rata ${rataLabel(row)}`}
                  placeholder={md ? undefined : "Codice (facoltativo fino all'approvazione)"}
                  maxLength={40}
                  value={row.code}
                  onChange={(event) => update(index, { code: event.target.value.toUpperCase() })}
                />
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={`Rimuovi rata ${rataLabel(row)}`}
                  disabled={value.length <= 1 || row.spreadFrom !== undefined}
                  onClick={() => set(removeRow(value, index, year))}
                />
              </Flex>
            </Flex>
          </li>
        ))}
      </ol>
      <Flex gap={8} wrap="wrap" align="center" justify="space-between">
        <Flex gap={8} wrap="wrap">
          <Button icon={<PlusOutlined />} disabled={!canAddRow(value)} onClick={() => set(addRow(value, year, amount))}>
            Aggiungi rata
          </Button>
          <Button onClick={() => set(splitRowsEqually(value, type, year, amount))}>Ripartisci in parti uguali</Button>
        </Flex>
        <Typography.Text type={matches ? undefined : 'danger'} aria-live="polite">
          Somma delle rate: {formatEuro(total)} su {formatEuro(amount)}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
