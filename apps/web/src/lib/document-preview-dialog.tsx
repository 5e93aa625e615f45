import { DownloadOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { type PreviewDocument, PreviewBody, useLoadedDocument } from './document-preview-pane';
import { saveBlob } from './download';

export type { PreviewDocument } from './document-preview-pane';

/**
 * A document shown inside the page (issue 26): PDFs in the browser's own viewer in a frame,
 * pictures as images. The file comes through the API with the session, so only those allowed
 * see it, and is framed as a `blob:` URL of this page: the API's answer itself stays
 * `attachment` and unframeable (X-Frame-Options), and the page's CSP allows `frame-src blob:` only.
 */
export function DocumentPreviewDialog({ document, onClose }: { document: PreviewDocument | null; onClose: () => void }) {
  const loaded = useLoadedDocument(document);
  const download = loaded.state === 'ready' && document ? () => saveBlob(loaded.blob, document.name) : undefined;
  return (
    <Modal
      open={document !== null}
      title={document?.name}
      onCancel={onClose}
      width={960}
      destroyOnHidden
      footer={[
        <Button key="download" icon={<DownloadOutlined />} disabled={!download} onClick={download}>
          Scarica
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          Chiudi
        </Button>,
      ]}
    >
      {/* The dialog's header and footer take about 240 px: on a phone the whole dialog stays in the window. */}
      <div style={{ height: 'min(70vh, calc(100dvh - 240px))', minHeight: 280 }}>
        <PreviewBody loaded={loaded} name={document?.name ?? ''} />
      </div>
    </Modal>
  );
}
