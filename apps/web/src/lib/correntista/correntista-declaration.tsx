import { Flex, InputNumber, Typography } from 'antd';
import { useId } from 'react';

type Props = { capogruppo: number | undefined; value: number | null; onChange: (bank: number | null) => void };

/**
 * Issue 45: the buyer's declaration for one deal, 'Correntista della banca cedente o della
 * capogruppo', with the bank named by its account id (the bank shows it to its customers under
 * 'Dati aziendali'). The closing's drafts confirm it; a credit bought so is not transferable again.
 */
export function CorrentistaDeclaration({ capogruppo, value, onChange }: Props) {
  const id = useId();
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>Correntista della banca cedente o della capogruppo</Typography.Text>
      <label htmlFor={`${id}-bank`}>ID account della banca di cui sei correntista</label>
      <InputNumber<number>
        id={`${id}-bank`}
        aria-describedby={`${id}-help`}
        min={1}
        precision={0}
        value={value}
        onChange={(bank) => onChange(bank ?? null)}
        style={{ maxWidth: 240 }}
      />
      <Typography.Text id={`${id}-help`} type="secondary">
        Le banche cedono i crediti ai propri correntisti e a quelli della capogruppo in qualsiasi momento della catena
        {capogruppo === undefined ? '' : ` (capogruppo indicata dal cedente: ID account ${capogruppo})`}. Il credito acquistato così non può essere ceduto
        ulteriormente.
      </Typography.Text>
    </Flex>
  );
}
