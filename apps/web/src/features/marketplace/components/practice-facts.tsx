import type { MarketplacePageItem, MarketplacePractice } from '@pratiche/contracts';
import { netPrice } from '@pratiche/domain';
import { Descriptions } from 'antd';
import { formatDateTime, formatEuro, formatPercent } from '../../../lib/format';
import { creditTypeLabel, documentCountsText } from '../marketplace-list';
import { SaleStatusTag } from './sale-status-tag';

/** The practice's public facts, shown to every buyer; the page's items also tell the documents per category. */
export function PracticeFacts({ practice }: { practice: MarketplacePractice | MarketplacePageItem }) {
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
      <Descriptions.Item label="Tipo">{creditTypeLabel(practice.type)}</Descriptions.Item>
      <Descriptions.Item label="Anno">{practice.year}</Descriptions.Item>
      <Descriptions.Item label="Importo">{formatEuro(practice.amount)}</Descriptions.Item>
      <Descriptions.Item label="Sconto">{formatPercent(practice.discount)}</Descriptions.Item>
      <Descriptions.Item label="Prezzo netto">{formatEuro(netPrice(practice.amount, practice.discount))}</Descriptions.Item>
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
