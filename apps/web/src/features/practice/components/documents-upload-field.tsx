import { DeleteOutlined, FileTextOutlined, InboxOutlined } from '@ant-design/icons';
import { documentTypes, documentTypesOf, validityLabel, type DocumentCategory, type DocumentType } from '@pratiche/domain';
import { Alert, Button, Flex, Input, List, Progress, Tag, Typography, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { needsIssueDate } from '../../../lib/due-diligence/due-diligence-view';
import { FormSelect } from '../../../lib/form-select';
import { formatDate } from '../../../lib/format';
import { useBusyUploadText } from '../../../lib/use-busy-upload-text';
import { useToast } from '../../../lib/use-toast';
import { useUploadPracticeDocuments } from '../api/upload-practice-documents';
import { addUploads, checkPracticeFiles, type Rejection, practiceFileAccept } from '../practice-documents';
import type { PracticeDocument } from '../practice-form-values';

type Props = {
  category: DocumentCategory;
  /** Files the practice already holds (edit): shown, not removable, replaced by a same-named upload. */
  existing?: PracticeDocument[];
  practiceId?: number;
  /** Set by the Form.Item: the files uploaded in this session. */
  value?: PracticeDocument[];
  onChange?: (value: PracticeDocument[]) => void;
};

type Problem = { tooMany: true } | { rejections: Rejection[] };

/**
 * The upload of one document category (spec 2 /practice/new): files go up as soon as they are
 * chosen; the practice's body then names them. Spec 5 limits are checked before sending.
 */
export function DocumentsUploadField({ category, existing = [], practiceId, value = [], onChange }: Props) {
  const upload = useUploadPracticeDocuments();
  const busy = useBusyUploadText(upload.isPending);
  const toast = useToast();
  const [problem, setProblem] = useState<Problem | null>(null);
  // Issue 8: the upload shows how far it is (null until the browser reports a size).
  const [percent, setPercent] = useState<number | null>(null);
  // Issue 28: the type (and, for documents that go stale, the issue date) given to the next files.
  const [docType, setDocType] = useState<DocumentType>('altro');
  const [issuedOn, setIssuedOn] = useState('');
  const dated = needsIssueDate(docType);
  const waitingForDate = dated && !issuedOn;

  // rc-upload calls this once per file with the whole batch: the batch is handled on its first file.
  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    if (file.uid !== batch[0]?.uid) return Upload.LIST_IGNORE;
    const check = checkPracticeFiles(batch, value.length);
    setProblem(check.tooMany ? { tooMany: true } : check.rejections.length > 0 ? { rejections: check.rejections } : null);
    if (check.accepted.length > 0) send(check.accepted);
    return Upload.LIST_IGNORE;
  };

  const send = (files: File[]) => {
    setPercent(null);
    upload.mutate(
      { files, documentType: category, practiceId, onProgress: (progress) => setPercent(progress.percent) },
      {
        onSuccess: (stored) => {
          onChange?.(
            addUploads(
              value,
              stored.map(({ originalName, filename }) => ({ originalName, filename, docType, issuedOn: dated ? issuedOn : null })),
            ),
          );
          toast.success('File caricati con successo');
        },
        onError: (error) => toast.error('Errore durante il caricamento', errorMessage(error, 'Errore durante il caricamento')),
      },
    );
  };

  const remove = (filename: string) => onChange?.(value.filter((document) => document.filename !== filename));
  const replacedNames = new Set(value.map((document) => document.originalName));
  const kept = existing.filter((document) => !replacedNames.has(document.originalName));

  return (
    <Flex vertical gap={8} data-testid={`upload-${category}`}>
      <Flex wrap gap={8}>
        <label style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Typography.Text type="secondary">Tipo di documento</Typography.Text>
          <FormSelect
            value={docType}
            onChange={(next: DocumentType) => setDocType(next)}
            options={documentTypesOf(category).map((type) => ({ value: type, label: documentTypes[type].label }))}
            style={{ width: '100%' }}
            popupMatchSelectWidth={false}
            aria-label={`Tipo di documento (${category})`}
            data-testid={`doc-type-${category}`}
          />
        </label>
        {dated && (
          <label style={{ flex: '0 1 180px' }}>
            <Typography.Text type="secondary">Data di rilascio</Typography.Text>
            <Input type="date" value={issuedOn} onChange={(event) => setIssuedOn(event.target.value)} aria-label={`Data di rilascio (${category})`} />
          </label>
        )}
      </Flex>
      {waitingForDate && (
        <Typography.Text type="secondary">
          Indica la data di rilascio prima di caricare il file: il documento scade dopo {validityLabel(docType)}.
        </Typography.Text>
      )}
      <Upload.Dragger multiple accept={practiceFileAccept} showUploadList={false} beforeUpload={beforeUpload} disabled={upload.isPending || waitingForDate}>
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text" style={busy.text}>
          {upload.isPending ? 'Caricamento in corso...' : 'Trascina i file qui o clicca per selezionarli'}
        </p>
        <p className="ant-upload-hint" style={busy.hint}>
          PDF, JPEG o PNG, massimo 10 file da 5MB ciascuno
        </p>
      </Upload.Dragger>
      {upload.isPending && <UploadProgress percent={percent} />}
      {problem && <ProblemAlert problem={problem} />}
      {(kept.length > 0 || value.length > 0) && (
        <List
          size="small"
          bordered
          dataSource={[...kept.map((document) => ({ document, isNew: false })), ...value.map((document) => ({ document, isNew: true }))]}
          renderItem={({ document, isNew }) => (
            <List.Item
              actions={
                isNew
                  ? [
                      <Button
                        key="remove"
                        type="text"
                        danger
                        size="small"
                        icon={<DeleteOutlined />}
                        aria-label={`Rimuovi ${document.originalName}`}
                        onClick={() => remove(document.filename)}
                      />,
                    ]
                  : [<Tag key="held">Già presente</Tag>]
              }
            >
              <Flex gap={8} align="center" style={{ minWidth: 0 }}>
                <FileTextOutlined />
                <Flex vertical style={{ minWidth: 0 }}>
                  <Typography.Text ellipsis={{ tooltip: document.originalName }}>{document.originalName}</Typography.Text>
                  {document.docType && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
                      {documentTypes[document.docType].label}
                      {document.issuedOn ? ` · rilasciato il ${formatDate(document.issuedOn)}` : ''}
                    </Typography.Text>
                  )}
                </Flex>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Flex>
  );
}

/** The running upload's bar; its label names the percent for screen readers. */
function UploadProgress({ percent }: { percent: number | null }) {
  const shown = percent ?? 0;
  return <Progress percent={shown} size="small" status="active" aria-label={`Caricamento dei file: ${shown}%`} data-testid="upload-progress" />;
}

/** Spec 2: too many files gives the spec's sentence; rejected files are listed with name and reason. */
function ProblemAlert({ problem }: { problem: Problem }) {
  if ('tooMany' in problem) return <Alert type="error" showIcon message="Puoi caricare un massimo di 10 file" />;
  return (
    <Alert
      type="error"
      showIcon
      message="File non caricati"
      description={
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {problem.rejections.map(({ name, reason }) => (
            <li key={name}>
              <strong>{name}</strong>: {reason}
            </li>
          ))}
        </ul>
      }
    />
  );
}
