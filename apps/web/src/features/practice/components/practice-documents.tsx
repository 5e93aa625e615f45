import { DeleteOutlined, DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import type { PracticeResponse } from '@pratiche/contracts';
import { documentCategories, type DocumentCategory } from '@pratiche/domain';
import { Alert, Button, Collapse, Flex, Popconfirm, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { previewKindOf } from '../../../lib/document-preview';
import { useToast } from '../../../lib/use-toast';
import { useDeletePracticeDocument } from '../api/delete-practice-document';
import { useOpenPracticeDocument } from '../api/open-practice-document';
import { DocumentSummary } from './document-summary';

// The review controls load apart: the dialog is part of the admin panel's first load.
const DocumentReview = lazy(() => import('./document-review').then((module) => ({ default: module.DocumentReview })));

type StoredDocument = PracticeResponse['documents'][DocumentCategory][number];

const categoryTitles: Record<DocumentCategory, string> = { societari: 'Documenti societari', fiscali: 'Documenti fiscali' };

/** The document shown in the dialog's viewer (issue 46), by its stored name, and how to show another. */
type Preview = { previewing: string | null; onPreview: (document: StoredDocument) => void };

/**
 * Spec 2 /admin detail: one accordion per category, each file with its type and review (issue 28),
 * preview (PDFs, pictures: shown beside the decision, issue 46), download, delete, and 'Approva' /
 * 'Rifiuta' (a reason is required).
 */
export function PracticeDocuments({ practice, ...preview }: { practice: PracticeResponse } & Preview) {
  const items = documentCategories.map((category) => ({
    key: category,
    label: `${categoryTitles[category]} (${practice.documents[category].length})`,
    children: <DocumentList practiceId={practice.id} documents={practice.documents[category]} {...preview} />,
  }));
  return <Collapse items={items} defaultActiveKey={[...documentCategories]} />;
}

function DocumentList({ practiceId, documents, ...preview }: { practiceId: number; documents: StoredDocument[] } & Preview) {
  if (documents.length === 0) return <Typography.Text type="secondary">Nessun documento</Typography.Text>;
  return (
    <Flex vertical gap={8}>
      {documents.map((document) => (
        <DocumentRow key={document.filename} practiceId={practiceId} document={document} {...preview} />
      ))}
    </Flex>
  );
}

function DocumentRow({ practiceId, document, previewing, onPreview }: { practiceId: number; document: StoredDocument } & Preview) {
  const open = useOpenPracticeDocument();
  const remove = useDeletePracticeDocument();
  const toast = useToast();

  // The tab opens inside the click, before the file arrives (popup blockers allow only that).
  const onOpen = () =>
    open.mutate(
      { filename: document.filename, originalName: document.originalName, tab: window.open('', '_blank') },
      { onError: () => toast.error('Errore', 'Si è verificato un errore durante il download del documento.') },
    );
  const onDelete = () =>
    remove.mutateAsync({ practiceId, filename: document.filename }).then(
      () => toast.success('Documento eliminato'),
      (error: unknown) => toast.error('Errore', errorMessage(error, "Errore nell'eliminazione del documento")),
    );

  return (
    <Flex vertical gap={6} data-testid="admin-practice-document">
      <Flex align="center" justify="space-between" gap={8}>
        <DocumentSummary document={document} />
        <Flex gap={4} style={{ flexShrink: 0 }}>
          {previewKindOf(document.originalName) && (
            <Button
              icon={<EyeOutlined />}
              type={previewing === document.filename ? 'primary' : 'default'}
              aria-pressed={previewing === document.filename}
              onClick={() => onPreview(document)}
              aria-label={`Apri ${document.originalName}`}
            />
          )}
          <Button icon={<DownloadOutlined />} onClick={onOpen} loading={open.isPending} aria-label={`Scarica ${document.originalName}`} />
          <Popconfirm
            title="Sei sicuro di voler eliminare questo documento?"
            okText="Elimina"
            okButtonProps={{ danger: true }}
            cancelText="Annulla"
            onConfirm={onDelete}
          >
            <Button danger icon={<DeleteOutlined />} loading={remove.isPending} aria-label={`Elimina ${document.originalName}`} />
          </Popconfirm>
        </Flex>
      </Flex>
      {document.review?.decision === 'rejected' && document.review.reason && <Alert type="error" showIcon message={document.review.reason} />}
      {/* The document shown in the viewer has its 'Approva' / 'Rifiuta' there, above the file (issue 46). */}
      {previewing === document.filename ? (
        <Typography.Text type="secondary">Verifica accanto all&apos;anteprima</Typography.Text>
      ) : (
        <Suspense fallback={null}>
          <DocumentReview practiceId={practiceId} document={document} />
        </Suspense>
      )}
    </Flex>
  );
}
