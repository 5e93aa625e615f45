import { DeleteOutlined, DownloadOutlined, FileOutlined } from '@ant-design/icons';
import type { PracticeResponse } from '@pratiche/contracts';
import { documentCategories, type DocumentCategory } from '@pratiche/domain';
import { Button, Collapse, Flex, Popconfirm, Typography } from 'antd';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { useDeletePracticeDocument } from '../api/delete-practice-document';
import { useOpenPracticeDocument } from '../api/open-practice-document';

type StoredDocument = PracticeResponse['documents'][DocumentCategory][number];

const categoryTitles: Record<DocumentCategory, string> = { societari: 'Documenti societari', fiscali: 'Documenti fiscali' };

/** Spec 2 /admin detail: one accordion per category, each file with download and delete. */
export function PracticeDocuments({ practice }: { practice: PracticeResponse }) {
  const items = documentCategories.map((category) => ({
    key: category,
    label: `${categoryTitles[category]} (${practice.documents[category].length})`,
    children: <DocumentList practiceId={practice.id} documents={practice.documents[category]} />,
  }));
  return <Collapse items={items} defaultActiveKey={[...documentCategories]} />;
}

function DocumentList({ practiceId, documents }: { practiceId: number; documents: StoredDocument[] }) {
  if (documents.length === 0) return <Typography.Text type="secondary">Nessun documento</Typography.Text>;
  return (
    <Flex vertical gap={8}>
      {documents.map((document) => (
        <DocumentRow key={document.filename} practiceId={practiceId} document={document} />
      ))}
    </Flex>
  );
}

function DocumentRow({ practiceId, document }: { practiceId: number; document: StoredDocument }) {
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
    <Flex align="center" justify="space-between" gap={8}>
      <Flex align="center" gap={8} style={{ minWidth: 0 }}>
        <FileOutlined />
        <Typography.Text ellipsis={{ tooltip: document.originalName }}>{document.originalName}</Typography.Text>
      </Flex>
      <Flex gap={4} style={{ flexShrink: 0 }}>
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
  );
}
