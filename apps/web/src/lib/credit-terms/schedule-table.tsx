import type { RataResponse } from '@pratiche/contracts';
import { italianYear } from '@pratiche/domain';
import { Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatEuro } from '../format';
import { atRiskText, isoDateText, rataStatusColors, rataStatusLabels, usableUntilText } from './credit-terms-text';
import { countdownText, daysUntilEndOfUse } from './rata-countdown';

const cell = { padding: '6px 8px', borderBottom: '1px solid #f0f0f0', textAlign: 'left', whiteSpace: 'nowrap' } as const;
const head = { ...cell, background: '#fafafa', fontWeight: 600 } as const;
const amountCell = { ...cell, textAlign: 'right' } as const;

/**
 * The schedule of rate as read: year, amount, code (masked by the server until the reader may see
 * it), status, and the last day of use with a countdown for the current year's rata, the last day
 * to transfer it and a warning on a rata past that day (the yield leaves it out). A plain
 * table in a focusable region that scrolls sideways on a phone, so no heavy table component loads.
 */
export function ScheduleTable({ rate, caption = 'Piano delle rate' }: { rate: readonly RataResponse[]; caption?: string }) {
  const [now] = useState(() => new Date().toISOString());
  const thisYear = italianYear(now);
  if (rate.length === 0) return <Typography.Text type="secondary">Nessuna rata</Typography.Text>;
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
            <tr key={rata.year}>
              <th scope="row" style={{ ...cell, fontWeight: 'normal' }}>
                {rata.year}
              </th>
              <td style={amountCell}>{formatEuro(rata.amount)}</td>
              <td style={{ ...cell, fontFamily: 'monospace' }}>{rata.code ?? '—'}</td>
              <td style={cell}>
                <Tag color={rataStatusColors[rata.status]}>{rataStatusLabels[rata.status]}</Tag>
              </td>
              <td style={cell}>
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
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
