import type { RataResponse } from '@pratiche/contracts';
import { italianYear, rataLabel } from '@pratiche/domain';
import { Flex, Grid, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatEuro } from '../format';
import { atRiskText, isoDateText, rataStatusColors, rataStatusLabels, usableUntilText } from './credit-terms-text';
import { countdownText, daysUntilEndOfUse } from './rata-countdown';

const cell = { padding: '6px 8px', borderBottom: '1px solid #f0f0f0', textAlign: 'left', whiteSpace: 'nowrap' } as const;
const head = { ...cell, background: '#fafafa', fontWeight: 600 } as const;
const amountCell = { ...cell, textAlign: 'right' } as const;

/** The deadline of a rata: last day of use, last day to transfer it, the at-risk warning and the current year's countdown. */
function Deadline({ rata, now, thisYear }: { rata: RataResponse; now: string; thisYear: number }) {
  return (
    <>
      {usableUntilText(rata.usableUntil)}
      <br />
      <Typography.Text type="secondary">Ultimo giorno utile per cedere: {isoDateText(rata.lastTransferDay)}</Typography.Text>
      {rata.atRisk && (
        <>
          <br />
          <Tag color="volcano">{atRiskText}</Tag>
        </>
      )}
      {rata.year === thisYear && rata.status !== 'scaduta' && (
        <>
          <br />
          <Typography.Text strong>{countdownText(daysUntilEndOfUse(rata.year, now))}</Typography.Text>
        </>
      )}
    </>
  );
}

const StatusTag = ({ rata }: { rata: RataResponse }) => <Tag color={rataStatusColors[rata.status]}>{rataStatusLabels[rata.status]}</Tag>;

const rataCard = { padding: '8px 0', borderBottom: '1px solid #f0f0f0' } as const;

/**
 * The schedule of rate as read: year, amount, code (masked by the server until the reader may see
 * it), status, and the last day of use with a countdown for the current year's rata, the last day
 * to transfer it and a warning on a rata past that day (the yield leaves it out). A plain table on
 * a desk; below 768 px one small card per rata, so the deadline is never off screen in a sideways
 * scroll (issue 46). No heavy table component loads.
 */
export function ScheduleTable({ rate, caption = 'Piano delle rate' }: { rate: readonly RataResponse[]; caption?: string }) {
  const [now] = useState(() => new Date().toISOString());
  const { md } = Grid.useBreakpoint();
  const thisYear = italianYear(now);
  if (rate.length === 0) return <Typography.Text type="secondary">Nessuna rata</Typography.Text>;
  if (md === false)
    return (
      <div role="region" aria-label={caption}>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rate.map((rata) => (
            <li key={rata.id} style={rataCard}>
              <Flex justify="space-between" align="center" gap={8} wrap="wrap">
                <Typography.Text strong>
                  Rata {rataLabel(rata)} · {formatEuro(rata.amount)}
                </Typography.Text>
                <StatusTag rata={rata} />
              </Flex>
              <div>
                Codice: <span style={{ fontFamily: 'monospace' }}>{rata.code ?? '—'}</span>
              </div>
              <Deadline rata={rata} now={now} thisYear={thisYear} />
            </li>
          ))}
        </ul>
      </div>
    );
  return (
    <div role="region" aria-label={caption} tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%' }}>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" style={head}>
              Anno
            </th>
            <th scope="col" style={{ ...head, textAlign: 'right' }}>
              Importo
            </th>
            <th scope="col" style={head}>
              Codice
            </th>
            <th scope="col" style={head}>
              Stato
            </th>
            <th scope="col" style={head}>
              Scadenza
            </th>
          </tr>
        </thead>
        <tbody>
          {rate.map((rata) => (
            <tr key={rata.id}>
              <th scope="row" style={{ ...cell, fontWeight: 'normal' }}>
                {rataLabel(rata)}
              </th>
              <td style={amountCell}>{formatEuro(rata.amount)}</td>
              <td style={{ ...cell, fontFamily: 'monospace' }}>{rata.code ?? '—'}</td>
              <td style={cell}>
                <StatusTag rata={rata} />
              </td>
              <td style={cell}>
                <Deadline rata={rata} now={now} thisYear={thisYear} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
