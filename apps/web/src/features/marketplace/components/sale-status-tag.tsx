import type { MarketplacePractice } from '@pratiche/contracts';
import { Tag } from 'antd';
import { saleStatusColors, saleStatusLabels } from '../../../lib/practice-labels';

/** Spec 4 sale status, as a tag. */
export function SaleStatusTag({ status }: { status: MarketplacePractice['saleStatus'] }) {
  return <Tag color={saleStatusColors[status]}>{saleStatusLabels[status]}</Tag>;
}

/** The caller's access, as a tag ('Accesso base' / 'Accesso esclusivo'); nothing before a purchase. */
export function AccessTag({ accessType }: { accessType: MarketplacePractice['accessType'] }) {
  if (!accessType) return null;
  return accessType === 'exclusive' ? <Tag color="gold">Accesso esclusivo</Tag> : <Tag color="cyan">Accesso base</Tag>;
}
