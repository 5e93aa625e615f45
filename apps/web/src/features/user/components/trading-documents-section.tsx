import { DownloadOutlined } from '@ant-design/icons';
import { accountDocumentUploadMessages, businessDocumentLimits, type UserResponse } from '@pratiche/contracts';
import type { AccountDocumentKind } from '@pratiche/domain';
import { Alert, Button, DatePicker, Flex, Form, List, Radio, Select, Tag, Typography, type FormRule, type UploadFile } from 'antd';
import type { Dayjs } from 'dayjs';
import { errorMessage } from '../../../lib/api-client';
import { dayOf, todayInRome } from '../../../lib/calendar-day';
import { formatDate } from '../../../lib/format';
import { radioGroupRole } from '../../../lib/radio-group-role';
import { SingleFileField } from '../../../lib/single-file-field';
import { useToast } from '../../../lib/use-toast';
import { useOpenAccountDocumentOnClick, useUploadAccountDocument } from '../api/account-documents';
import { tradingDocumentKindOptions, tradingDocumentsView, type TradingDocumentLine } from '../trading-documents-view';

/** PDF, JPEG or PNG (an identity document is often a photo); the server sniffs the bytes and checks the 5 MB. */
const accept = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

type Values = { kind: AccountDocumentKind; year: number | null; expiresOn: Dayjs | null; file: UploadFile[] };

const fileRules: FormRule[] = [
  { required: true, message: 'Allega il file del documento' },
  {
    validator: async (_, files: UploadFile[] | undefined) => {
      const file = files?.[0]?.originFileObj;
      if (file && file.size > businessDocumentLimits.maxBytes) throw new Error(accountDocumentUploadMessages.tooLarge);
    },
  },
];

/** One document: its title, its name (opens it), and for the identity document its expiry or 'Scaduto'. */
function DocumentLine({ line }: { line: TradingDocumentLine }) {
  const { onOpen, pending } = useOpenAccountDocumentOnClick(line);
  return (
    <List.Item>
      <Flex wrap gap={8} align="center" style={{ minWidth: 0 }}>
        <Typography.Text strong>{line.title}</Typography.Text>
        {line.expiresOn &&
          (line.expired ? <Tag color="error">Scaduto</Tag> : <Typography.Text type="secondary">scade il {formatDate(line.expiresOn)}</Typography.Text>)}
        <Button
          size="small"
          type="link"
          icon={<DownloadOutlined />}
          loading={pending}
          onClick={onOpen}
          aria-label={`Scarica ${line.title}: ${line.originalName}`}
          className="keep-whole"
          style={{ maxWidth: 260 }}
        >
          {line.originalName}
        </Button>
      </Flex>
    </List.Item>
  );
}

/**
 * Issue 46: the account's documents for trading, under the data on the 'Dati per le cessioni' card:
 * whether the account is complete for a bank (the domain's rule), the documents given, and the
 * upload of the legal representative's identity document (with its expiry) or an approved balance
 * sheet (with its year). Each upload replaces the earlier one of its kind and year.
 */
export function TradingDocumentsSection({ user }: { user: UserResponse }) {
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form);
  const upload = useUploadAccountDocument();
  const toast = useToast();
  const view = tradingDocumentsView(user, new Date().toISOString());
  const onFinish = ({ kind, year, expiresOn, file }: Values) => {
    const chosen = file[0]!.originFileObj as File;
    const request = kind === 'bilancio' ? { kind, year: year!, file: chosen } : { kind, expiresOn: dayOf(expiresOn)!, file: chosen };
    upload.mutateAsync(request).then(
      (answer) => {
        toast.success(answer.message);
        form.resetFields();
      },
      () => undefined, // shown by the Alert below
    );
  };
  return (
    <Flex vertical gap={12} style={{ marginTop: 24 }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        Documenti per le cessioni
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Il documento d&apos;identità del legale rappresentante, in corso di validità, e gli ultimi due bilanci approvati: la banca li chiede per l&apos;adeguata
        verifica (D.Lgs. 231/2007).
      </Typography.Paragraph>
      {view.completeness.complete ? (
        <Alert type="success" showIcon message="Documenti per le cessioni completi" />
      ) : (
        <Alert type="warning" showIcon message="Documenti per le cessioni incompleti" description={`Mancano: ${view.completeness.missing.join('; ')}`} />
      )}
      {view.lines.length > 0 && <List size="small" dataSource={view.lines} renderItem={(line) => <DocumentLine line={line} />} />}
      <Form<Values>
        form={form}
        layout="vertical"
        name="account-document"
        initialValues={{ kind: 'documento_identita', year: null, expiresOn: null, file: [] }}
        onFinish={onFinish}
        requiredMark={false}
        style={{ maxWidth: 520 }}
      >
        <Form.Item label="Documento" name="kind">
          {/* Two choices as radios, which wrap on a phone: a Select would keep its long label on one line. */}
          <Radio.Group {...radioGroupRole} options={tradingDocumentKindOptions} style={{ display: 'flex', flexDirection: 'column', gap: 4 }} />
        </Form.Item>
        {kind === 'bilancio' ? (
          <Form.Item label="Esercizio" name="year" rules={[{ required: true, message: "Indica l'esercizio del bilancio" }]}>
            <Select placeholder="Anno" options={view.balanceSheetYears.map((year) => ({ value: year, label: String(year) }))} style={{ maxWidth: 220 }} />
          </Form.Item>
        ) : (
          <Form.Item label="Scadenza" name="expiresOn" rules={[{ required: true, message: "Indica la data di scadenza del documento d'identità" }]}>
            <DatePicker format="DD/MM/YYYY" disabledDate={(day: Dayjs) => day.isBefore(todayInRome(), 'day')} style={{ width: '100%', maxWidth: 220 }} />
          </Form.Item>
        )}
        <SingleFileField name="file" label="File (PDF, JPEG o PNG, max 5 MB)" accept={accept} rules={fileRules} buttonText="Scegli il file" />
        {upload.isError && (
          <Alert type="error" showIcon message={errorMessage(upload.error, 'Errore durante il caricamento del documento')} style={{ marginBottom: 16 }} />
        )}
        <Button type="primary" htmlType="submit" loading={upload.isPending}>
          Carica documento
        </Button>
      </Form>
    </Flex>
  );
}
