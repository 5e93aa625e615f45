import type { DocumentType } from '@pratiche/domain';
import { Alert, DatePicker, Form, Modal, type FormRule, type UploadFile } from 'antd';
import type { Dayjs } from 'dayjs';
import { errorMessage } from '../../../lib/api-client';
import { dayOf, todayInRome } from '../../../lib/calendar-day';
import { documentTypeLabel } from '../../../lib/due-diligence/due-diligence-view';
import { SingleFileField } from '../../../lib/single-file-field';
import { useToast } from '../../../lib/use-toast';
import { useAddPracticeDocument } from '../api/due-diligence';
import { practiceFileAccept, practiceFileRefusal } from '../practice-documents';

type Values = { issuedOn: Dayjs | null; file: UploadFile[] };

/** The mutation's error is shown by the dialog's Alert (`add.error`). */
const ignoreShownError = () => undefined;

const fileRules: FormRule[] = [
  { required: true, message: 'Allega il file del documento' },
  {
    validator: async (_, files: UploadFile[] | undefined) => {
      const file = files?.[0]?.originFileObj;
      const refusal = file ? practiceFileRefusal(file) : null;
      if (refusal) throw new Error(`${file!.name}: ${refusal}`);
    },
  },
];

/**
 * Issue 46: 'Carica' for a type that goes stale (visura camerale, ordinary DURC): the issue date first
 * (never in the future: the document's freshness counts from it), then the file.
 */
export function DatedUploadDialog({ practiceId, docType, open, onClose }: { practiceId: number; docType: DocumentType; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const add = useAddPracticeDocument();
  const toast = useToast();
  const label = documentTypeLabel(docType);
  const close = () => {
    add.reset();
    form.resetFields();
    onClose();
  };
  // The promise, not mutate's callbacks: the refreshed checklist unmounts the item's button, and
  // this dialog with it, before mutate's callbacks would run. A refusal shows in the dialog.
  const onFinish = ({ issuedOn, file }: Values) =>
    add.mutateAsync({ practiceId, docType, issuedOn: dayOf(issuedOn), file: file[0]!.originFileObj as File }).then(() => {
      toast.success('Documento caricato', `${label}: in attesa di verifica`);
      close();
    }, ignoreShownError);
  return (
    <Modal
      open={open}
      onCancel={close}
      title={`Carica: ${label}`}
      okText="Carica"
      cancelText="Annulla"
      onOk={() => form.submit()}
      confirmLoading={add.isPending}
      width={480}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name={`carica-${docType}`}
        layout="vertical"
        onFinish={onFinish}
        initialValues={{ issuedOn: null, file: [] }}
        requiredMark={false}
        aria-label={`Carica ${label}`}
      >
        <Form.Item name="issuedOn" label="Data di rilascio" rules={[{ required: true, message: `Indica la data di rilascio del documento «${label}»` }]}>
          <DatePicker format="DD/MM/YYYY" disabledDate={(day: Dayjs) => day.isAfter(todayInRome(), 'day')} style={{ width: '100%', maxWidth: 220 }} />
        </Form.Item>
        <SingleFileField name="file" label="File (PDF, JPEG o PNG, max 5 MB)" accept={practiceFileAccept} rules={fileRules} buttonText="Scegli il file" />
        {add.isError && <Alert type="error" showIcon message={errorMessage(add.error, 'Errore durante il caricamento del documento')} />}
      </Form>
    </Modal>
  );
}
