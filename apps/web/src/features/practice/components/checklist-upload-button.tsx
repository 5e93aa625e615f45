import { UploadOutlined } from '@ant-design/icons';
import type { DocumentType } from '@pratiche/domain';
import { Button, Upload } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { documentTypeLabel, needsIssueDate } from '../../../lib/due-diligence/due-diligence-view';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useToast } from '../../../lib/use-toast';
import { useAddPracticeDocument } from '../api/due-diligence';
import { practiceFileAccept, practiceFileRefusal } from '../practice-documents';

// Its own chunk, fetched on the first click: the date picker is not the page's first paint.
const DatedUploadDialog = lazy(() => import('./dated-upload-dialog').then((module) => ({ default: module.DatedUploadDialog })));

type Props = { practiceId: number; docType: DocumentType };

/**
 * Issue 46: 'Carica' beside a checklist item that counts as missing, for the owner only. The file
 * goes up already typed for the item (`POST /api/practices/{id}/documents`), at any status of the
 * practice; a type that goes stale (visura camerale, ordinary DURC) asks its issue date first, in a dialog.
 */
export function ChecklistUploadButton({ practiceId, docType }: Props) {
  const label = documentTypeLabel(docType);
  const [dating, setDating] = useState(false);
  const mounted = useOpenedOnce(dating);
  if (needsIssueDate(docType))
    return (
      <>
        <Button size="small" icon={<UploadOutlined />} onClick={() => setDating(true)} aria-haspopup="dialog" aria-label={`Carica ${label}`}>
          Carica
        </Button>
        {mounted && (
          <Suspense fallback={null}>
            <DatedUploadDialog practiceId={practiceId} docType={docType} open={dating} onClose={() => setDating(false)} />
          </Suspense>
        )}
      </>
    );
  return <DirectUpload practiceId={practiceId} docType={docType} label={label} />;
}

/** A type without an issue date: choosing the file sends it. */
function DirectUpload({ practiceId, docType, label }: Props & { label: string }) {
  const add = useAddPracticeDocument();
  const toast = useToast();
  const choose = (file: File) => {
    const refusal = practiceFileRefusal(file);
    if (refusal) toast.error('File non caricato', `${file.name}: ${refusal}`);
    // The promise, not mutate's callbacks: once the checklist refreshes the item needs no upload
    // and this button unmounts, which would drop mutate's callbacks and the toast with them.
    else
      add.mutateAsync({ practiceId, docType, issuedOn: null, file }).then(
        () => toast.success('Documento caricato', `${label}: in attesa di verifica`),
        (error: unknown) => toast.error('Errore', errorMessage(error, 'Errore durante il caricamento del documento')),
      );
    return Upload.LIST_IGNORE;
  };
  return (
    <Upload accept={practiceFileAccept} showUploadList={false} beforeUpload={choose} disabled={add.isPending}>
      <Button size="small" icon={<UploadOutlined />} loading={add.isPending} aria-label={`Carica ${label}`}>
        Carica
      </Button>
    </Upload>
  );
}
