import type { MarketplacePageItem, MarketplacePractice } from '@pratiche/contracts';
import { netPrice } from '@pratiche/domain';
import { Descriptions } from 'antd';
import { formatDateTime, formatEuro, formatPercent } from '../../../lib/format';
import { creditTypeLabel, documentCountsText } from '../marketplace-list';
import { SaleStatusTag } from './sale-status-tag';

/** An amount never breaks mid-figure. */
const noBreak = { whiteSpace: 'nowrap' } as const;

/** The practice's public facts, shown to every buyer; the page's items also tell the documents per category. */
export function PracticeFacts({ practice }: { practice: MarketplacePractice | MarketplacePageItem }) {
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 }} bordered>
      <Descriptions.Item label="Tipo">{creditTypeLabel(practice.type)}</Descriptions.Item>
      <Descriptions.Item label="Anno">{practice.year}</Descriptions.Item>
      <Descriptions.Item label="Importo">
        <span style={noBreak}>{formatEuro(practice.amount)}</span>
      </Descriptions.Item>
      <Descriptions.Item label="Sconto">{formatPercent(practice.discount)}</Descriptions.Item>
      <Descriptions.Item label="Prezzo netto">
        <span style={noBreak}>{formatEuro(netPrice(practice.amount, practice.discount))}</span>
      </Descriptions.Item>
      <Descriptions.Item label="Pubblicata il">{practice.approvedAt ? formatDateTime(practice.approvedAt) : '—'}</Descriptions.Item>
      {'documentCounts' in practice && <Descriptions.Item label="Documenti">{documentCountsText(practice.documentCounts)}</Descriptions.Item>}
      <Descriptions.Item label="Codice tributo">{practice.tributeCode || '—'}</Descriptions.Item>
      <Descriptions.Item label="Tracciabile">{practice.isTraceable ? 'Sì' : 'No'}</Descriptions.Item>
      <Descriptions.Item label="Numero cantieri">{practice.numSites}</Descriptions.Item>
      <Descriptions.Item label="Stato">
        <SaleStatusTag status={practice.saleStatus} />
        {practice.exclusiveUntil && `fino al ${formatDateTime(practice.exclusiveUntil)}`}
      </Descriptions.Item>
    </Descriptions>
  );
}
