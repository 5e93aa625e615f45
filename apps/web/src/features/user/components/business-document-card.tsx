import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import type { UserResponse } from '@pratiche/contracts';
import { userMessages } from '@pratiche/domain';
import { Button, Card, Flex, Typography } from 'antd';
import { useToast } from '../../../lib/use-toast';
import { useDownloadBusinessDocument } from '../api/download-business-document';

/** The user's own visura, downloadable; the server decides the file name. */
export function BusinessDocumentCard({ document }: { document: UserResponse['businessDocument'] }) {
  const download = useDownloadBusinessDocument(document?.originalName ?? 'visura-camerale');
  const toast = useToast();

  const onDownload = () =>
    download.mutate(undefined, {
      // Spec 8 gives a fixed text for a failed download, whatever the cause.
      onError: () => toast.error('Errore', 'Si è verificato un errore durante il download del documento.'),
    });

  return (
    <Card title="Visura Camerale">
      {document ? (
        <Flex wrap justify="space-between" align="center" gap={12}>
          <Flex align="center" gap={8} style={{ minWidth: 0 }}>
            <FileTextOutlined />
            <Typography.Text ellipsis={{ tooltip: document.originalName }}>{document.originalName}</Typography.Text>
          </Flex>
          <Button icon={<DownloadOutlined />} onClick={onDownload} loading={download.isPending}>
            Scarica
          </Button>
        </Flex>
      ) : (
        <Typography.Text type="secondary">{userMessages.noBusinessDocument}</Typography.Text>
      )}
    </Card>
  );
}
