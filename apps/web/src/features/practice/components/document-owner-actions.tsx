import { EditOutlined, SwapOutlined } from '@ant-design/icons';
import type { PracticeDocumentResponse } from '@pratiche/contracts';
import { documentTypes, documentTypesOf, type DocumentCategory, type DocumentType } from '@pratiche/domain';
import { Button, Flex, Input, Typography, Upload } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { needsIssueDate } from '../../../lib/due-diligence/due-diligence-view';
import { FormSelect } from '../../../lib/form-select';
import { useToast } from '../../../lib/use-toast';
import { useReplacePracticeDocument, useTypePracticeDocument } from '../api/due-diligence';
import { useUploadPracticeDocuments } from '../api/upload-practice-documents';
import { checkPracticeFiles, practiceFileAccept } from '../practice-documents';

type Props = { practiceId: number; category: DocumentCategory; document: PracticeDocumentResponse };

/** Issue 28: what the owner may do with a stored file: 'Cambia tipo' and 'Sostituisci'. */
export function DocumentOwnerActions({ practiceId, category, document }: Props) {
  const [typing, setTyping] = useState(false);
  return (
    <>
      <Flex wrap gap={8} style={{ marginTop: 8 }}>
        <Button size="small" icon={<EditOutlined />} onClick={() => setTyping((open) => !open)} aria-expanded={typing}>
          Cambia tipo
        </Button>
        <ReplaceButton practiceId={practiceId} category={category} document={document} />
      </Flex>
      {typing && <TypeEditor practiceId={practiceId} category={category} document={document} onDone={() => setTyping(false)} />}
    </>
  );
}

/** Issue 28: the owner gives a document its type (and issue date for those that go stale). */
function TypeEditor({ practiceId, category, document, onDone }: Props & { onDone: () => void }) {
  const [docType, setDocType] = useState<DocumentType>(document.docType);
  const [issuedOn, setIssuedOn] = useState(document.issuedOn ?? '');
  const type = useTypePracticeDocument();
  const toast = useToast();
  const dated = needsIssueDate(docType);
  const save = () =>
    type.mutate(
      { practiceId, filename: document.filename, body: { docType, issuedOn: dated ? issuedOn || null : null } },
      {
        onSuccess: () => {
          toast.success('Tipo di documento salvato');
          onDone();
        },
        onError: (error) => toast.error('Errore', errorMessage(error, 'Tipo di documento non valido')),
      },
    );
  return (
    <Flex wrap gap={8} align="flex-end" style={{ marginTop: 8 }}>
      <label style={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography.Text type="secondary">Tipo di documento</Typography.Text>
        <FormSelect
          value={docType}
          onChange={(next: DocumentType) => setDocType(next)}
          options={documentTypesOf(category).map((key) => ({ value: key, label: documentTypes[key].label }))}
          style={{ width: '100%' }}
          popupMatchSelectWidth={false}
          aria-label={`Tipo di documento di ${document.originalName}`}
        />
      </label>
      {dated && (
        <label style={{ flex: '0 1 170px' }}>
          <Typography.Text type="secondary">Data di rilascio</Typography.Text>
          <Input
            type="date"
            value={issuedOn}
            onChange={(event) => setIssuedOn(event.target.value)}
            aria-label={`Data di rilascio di ${document.originalName}`}
          />
        </label>
      )}
      <Button type="primary" loading={type.isPending} onClick={save}>
        Salva tipo
      </Button>
    </Flex>
  );
}

/** Issue 28: the owner replaces a file (a rejected one, above all): upload, then `PUT` naming it; the type is kept. */
function ReplaceButton({ practiceId, category, document }: Props) {
  const upload = useUploadPracticeDocuments();
  const replace = useReplacePracticeDocument();
  const toast = useToast();
  const fail = (error: unknown) => toast.error('Errore', errorMessage(error, 'Errore durante la sostituzione del documento'));
  const choose = (file: File) => {
    const check = checkPracticeFiles([file]);
    if (check.rejections[0]) {
      toast.error('File non caricato', check.rejections[0].reason);
      return Upload.LIST_IGNORE;
    }
    upload.mutate(
      { files: [file], documentType: category, practiceId },
      {
        onSuccess: ([stored]) =>
          replace.mutate(
            {
              practiceId,
              filename: document.filename,
              body: { originalName: stored.originalName, filename: stored.filename, docType: document.docType, issuedOn: document.issuedOn },
            },
            { onSuccess: () => toast.success('Documento sostituito'), onError: fail },
          ),
        onError: fail,
      },
    );
    return Upload.LIST_IGNORE;
  };
  return (
    <Upload accept={practiceFileAccept} showUploadList={false} beforeUpload={choose} disabled={upload.isPending || replace.isPending}>
      <Button size="small" icon={<SwapOutlined />} loading={upload.isPending || replace.isPending} aria-label={`Sostituisci ${document.originalName}`}>
        Sostituisci
      </Button>
    </Upload>
  );
}
