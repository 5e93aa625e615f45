import { DownloadOutlined, EyeOutlined, FileTextOutlined } from '@ant-design/icons';
import { documentCategories } from '@pratiche/domain';
import { Button, Flex, List, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { previewKindOf } from '../../../lib/document-preview';
import { DocumentPreviewDialog, type PreviewDocument } from '../../../lib/document-preview-dialog';
import { useToast } from '../../../lib/use-toast';
import { useDownloadPracticeDocument } from '../api/download-practice-document';
import { previewOf } from '../api/fetch-practice-document';
import type { PracticeDocument, PracticeDocumentLists } from '../practice-form-values';
import { documentCategoryLabels } from '../practice-labels';

/** The practice's documents by category, each with a download and, for PDFs and pictures, a preview in the page. */
export function PracticeDocumentsList({ documents }: { documents: PracticeDocumentLists }) {
  const [previewed, setPreviewed] = useState<PreviewDocument | null>(null);
  return (
    <Flex vertical gap={12}>
      <DocumentPreviewDialog document={previewed} onClose={() => setPreviewed(null)} />
      {documentCategories.map((category) => (
        <div key={category}>
          <Typography.Text strong>{documentCategoryLabels[category]}</Typography.Text>
          <List
            size="small"
            dataSource={documents[category]}
            locale={{ emptyText: 'Nessun documento' }}
            renderItem={(document) => <DocumentRow document={document} onPreview={setPreviewed} />}
          />
        </div>
      ))}
    </Flex>
  );
}

function DocumentRow({ document, onPreview }: { document: PracticeDocument; onPreview: (document: PreviewDocument) => void }) {
  const download = useDownloadPracticeDocument();
  const toast = useToast();
  const start = () =>
    download.mutate(document, {
      onError: (error) => toast.error('Errore', errorMessage(error, 'Si è verificato un errore durante il download del documento.')),
    });
  return (
    <List.Item
      actions={[
        ...(previewKindOf(document.originalName)
          ? [
              <Button
                key="preview"
                type="link"
                size="small"
                icon={<EyeOutlined />}
                onClick={() => onPreview(previewOf(document))}
                aria-label={`Apri ${document.originalName}`}
              />,
            ]
          : []),
        <Button
          key="download"
          type="link"
          size="small"
          icon={<DownloadOutlined />}
          loading={download.isPending}
          onClick={start}
          aria-label={`Scarica ${document.originalName}`}
        />,
      ]}
    >
      <Flex gap={8} align="center" style={{ minWidth: 0 }}>
        <FileTextOutlined />
        <Typography.Text ellipsis={{ tooltip: document.originalName }}>{document.originalName}</Typography.Text>
      </Flex>
    </List.Item>
  );
}
