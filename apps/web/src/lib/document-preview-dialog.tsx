import { DownloadOutlined } from '@ant-design/icons';
import { Button, Modal, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { previewKindOfType, type PreviewKind } from './document-preview';
import { saveBlob } from './download';

/** The file to show: its name and how to fetch it with the session (the API checks who may). */
export type PreviewDocument = { name: string; load: () => Promise<Blob> };

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; blob: Blob; url: string; kind: PreviewKind | null };

/** Fetches the file once per document and keeps an object URL for it until the dialog lets it go. */
function useLoadedDocument(document: PreviewDocument | null): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    if (!document) return;
    let url: string | null = null;
    let live = true;
    setLoaded({ state: 'loading' });
    document.load().then(
      (blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setLoaded({ state: 'ready', blob, url, kind: previewKindOfType(blob.type) });
      },
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [document]);
  return loaded;
}

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

function PreviewBody({ loaded, name }: { loaded: Loaded; name: string }) {
  if (loaded.state === 'loading') return <Skeleton active paragraph={{ rows: 10 }} />;
  if (loaded.state === 'failed') return <Result status="error" title="Impossibile aprire il documento" subTitle="Riprova più tardi." />;
  if (loaded.kind === 'pdf') return <iframe src={loaded.url} title={`Anteprima di ${name}`} style={{ width: '100%', height: '100%', border: 0 }} />;
  if (loaded.kind === 'image')
    return <img src={loaded.url} alt={`Anteprima di ${name}`} style={{ display: 'block', maxWidth: '100%', maxHeight: '100%', margin: '0 auto' }} />;
  return <Result status="info" title="Anteprima non disponibile" subTitle="Questo tipo di file non si può mostrare nella pagina: usa 'Scarica'." />;
}
