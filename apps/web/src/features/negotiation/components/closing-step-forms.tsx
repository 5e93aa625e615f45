import { negotiationApiMessages, type ClosingStepRequest } from '@pratiche/contracts';
import { negotiationMessages, type ClosingStep, type PlatformOutcome } from '@pratiche/domain';
import { Button, DatePicker, Flex, Form, Input, Radio } from 'antd';
import type { Dayjs } from 'dayjs';
import { dayOf, todayInRome } from '../../../lib/calendar-day';
import { radioGroupRole } from '../../../lib/radio-group-role';
import { useRecordClosingStep } from '../api/offers';
import { EndWithReasonButton } from './end-with-reason-button';
import { useActionFeedback } from './use-action-feedback';
import { wrappingButton } from './wrapping-button';

const stepButtons: Readonly<Record<ClosingStep, string>> = {
  comunicazione: 'Registra la comunicazione',
  esito: "Registra l'esito",
  accettazione: 'Confermo di aver accettato il credito',
  atto: "Registra l'atto",
  notifica: 'Registra la notifica',
  pagamento: 'Confermo di aver ricevuto il prezzo',
};

const required = (message: string) => [{ required: true, whitespace: true, message }];

type Values = {
  communicatedOn?: Dayjs;
  protocol?: string;
  outcome?: PlatformOutcome;
  suspendedUntil?: Dayjs;
  reason?: string;
  reference?: string;
  notary?: string;
  deedOn?: Dayjs;
  repertorio?: string;
  notifiedOn?: Dayjs;
};

/** What each step sends, from the form's values (issue 47's names). */
const bodyOf = (step: ClosingStep, v: Values): ClosingStepRequest => {
  switch (step) {
    case 'comunicazione':
      return { protocol: v.protocol?.trim() ?? null, communicatedOn: dayOf(v.communicatedOn) };
    case 'esito':
      if (v.outcome === 'sospesa') return { outcome: v.outcome, suspendedUntil: dayOf(v.suspendedUntil) };
      return v.outcome === 'annullata' ? { outcome: v.outcome, reason: v.reason?.trim() || null } : { outcome: v.outcome };
    case 'accettazione':
      return {};
    case 'atto':
      return { notary: v.notary?.trim() ?? null, deedOn: dayOf(v.deedOn), repertorio: v.repertorio?.trim() ?? null };
    case 'notifica':
      return { notifiedOn: dayOf(v.notifiedOn) };
    case 'pagamento':
      return { reference: v.reference?.trim() ?? null };
  }
};

type Props = { offerId: number; step: ClosingStep; suspended: boolean; onChanged?: () => void };

/**
 * The reader's own step as the platform runs it (issue 47): the communication's day and protocol,
 * the Agenzia's outcome (a suspension once, with its end), the acceptance or a refusal with its
 * reason, the payment's CRO or TRN; for a Credito IVA the deed (notary, day, repertorio) and the
 * day it was served.
 */
export function ClosingStepForm({ offerId, step, suspended, onChanged }: Props) {
  const record = useRecordClosingStep();
  const run = useActionFeedback(onChanged);
  const [form] = Form.useForm<Values>();
  const outcome = Form.useWatch('outcome', form);
  const submit = (values: Values) => run(() => record.mutateAsync({ offerId, step, body: bodyOf(step, values) }), negotiationApiMessages.stepRecorded);
  const today = todayInRome();
  return (
    <Flex vertical gap={8} style={{ marginTop: 8 }}>
      <Form form={form} layout="vertical" name={`closing-${step}`} onFinish={submit} initialValues={{ communicatedOn: today }} style={{ maxWidth: 360 }}>
        {step === 'comunicazione' && (
          <>
            <Form.Item
              name="communicatedOn"
              label="Data della comunicazione"
              rules={[{ required: true, message: negotiationMessages.communicationDayInvalid }]}
            >
              <DatePicker format="DD/MM/YYYY" disabledDate={(day) => day.isAfter(today, 'day')} allowClear={false} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="protocol" label="Numero di protocollo della comunicazione" rules={required(negotiationMessages.protocolRequired)}>
              <Input autoComplete="off" />
            </Form.Item>
          </>
        )}
        {step === 'esito' && (
          <>
            <Form.Item
              name="outcome"
              label={<span id={`closing-outcome-${offerId}`}>Esito del controllo preventivo</span>}
              rules={[{ required: true, message: negotiationMessages.outcomeRequired }]}
            >
              <Radio.Group
                {...radioGroupRole}
                aria-labelledby={`closing-outcome-${offerId}`}
                options={[
                  { value: 'superata', label: 'Superato: la comunicazione è efficace' },
                  ...(suspended ? [] : [{ value: 'sospesa', label: "Sospeso dall'Agenzia (fino a 30 giorni)" }]),
                  { value: 'annullata', label: "Annullato dall'Agenzia" },
                ]}
                style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
              />
            </Form.Item>
            {outcome === 'sospesa' && (
              <Form.Item name="suspendedUntil" label="Sospesa fino al" rules={[{ required: true, message: negotiationMessages.suspensionEndRequired }]}>
                <DatePicker format="DD/MM/YYYY" disabledDate={(day) => !day.isAfter(today, 'day')} style={{ width: '100%' }} />
              </Form.Item>
            )}
            {outcome === 'annullata' && (
              <Form.Item name="reason" label="Motivo indicato dall'Agenzia (facoltativo)">
                <Input.TextArea rows={2} />
              </Form.Item>
            )}
          </>
        )}
        {step === 'atto' && (
          <>
            <Form.Item name="notary" label="Notaio" rules={required(negotiationMessages.notaryRequired)}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item name="deedOn" label="Data dell'atto" rules={[{ required: true, message: negotiationMessages.deedDayInvalid }]}>
              <DatePicker format="DD/MM/YYYY" disabledDate={(day) => day.isAfter(today, 'day')} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="repertorio" label="Numero di repertorio" rules={required(negotiationMessages.repertorioInvalid)}>
              <Input autoComplete="off" />
            </Form.Item>
          </>
        )}
        {step === 'notifica' && (
          <Form.Item
            name="notifiedOn"
            label="Data della notifica all'Agenzia delle Entrate e all'agente della riscossione"
            rules={[{ required: true, message: negotiationMessages.noticeDayInvalid }]}
          >
            <DatePicker format="DD/MM/YYYY" disabledDate={(day) => day.isAfter(today, 'day')} style={{ width: '100%' }} />
          </Form.Item>
        )}
        {step === 'pagamento' && (
          <Form.Item name="reference" label="Riferimento del bonifico (CRO o TRN)" rules={required(negotiationMessages.paymentReferenceRequired)}>
            <Input autoComplete="off" />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" loading={record.isPending} style={wrappingButton}>
          {stepButtons[step]}
        </Button>
      </Form>
      {step === 'accettazione' && <RefuseButton offerId={offerId} onChanged={onChanged} />}
    </Flex>
  );
}

/** The buyer refused the credit on the platform: the deal ends with its reason, the rate go back on sale. */
function RefuseButton({ offerId, onChanged }: { offerId: number; onChanged?: () => void }) {
  const record = useRecordClosingStep();
  const run = useActionFeedback(onChanged);
  return (
    <EndWithReasonButton
      label="Ho rifiutato il credito sulla piattaforma"
      question="Hai rifiutato il credito sulla piattaforma?"
      detail="La chiusura termina, le rate tornano in vendita e il cedente vede il motivo."
      confirmText="Conferma il rifiuto"
      requiredMessage={negotiationMessages.refusalReasonRequired}
      loading={record.isPending}
      onConfirm={(reason) => run(() => record.mutateAsync({ offerId, step: 'rifiuto', body: { reason } }), negotiationApiMessages.closingRefused)}
    />
  );
}
