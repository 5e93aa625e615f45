import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { OffsetCapacityYear } from '@pratiche/domain';
import { offsetCapacityMessages, offsetCapacityYearsAhead } from '@pratiche/domain';
import { Button, Flex, Form, InputNumber, Typography } from 'antd';
import { AmountField } from '../../../lib/amount-field';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { useDeclareOffsetCapacity } from '../api/holdings';
import { offsetCapacityIntro } from '../holdings-view';

type Values = { years: Partial<OffsetCapacityYear>[] };

/**
 * Issue 47: the buyer declares how much it can offset in F24 in each year, as a whole list that
 * replaces the one before (an empty list withdraws it). The server checks the years and amounts.
 */
export function OffsetCapacityForm({ declared }: { declared: OffsetCapacityYear[] }) {
  const [form] = Form.useForm<Values>();
  const declare = useDeclareOffsetCapacity();
  const toast = useToast();
  const thisYear = new Date().getFullYear();
  const submit = ({ years = [] }: Values) =>
    declare
      .mutateAsync({ years: years.map(({ year, amount }) => ({ year: year ?? 0, amount: amount ?? 0 })) })
      .then((answer) => toast.success(answer.message))
      .catch((error: unknown) => toast.error('Errore', errorMessage(error, offsetCapacityMessages.invalid)));
  return (
    <Form<Values> form={form} layout="vertical" initialValues={{ years: declared }} onFinish={(values) => void submit(values)} style={{ maxWidth: 560 }}>
      <Typography.Paragraph type="secondary">{offsetCapacityIntro}</Typography.Paragraph>
      <Form.List name="years">
        {(rows, { add, remove }) => (
          <Flex vertical gap={8}>
            {rows.map(({ key, name }) => (
              <Flex key={key} gap={8} align="flex-start" wrap>
                <Form.Item name={[name, 'year']} rules={[{ required: true, message: 'Indica l’anno' }]} style={{ margin: 0, flex: '0 0 110px' }}>
                  <InputNumber aria-label="Anno" min={thisYear} max={thisYear + offsetCapacityYearsAhead} precision={0} style={{ width: '100%' }} />
                </Form.Item>
                <Form.Item
                  name={[name, 'amount']}
                  rules={[{ required: true, message: offsetCapacityMessages.amount }]}
                  style={{ margin: 0, flex: '1 1 180px' }}
                >
                  <AmountField aria-label="Capacità di compensazione dell'anno" />
                </Form.Item>
                <Button icon={<DeleteOutlined />} aria-label="Rimuovi anno" onClick={() => remove(name)} />
              </Flex>
            ))}
            <Flex gap={8} wrap>
              <Button icon={<PlusOutlined />} onClick={() => add({ year: nextYear(form.getFieldValue('years') as Values['years'], thisYear) })}>
                Aggiungi anno
              </Button>
              <Button type="primary" htmlType="submit" loading={declare.isPending}>
                Salva capacità
              </Button>
            </Flex>
          </Flex>
        )}
      </Form.List>
    </Form>
  );
}

/** The year a new row proposes: the one after the latest listed, or this one. */
const nextYear = (rows: Values['years'] | undefined, thisYear: number): number =>
  Math.max(thisYear - 1, ...(rows ?? []).map((row) => row.year ?? thisYear - 1)) + 1;
