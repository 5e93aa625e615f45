import { offsetCapacityExcess, offsetCapacityWarning } from '@pratiche/domain';
import { Alert } from 'antd';
import type { CSSProperties } from 'react';
import { useHoldings } from './holdings-query';

type Rata = { year: number; amount: number };

/**
 * Issue 47, before an exclusivity or an offer: the rate chosen plus those the buyer already holds
 * pass the offset capacity it declared for a year. Only a buyer's screen mounts it (the holdings
 * are the caller's own); nothing shows until the holdings are read, nor for undeclared years.
 */
export function OffsetCapacityWarning({ rate, style }: { rate: readonly Rata[]; style?: CSSProperties }) {
  const holdings = useHoldings();
  if (!holdings.data) return null;
  const excess = offsetCapacityExcess(holdings.data.offsetCapacity, holdings.data.items, rate);
  return excess.length > 0 ? <Alert type="warning" showIcon message={offsetCapacityWarning(excess)} style={style} /> : null;
}
