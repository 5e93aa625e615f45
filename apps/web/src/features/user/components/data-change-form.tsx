import { MinusCircleOutlined } from '@ant-design/icons';
import { type DataChangeField, dataChangeFieldSchema, dataChangeRequestSchema, userValidationMessages as m } from '@pratiche/contracts';
import { Button, Card, Flex, Form, type FormRule, Input } from 'antd';
import { errorMessage } from '../../../lib/api-client';
import { FormSelect } from '../../../lib/form-select';
import { useToast } from '../../../lib/use-toast';
import { zodRule } from '../../../lib/zod-rule';
import { useRequestDataChange } from '../api/request-data-change';
import { dataChangeFieldLabels } from '../user-labels';

type Values = { fields?: DataChangeField[]; fieldsToChange?: Partial<Record<DataChangeField, string>>; reason?: string };

const fieldOptions = dataChangeFieldSchema.options.map((value) => ({ value, label: dataChangeFieldLabels[value] }));
const fieldsRule: FormRule = {
  validator: async (_rule, value: DataChangeField[] | undefined) => {
    if (!value?.length) throw new Error(m.dataChangeNoField);
  },
};
const valueRules: FormRule[] = [{ required: true, whitespace: true, message: m.dataChangeValueRequired }];
const reasonRules = [zodRule(dataChangeRequestSchema.shape.reason, { skipEmpty: false })];

/** "Richiesta Modifica Dati": the user asks the administration to change some profile fields. */
export function DataChangeForm() {
  const [form] = Form.useForm<Values>();
  const chosen = Form.useWatch('fields', form) ?? [];
  const send = useRequestDataChange();
  const toast = useToast();

  const remove = (field: DataChangeField) =>
    form.setFieldValue(
      'fields',
      chosen.filter((f) => f !== field),
    );

  const onFinish = (values: Values) => {
    const fieldsToChange = Object.fromEntries((values.fields ?? []).map((f) => [f, values.fieldsToChange?.[f] ?? '']));
    const parsed = dataChangeRequestSchema.safeParse({ fieldsToChange, reason: values.reason });
    if (!parsed.success) return toast.error('Errore', m.dataChangeIncomplete);
    send.mutate(parsed.data, {
      onSuccess: () => {
        form.resetFields();
        toast.success('Richiesta inviata con successo', 'Ti contatteremo al più presto per confermare le modifiche.');
      },
      onError: (error) => toast.error("Errore durante l'invio della richiesta", errorMessage(error, '')),
    });
  };

  return (
    <Card title="Richiesta Modifica Dati">
      <Form<Values>
        form={form}
        name="data-change-form"
        layout="vertical"
        onFinish={onFinish}
        onFinishFailed={() => toast.error('Errore', m.dataChangeIncomplete)}
        requiredMark={false}
      >
        <Form.Item label="Campi da modificare" name="fields" rules={[fieldsRule]}>
          <FormSelect mode="multiple" options={fieldOptions} placeholder="Seleziona i campi da modificare" allowClear />
        </Form.Item>
        {chosen.map((field) => (
          <Form.Item key={field} label={`Nuovo valore: ${dataChangeFieldLabels[field]}`} required>
            <Flex gap={8} align="flex-start">
              <Form.Item name={['fieldsToChange', field]} rules={valueRules} noStyle>
                <Input name={field} aria-label={`Nuovo valore: ${dataChangeFieldLabels[field]}`} style={{ flex: 1 }} />
              </Form.Item>
              <Button type="text" icon={<MinusCircleOutlined />} onClick={() => remove(field)} aria-label={`Rimuovi ${dataChangeFieldLabels[field]}`} />
            </Flex>
          </Form.Item>
        ))}
        <Form.Item label="Motivazione" name="reason" rules={reasonRules}>
          <Input.TextArea name="reason" rows={3} maxLength={2000} placeholder="Spiega perché chiedi la modifica" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          Invia richiesta
        </Button>
      </Form>
    </Card>
  );
}
