import { DeleteOutlined, FileTextOutlined, InboxOutlined } from '@ant-design/icons';
import type { UserResponse } from '@pratiche/contracts';
import { Alert, Button, Flex, Progress, Typography, Upload, type UploadProps } from 'antd';
import { type DragEvent, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useBusyUploadText } from '../../../lib/use-busy-upload-text';
import { useToast } from '../../../lib/use-toast';
import { useUploadBusinessDocument } from '../api/upload-business-document';
import { businessDocumentAccept, formatRejections, rejectBusinessDocuments } from './business-document-rules';

export type StoredDocument = NonNullable<UserResponse['businessDocument']>;

type Props = {
  /** Set by the antd Form.Item that holds the field. */
  value?: StoredDocument | null;
  onChange?: (value: StoredDocument | null) => void;
};

/**
 * The visura widget of spec 2/4: empty, then the uploaded file with a remove button, then
 * empty again. The file is uploaded as soon as it is chosen, so registration only sends
 * the server's name for it.
 */
export function BusinessDocumentUpload({ value, onChange }: Props) {
  const upload = useUploadBusinessDocument();
  const busy = useBusyUploadText(upload.isPending);
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  // Issue 8: the upload shows how far it is.
  const [percent, setPercent] = useState(0);
  const dragging = useDragState();
  // rc-upload passes only the first of several dropped files on, so the count is taken here.
  const droppedNames = useRef<string[] | null>(null);

  const fail = (message: string) => {
    setError(message);
    toast.error('Errore durante il caricamento', message);
  };

  const start = (file: File) => {
    setError(null);
    setPercent(0);
    upload.mutate(
      { file, onProgress: (progress) => setPercent(progress.percent ?? 0) },
      {
        onSuccess: ({ originalName, filename }) => {
          onChange?.({ originalName, filename });
          toast.success('File caricato con successo', 'La visura aziendale è stata caricata correttamente.');
        },
        onError: (uploadError) => fail(errorMessage(uploadError, 'Errore durante il caricamento')),
      },
    );
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const names = droppedNames.current;
    droppedNames.current = null;
    const batch = names ? names.map((name) => ({ name, type: '', size: 0 })) : [file];
    const rejections = rejectBusinessDocuments(batch);
    if (rejections.length > 0) fail(formatRejections(rejections));
    else start(file);
    return Upload.LIST_IGNORE;
  };

  const onDropCapture = (event: DragEvent) => {
    dragging.stop();
    const files = Array.from(event.dataTransfer.files);
    droppedNames.current = files.length > 1 ? files.map((file) => file.name) : null;
  };

  if (value) return <UploadedFile document={value} onRemove={() => onChange?.(null)} />;

  return (
    <Flex vertical gap={8}>
      <div onDragEnter={dragging.start} onDragOver={dragging.start} onDragLeave={dragging.leave} onDropCapture={onDropCapture}>
        <Upload.Dragger
          name="file"
          multiple={false}
          accept={businessDocumentAccept}
          showUploadList={false}
          beforeUpload={beforeUpload}
          disabled={upload.isPending}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text" style={busy.text}>
            {upload.isPending ? 'Caricamento in corso...' : dragging.active ? 'Rilascia il file qui' : 'Trascina la visura qui o clicca per selezionarla'}
          </p>
          <p className="ant-upload-hint" style={busy.hint}>
            Formati accettati: PDF, DOC, DOCX (max 5MB)
          </p>
        </Upload.Dragger>
      </div>
      {upload.isPending && (
        <Progress percent={percent} size="small" status="active" aria-label={`Caricamento della visura: ${percent}%`} data-testid="upload-progress" />
      )}
      {error && <Alert type="error" showIcon message={error} />}
    </Flex>
  );
}

function UploadedFile({ document, onRemove }: { document: StoredDocument; onRemove: () => void }) {
  return (
    <Flex align="center" justify="space-between" gap={8} style={{ border: '1px solid #d9d9d9', borderRadius: 8, padding: '8px 12px' }}>
      <Flex align="center" gap={8} style={{ minWidth: 0 }}>
        <FileTextOutlined />
        <Typography.Text ellipsis={{ tooltip: document.originalName }}>{document.originalName}</Typography.Text>
      </Flex>
      <Button type="text" danger icon={<DeleteOutlined />} onClick={onRemove} aria-label="Rimuovi file">
        Rimuovi
      </Button>
    </Flex>
  );
}

/** Whether a file is being dragged over the area; leaving for a child element does not count. */
function useDragState() {
  const [active, setActive] = useState(false);
  return {
    active,
    start: () => setActive(true),
    stop: () => setActive(false),
    leave: (event: DragEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setActive(false);
    },
  };
}
