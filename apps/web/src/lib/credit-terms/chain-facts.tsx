import type { BuyableBy, TransferChain } from '@pratiche/domain';
import { Descriptions } from 'antd';
import { chainFacts } from './chain-text';
import { buyableByText } from './credit-terms-text';

/** The transfer chain as declared, and who may buy the credit next. */
export function ChainFacts({ chain, buyableBy }: { chain: TransferChain; buyableBy: BuyableBy }) {
  const items = [...chainFacts(chain), { label: 'Acquistabile da', value: buyableByText(buyableBy) }].map(({ label, value }) => ({
    key: label,
    label,
    children: value,
  }));
  return <Descriptions size="small" bordered column={1} items={items} />;
}
