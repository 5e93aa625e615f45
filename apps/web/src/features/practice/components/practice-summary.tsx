import type { PracticeResponse } from '@pratiche/contracts';
import { Descriptions, type DescriptionsProps } from 'antd';
import { formatDateTime, formatEuro, formatPercent } from '../../../lib/format';
import { creditTypeLabel, tributeCodeText, yesNo } from '../practice-labels';
import { showsSaleStatus } from '../practice-rules';
import { PracticeStatusTag, SaleStatusTag } from './practice-status-tags';

/** The fields of spec 2 /practice/{id}: type, year, amount, discount, tribute code, traceable, status. */
export function PracticeSummary({ practice }: { practice: PracticeResponse }) {
  const items: DescriptionsProps['items'] = [
    { key: 'id', label: 'ID', children: `#${practice.id}` },
    { key: 'type', label: 'Tipo', children: creditTypeLabel(practice.type) },
    { key: 'year', label: 'Annualità', children: practice.year },
    { key: 'amount', label: 'Importo', children: formatEuro(practice.amount) },
    { key: 'discount', label: 'Sconto', children: formatPercent(practice.discount) },
    { key: 'tributeCode', label: 'Codice tributo', children: tributeCodeText(practice.tributeCode) },
    { key: 'isTraceable', label: 'Tracciabile', children: yesNo(practice.isTraceable) },
    { key: 'numSites', label: 'Numero cantieri', children: practice.numSites },
    { key: 'status', label: 'Stato', children: <PracticeStatusTag status={practice.status} /> },
    ...(showsSaleStatus(practice) ? [{ key: 'saleStatus', label: 'Stato vendita', children: <SaleStatusTag saleStatus={practice.saleStatus} /> }] : []),
    { key: 'createdAt', label: 'Data creazione', children: formatDateTime(practice.createdAt) },
  ];
  return <Descriptions bordered size="small" column={{ xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 }} items={items} />;
}
