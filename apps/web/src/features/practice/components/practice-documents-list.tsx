import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import { documentCategories } from '@pratiche/domain';
import { Button, Flex, List, Typography } from 'antd';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { useDownloadPracticeDocument } from '../api/download-practice-document';
import type { PracticeDocument, PracticeDocumentLists } from '../practice-form-values';
import { documentCategoryLabels } from '../practice-labels';

/** The practice's documents by category, each with a download (spec 2 read-only view and details). */
export function PracticeDocumentsList({ documents }: { documents: PracticeDocumentLists }) {
  return (
    <Flex vertical gap={12}>
      {documentCategories.map((category) => (
        <div key={category}>
          <Typography.Text strong>{documentCategoryLabels[category]}</Typography.Text>
          <List
            size="small"
            dataSource={documents[category]}
            locale={{ emptyText: 'Nessun documento' }}
            renderItem={(document) => <DocumentRow document={document} />}
          />
        </div>
      ))}
    </Flex>
  );
}

function DocumentRow({ document }: { document: PracticeDocument }) {
  const download = useDownloadPracticeDocument();
  const toast = useToast();
  const start = () =>
    download.mutate(document, {
      onError: (error) => toast.error('Errore', errorMessage(error, 'Si è verificato un errore durante il download del documento.')),
    });
  return (
    <List.Item
      actions={[
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
