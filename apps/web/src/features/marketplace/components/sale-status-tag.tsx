import type { MarketplacePractice } from '@pratiche/contracts';
import { Tag } from 'antd';

const labels: Record<MarketplacePractice['saleStatus'], [string, string]> = {
  disponibile: ['Disponibile', 'blue'],
  in_trattativa: ['In trattativa', 'purple'],
  ceduta: ['Ceduta', 'green'],
  chiusa: ['Chiusa', 'default'],
};

/** Spec 4 sale status, as a tag. */
export function SaleStatusTag({ status }: { status: MarketplacePractice['saleStatus'] }) {
  const [label, color] = labels[status];
  return <Tag color={color}>{label}</Tag>;
}

/** The caller's access, as a tag ('Accesso base' / 'Accesso esclusivo'); nothing before a purchase. */
export function AccessTag({ accessType }: { accessType: MarketplacePractice['accessType'] }) {
  if (!accessType) return null;
  return accessType === 'exclusive' ? <Tag color="gold">Accesso esclusivo</Tag> : <Tag color="cyan">Accesso base</Tag>;
}
