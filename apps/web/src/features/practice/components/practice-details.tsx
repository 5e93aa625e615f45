import type { PracticeResponse } from '@pratiche/contracts';
import { Descriptions } from 'antd';
import { formatDateTime, formatEuro, formatPercent } from '../../../lib/format';
import { tributeCodeText, yesNo } from '../practice-labels';
import { showsSaleStatus } from '../practice-rules';
import { creditTypeLabel } from '../review-labels';
import { ReviewStatusTag, SaleStatusTag } from './practice-tags';

/**
 * Spec 2 /admin detail "practice info"; the sale status only once approved (before, a practice is
 * not for sale: issue 26). Issue 46: with the discount, the tribute code and the traceability the
 * decision needs, as the seller declared them.
 */
export function PracticeDetails({ practice }: { practice: PracticeResponse }) {
  return (
    <Descriptions size="small" bordered column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}>
      <Descriptions.Item label="ID">#{practice.id}</Descriptions.Item>
      <Descriptions.Item label="Tipo">{creditTypeLabel(practice.type)}</Descriptions.Item>
      <Descriptions.Item label="Importo">{formatEuro(practice.amount)}</Descriptions.Item>
      <Descriptions.Item label="Sconto">{formatPercent(practice.discount)}</Descriptions.Item>
      <Descriptions.Item label="Codice tributo">{tributeCodeText(practice.tributeCode)}</Descriptions.Item>
      <Descriptions.Item label="Tracciabile">{yesNo(practice.isTraceable)}</Descriptions.Item>
      <Descriptions.Item label="Stato">
        <ReviewStatusTag status={practice.status} />
      </Descriptions.Item>
      {showsSaleStatus(practice) ? (
        <Descriptions.Item label="Stato vendita">
          <SaleStatusTag status={practice.saleStatus} />
        </Descriptions.Item>
      ) : null}
      <Descriptions.Item label="Annualità">{practice.year || 'N/D'}</Descriptions.Item>
      <Descriptions.Item label="Data creazione">{formatDateTime(practice.createdAt)}</Descriptions.Item>
      {practice.numSites ? <Descriptions.Item label="Numero cantieri">{practice.numSites}</Descriptions.Item> : null}
    </Descriptions>
  );
}
