import { dueDiligenceApiMessages, practiceUploadLimits, practiceUploadMessages, type PracticeResponse } from '@pratiche/contracts';
import { declarationText, isRataForSale, italianDay, reconfirmationPolicy } from '@pratiche/domain';
import { Alert, Checkbox, DatePicker, Form, Modal, Typography, type FormRule, type UploadFile } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { errorMessage } from '../../../lib/api-client';
import { dayOf } from '../../../lib/calendar-day';
import { SingleFileField } from '../../../lib/single-file-field';
import { TickList } from '../../../lib/tick-list';
import { useToast } from '../../../lib/use-toast';
import { useReconfirmCredit } from '../api/due-diligence';

type Values = { asOf: Dayjs | null; rataIds: string[]; extract: UploadFile[]; confirmed: boolean };

/** The rate the seller can still vouch for: neither expired nor ceduta, nor non cedibile or chosen for offset (as the decider's `rataOnSale`). */
const rataOnSale = (practice: PracticeResponse) =>
  practice.rate.filter((r) => (r.status === 'disponibile' || r.status === 'in_trattativa') && isRataForSale(r)).map((r) => r.id);

const isPdf = (file: UploadFile) => file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

const extractRules: FormRule[] = [
  { required: true, message: dueDiligenceApiMessages.extractMissing },
  {
    validator: async (_, files: UploadFile[] | undefined) => {
      const file = files?.[0];
      if (!file) return;
      if (!isPdf(file)) throw new Error(`${file.name}: ${dueDiligenceApiMessages.extractNotPdf}`);
      if ((file.size ?? 0) > practiceUploadLimits.maxBytes) throw new Error(practiceUploadMessages.tooLarge);
    },
  },
];

/**
 * Issue 45: the seller's reconfirmation as a dated declaration. The day (today by default, never
 * in the future nor older than the policy allows), the rate declared (all on sale, checked), the
 * Piattaforma extract (one PDF), and the declaration word for word, which the seller confirms.
 */
export function ReconfirmCreditDialog({ practice, open, onClose }: { practice: PracticeResponse; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const reconfirm = useReconfirmCredit();
  const toast = useToast();
  const today = italianDay(new Date().toISOString());
  const earliest = dayjs(today).subtract(reconfirmationPolicy.declarationFreshDays, 'day').format('YYYY-MM-DD');
  const onSale = rataOnSale(practice);
  const hasRate = practice.rate.length > 0;
  const asOf = dayOf(Form.useWatch('asOf', form));
  const chosen = Form.useWatch('rataIds', form) ?? onSale;
  const declared = onSale.filter((id) => chosen.includes(id));
  const text = asOf ? declarationText(asOf, declared) : null;

  const close = () => {
    reconfirm.reset();
    onClose();
  };
  const onFinish = ({ asOf: day, extract }: Values) =>
    reconfirm.mutate(
      { practiceId: practice.id, asOf: dayOf(day)!, rataIds: hasRate ? declared : null, extract: extract[0]!.originFileObj as File },
      {
        onSuccess: () => {
          toast.success('Credito riconfermato', 'Dichiarazione ed estratto della Piattaforma salvati');
          close();
        },
      },
    );

  return (
    <Modal
      open={open}
      onCancel={close}
      title="Riconferma disponibilità del credito"
      okText="Riconferma"
      cancelText="Annulla"
      onOk={() => form.submit()}
      confirmLoading={reconfirm.isPending}
      width={560}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={{ asOf: dayjs(today), rataIds: onSale, extract: [], confirmed: false }}
        requiredMark={false}
        aria-label="Dichiarazione di riconferma"
      >
        <Form.Item name="asOf" label="Data della dichiarazione" rules={[{ required: true, message: 'Indica la data della dichiarazione' }]}>
          <DatePicker
            format="DD/MM/YYYY"
            allowClear={false}
            disabledDate={(candidate: Dayjs) => {
              const day = candidate.format('YYYY-MM-DD');
              return day > today || day < earliest;
            }}
            style={{ width: '100%', maxWidth: 220 }}
          />
        </Form.Item>
        {hasRate && (
          <Form.Item
            name="rataIds"
            label="Rate dichiarate"
            rules={[{ type: 'array', min: 1, message: 'Indica almeno una rata da riconfermare' }]}
            extra={onSale.length === 0 ? 'Nessuna rata della pratica è ancora in vendita.' : undefined}
          >
            <TickList options={onSale.map((id) => ({ label: `Rata ${id}`, value: id }))} />
          </Form.Item>
        )}
        <SingleFileField
          name="extract"
          label="Estratto della Piattaforma Cessione Crediti (PDF, max 5 MB)"
          accept=".pdf,application/pdf"
          rules={extractRules}
          buttonText="Carica estratto"
        />
        {text && (
          <Typography.Paragraph data-testid="declaration-text" style={{ background: 'rgba(0, 0, 0, 0.04)', padding: 12, borderRadius: 6 }}>
            {text}
          </Typography.Paragraph>
        )}
        <Form.Item
          name="confirmed"
          valuePropName="checked"
          rules={[
            {
              validator: async (_, checked: boolean) => {
                if (!checked) throw new Error('Conferma la dichiarazione per riconfermare il credito');
              },
            },
          ]}
        >
          <Checkbox>Confermo la dichiarazione</Checkbox>
        </Form.Item>
        {reconfirm.isError && <Alert type="error" showIcon message={errorMessage(reconfirm.error, 'Errore durante la riconferma')} />}
      </Form>
    </Modal>
  );
}
