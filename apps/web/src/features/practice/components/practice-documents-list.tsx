import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import type { PracticeDocumentResponse, PracticeResponse } from '@pratiche/contracts';
import { documentCategories, type DocumentCategory } from '@pratiche/domain';
import { Alert, Button, Flex, List, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { previewKindOf } from '../../../lib/document-preview';
import { DocumentPreviewDialog, type PreviewDocument } from '../../../lib/document-preview-dialog';
import { useToast } from '../../../lib/use-toast';
import { useDownloadPracticeDocument } from '../api/download-practice-document';
import { previewOf } from '../api/fetch-practice-document';
import { documentCategoryLabels } from '../practice-labels';
import { DocumentSummary } from './document-summary';

// The owner's controls (a Select, an Upload) load in their own chunk: buyers' and admins' views never need them.
const DocumentOwnerActions = lazy(() => import('./document-owner-actions').then((module) => ({ default: module.DocumentOwnerActions })));

type Props = {
  documents: PracticeResponse['documents'];
  /** Issue 28: the owner may type and replace the files while the practice is open. */
  owner?: { practiceId: number };
};

/**
 * The practice's documents by category, each with its type, issue date and review (issue 28), a
 * download and, for PDFs and pictures, a preview in the page. A rejected file shows the admin's reason.
 */
export function PracticeDocumentsList({ documents, owner }: Props) {
  const [previewed, setPreviewed] = useState<PreviewDocument | null>(null);
  return (
    <Flex vertical gap={12}>
      <DocumentPreviewDialog document={previewed} onClose={() => setPreviewed(null)} />
      {documentCategories.map((category) => (
        <div key={category}>
          <Typography.Text strong>{documentCategoryLabels[category]}</Typography.Text>
          <DocumentRows documents={documents[category].map((document) => ({ category, document }))} onPreview={setPreviewed} owner={owner} />
        </div>
      ))}
    </Flex>
  );
}

/** A document with the category it is filed under. */
export type FiledDocument = { category: DocumentCategory; document: PracticeDocumentResponse };

type RowsProps = { documents: FiledDocument[]; onPreview: (document: PreviewDocument) => void; owner?: { practiceId: number }; emptyText?: string };

/** Documents as rows (issue 46: also under their item of the seller's checklist); the caller owns the preview dialog. */
export function DocumentRows({ documents, onPreview, owner, emptyText = 'Nessun documento' }: RowsProps) {
  return (
    <List
      size="small"
      dataSource={documents}
      rowKey={({ document }) => document.filename}
      locale={{ emptyText }}
      renderItem={({ category, document }) => <DocumentRow category={category} document={document} onPreview={onPreview} owner={owner} />}
    />
  );
}

type RowProps = {
  category: DocumentCategory;
  document: PracticeDocumentResponse;
  onPreview: (document: PreviewDocument) => void;
  owner?: { practiceId: number };
};

function DocumentRow({ category, document, onPreview, owner }: RowProps) {
  const download = useDownloadPracticeDocument();
  const toast = useToast();
  const start = () =>
    download.mutate(document, {
      onError: (error) => toast.error('Errore', errorMessage(error, 'Si è verificato un errore durante il download del documento.')),
    });
  return (
    <List.Item style={{ display: 'block' }} data-testid="practice-document">
      <Flex justify="space-between" align="flex-start" gap={8}>
        <DocumentSummary document={document} />
        <Flex gap={0} style={{ flexShrink: 0 }}>
          {previewKindOf(document.originalName) && (
            <Button
              type="link"
              size="small"
              icon={<EyeOutlined />}
              onClick={() => onPreview(previewOf(document))}
              aria-label={`Apri ${document.originalName}`}
            />
          )}
          <Button
            type="link"
            size="small"
            icon={<DownloadOutlined />}
            loading={download.isPending}
            onClick={start}
            aria-label={`Scarica ${document.originalName}`}
          />
        </Flex>
      </Flex>
      {document.review?.decision === 'rejected' && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 8 }}
          message="Documento rifiutato: sostituiscilo"
          description={document.review.reason ?? undefined}
          data-testid="rejection-reason"
        />
      )}
      {owner && (
        <Suspense fallback={null}>
          <DocumentOwnerActions practiceId={owner.practiceId} category={category} document={document} />
        </Suspense>
      )}
    </List.Item>
  );
}
