import { CloseOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Result, Skeleton, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { previewKindOfType, type PreviewKind } from './document-preview';
import { saveBlob } from './download';

/** The file to show: its name and how to fetch it with the session (the API checks who may). */
export type PreviewDocument = { name: string; load: () => Promise<Blob> };

export type LoadedDocument = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; blob: Blob; url: string; kind: PreviewKind | null };

/** Fetches the file once per document and keeps an object URL for it until the viewer lets it go. */
export function useLoadedDocument(document: PreviewDocument | null): LoadedDocument {
  const [loaded, setLoaded] = useState<LoadedDocument>({ state: 'loading' });
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
 * What the viewer shows (issue 26): PDFs in the browser's own viewer in a frame, pictures as
 * images. The file comes through the API with the session and is framed as a `blob:` URL of this
 * page: the API's answer stays `attachment` and unframeable, and the CSP allows `frame-src blob:` only.
 */
export function PreviewBody({ loaded, name }: { loaded: LoadedDocument; name: string }) {
  if (loaded.state === 'loading') return <Skeleton active paragraph={{ rows: 10 }} />;
  if (loaded.state === 'failed') return <Result status="error" title="Impossibile aprire il documento" subTitle="Riprova più tardi." />;
  if (loaded.kind === 'pdf') return <iframe src={loaded.url} title={`Anteprima di ${name}`} style={{ width: '100%', height: '100%', border: 0 }} />;
  if (loaded.kind === 'image')
    return <img src={loaded.url} alt={`Anteprima di ${name}`} style={{ display: 'block', maxWidth: '100%', maxHeight: '100%', margin: '0 auto' }} />;
  return <Result status="info" title="Anteprima non disponibile" subTitle="Questo tipo di file non si può mostrare nella pagina: usa 'Scarica'." />;
}

type PaneProps = { document: PreviewDocument; onClose: () => void; children?: ReactNode };

/**
 * Issue 46: the document inside the page beside what the reader decides about it (the admin's
 * review dialog), instead of a dialog over the dialog: its name, 'Scarica' and a close button,
 * `children` (the decision's controls), then the file filling the rest of the pane's height.
 */
export function DocumentPreviewPane({ document, onClose, children }: PaneProps) {
  const loaded = useLoadedDocument(document);
  const download = loaded.state === 'ready' ? () => saveBlob(loaded.blob, document.name) : undefined;
  return (
    <section
      aria-label={`Anteprima di ${document.name}`}
      data-testid="document-preview-pane"
      style={{ display: 'flex', flexDirection: 'column', gap: 8, height: '100%' }}
    >
      <Flex align="center" gap={8}>
        <Typography.Text strong ellipsis={{ tooltip: document.name }} style={{ flex: '1 1 auto', minWidth: 0 }}>
          {document.name}
        </Typography.Text>
        <Button icon={<DownloadOutlined />} disabled={!download} onClick={download}>
          Scarica
        </Button>
        <Button icon={<CloseOutlined />} onClick={onClose} aria-label="Chiudi l'anteprima" />
      </Flex>
      {children}
      <div style={{ flex: '1 1 auto', minHeight: 360 }}>
        <PreviewBody loaded={loaded} name={document.name} />
      </div>
    </section>
  );
}
