import { creditHolderLabels, creditHolders, maxQualifiedTransfers, unstartedChain, type CreditHolder, type TransferChain } from '@pratiche/domain';
import { Flex, InputNumber, Radio, Select, Switch, Typography } from 'antd';
import { useId } from 'react';
import { buyableByText } from '../../../lib/credit-terms/credit-terms-text';
import { radioGroupRole } from '../../../lib/radio-group-role';
import { chainBuyableBy, changedChain } from '../credit-terms-form';

type Props = { value?: TransferChain; onChange?: (chain: TransferChain) => void; type: string | undefined };

const holderOptions = creditHolders.map((holder) => ({ value: holder, label: creditHolderLabels[holder] }));
const transferCounts = Array.from({ length: maxQualifiedTransfers + 1 }, (_, count) => count);

/**
 * 'Catena delle cessioni': the first (free) transfer, the qualified transfers after it, the holder
 * and, for a bank of a banking group, its capogruppo (whose correntisti may buy too); who may buy, live.
 */
export function ChainEditor({ value = unstartedChain(), onChange, type }: Props) {
  const ids = useId();
  const set = (change: Partial<TransferChain>) => onChange?.(changedChain(value, change));
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center">
        <Switch id={`${ids}-free`} checked={value.freeTransferUsed} onChange={(freeTransferUsed) => set({ freeTransferUsed })} />
        <label htmlFor={`${ids}-free`}>Prima cessione (libera) già avvenuta</label>
      </Flex>
      <Flex vertical gap={4}>
        <span id={`${ids}-count`}>Cessioni successive a soggetti qualificati</span>
        <Radio.Group
          {...radioGroupRole}
          aria-labelledby={`${ids}-count`}
          optionType="button"
          value={value.qualifiedTransfers}
          onChange={(event) => set({ qualifiedTransfers: event.target.value as number })}
          options={transferCounts.map((count) => ({ value: count, label: String(count) }))}
        />
      </Flex>
      <Flex vertical gap={4}>
        <label htmlFor={`${ids}-holder`}>Titolare attuale</label>
        <Select<CreditHolder> id={`${ids}-holder`} options={holderOptions} value={value.holder} onChange={(holder) => set({ holder })} />
      </Flex>
      {value.holder === 'banca' && (
        <Flex vertical gap={4}>
          <label htmlFor={`${ids}-group`}>Capogruppo del gruppo bancario (ID account, facoltativo)</label>
          <InputNumber<number>
            id={`${ids}-group`}
            aria-describedby={`${ids}-group-help`}
            min={1}
            precision={0}
            value={value.capogruppo ?? null}
            onChange={(capogruppo) => set({ capogruppo: capogruppo ?? undefined })}
            style={{ maxWidth: 240 }}
          />
          <Typography.Text id={`${ids}-group-help`} type="secondary">
            Se la banca appartiene a un gruppo bancario, possono acquistare anche i correntisti della capogruppo. Indica l'account della capogruppo, con
            qualifica Banca.
          </Typography.Text>
        </Flex>
      )}
      <Typography.Text aria-live="polite">
        Acquistabile da: <Typography.Text strong>{buyableByText(chainBuyableBy(type, value))}</Typography.Text>
      </Typography.Text>
    </Flex>
  );
}
