import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { UserResponse } from '@pratiche/contracts';
import { Button, Popconfirm, Space, Upload } from 'antd';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { useUserDocument } from '../api/business-document';

/** Spec 5: one PDF, DOC or DOCX file; the server checks the bytes and the 5 MB limit. */
const accepted = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The 'Documenti' cell (spec 2): the visura's download and delete (confirmed), or its upload. */
export function UserDocumentControl({ user }: { user: UserResponse }) {
  const { upload, remove, open } = useUserDocument();
  const toast = useToast();
  const document = user.businessDocument;

  const onUpload = (file: File) => {
    upload.mutateAsync({ userId: user.id, file }).then(
      () => toast.success('File caricato con successo', 'La visura aziendale è stata caricata correttamente.'),
      () => toast.error('Errore durante il caricamento', 'Errore durante il caricamento del file'),
    );
    return false; // The mutation sends it, not antd's own request.
  };

  if (!document) {
    return (
      <Upload accept={accepted} maxCount={1} showUploadList={false} beforeUpload={onUpload}>
        <Button size="small" icon={<UploadOutlined />} loading={upload.isPending} aria-label={`Carica la visura di ${user.username}`}>
          Carica
        </Button>
      </Upload>
    );
  }
  const onOpen = () =>
    open
      .mutateAsync({ document, tab: window.open('', '_blank') })
      .catch((error: unknown) => toast.error('Errore', errorMessage(error, 'Errore nel download del documento')));
  const onDelete = () =>
    remove.mutateAsync({ userId: user.id, filename: document.filename }).then(
      () => toast.success('Visura eliminata'),
      (error: unknown) => toast.error('Errore', errorMessage(error, "Errore nell'eliminazione della visura")),
    );
  return (
    <Space size={4}>
      <Button
        size="small"
        icon={<DownloadOutlined />}
        loading={open.isPending}
        onClick={() => void onOpen()}
        title={document.originalName}
        aria-label={`Scarica ${document.originalName}`}
      >
        Visura
      </Button>
      <Popconfirm title="Sei sicuro di voler eliminare la visura?" okText="Elimina" okButtonProps={{ danger: true }} cancelText="Annulla" onConfirm={onDelete}>
        <Button size="small" danger icon={<DeleteOutlined />} loading={remove.isPending} aria-label={`Elimina la visura di ${user.username}`} />
      </Popconfirm>
    </Space>
  );
}
