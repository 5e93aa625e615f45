import { HistoryOutlined } from '@ant-design/icons';
import type { PracticeResponse } from '@pratiche/contracts';
import { type DocumentCategory } from '@pratiche/domain';
import { Button, Divider, Empty, Flex, Modal, Skeleton, Typography } from 'antd';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { LazyCreditTermsSection } from '../../../lib/credit-terms/lazy-credit-terms-section';
import { useMediaQuery } from '../../../lib/use-media-query';
import { previewOf } from '../api/fetch-practice-document';
import { usePracticeToReview } from '../api/get-practice-to-review';
import { DeclaredFacts } from './declared-facts';
import { PracticeDetails } from './practice-details';
import { PracticeDocuments } from './practice-documents';
import { PracticeHistoryTimeline } from './practice-history-timeline';
import { ReviewActions } from './review-actions';
import { SellerDetails } from './seller-details';

// Issue 28's checklist and warnings in their own chunk, like the credit terms.
const DueDiligenceReview = lazy(() => import('./review-signals').then((module) => ({ default: module.DueDiligenceReview })));
// Issue 46: the viewer and a document's review controls load at the first document shown (the dialog is part of the admin panel's first load).
const DocumentPreviewPane = lazy(() => import('../../../lib/document-preview-pane').then((module) => ({ default: module.DocumentPreviewPane })));
const DocumentReview = lazy(() => import('./document-review').then((module) => ({ default: module.DocumentReview })));

/** The practice's full event log (the audit capability's dialog), passed in by the app. */
export type PracticeHistoryDialogProps = { practiceId: number; onClose: () => void };

type Props = { row: PracticeResponse; onClose: () => void; HistoryDialog: ComponentType<PracticeHistoryDialogProps> };
type StoredDocument = PracticeResponse['documents'][DocumentCategory][number];

/** From this width the document shows beside the practice and the decision (1366 px laptops); narrower, below the list. */
const sideBySideQuery = '(min-width: 1200px)';

/**
 * Spec 2 /admin detail dialog: cedente, practice, history, documents, and the review while pending.
 * Issue 46: everything the decision needs in one place: the discount and tribute code, the facts
 * the seller declared, the 6-bis checklist, and each document shown inside the dialog beside the
 * decision (side by side from 1200 px, stacked below the list on a phone), never in a new tab.
 * One way to the practice's full history: 'Storico completo' (the audit log, every event in
 * Italian), under the spec's short 'Storico'.
 */
export function PracticeDetailDialog({ row, onClose, HistoryDialog }: Props) {
  const { data: practice } = usePracticeToReview(row);
  const pending = practice.status === 'pending';
  const [auditOpen, setAuditOpen] = useState(false);
  const sideBySide = useMediaQuery(sideBySideQuery);
  const [previewing, setPreviewing] = useState<string | null>(null);
  const shown = previewing ? documentOf(practice, previewing) : null;
  const sections = (
    <Flex vertical gap={4}>
      <Section title="Cedente">
        <SellerDetails userId={practice.userId} />
      </Section>
      <Section title="Pratica">
        <PracticeDetails practice={practice} />
        <LazyCreditTermsSection practice={practice} />
      </Section>
      <Section title="Dati dichiarati dal cedente">
        <DeclaredFacts facts={practice.dueDiligenceFacts} />
      </Section>
      <Section title="Due diligence">
        <Suspense fallback={null}>
          <DueDiligenceReview practice={practice} />
        </Suspense>
      </Section>
      <Section title="Documenti">
        <PracticeDocuments practice={practice} previewing={shown?.filename ?? null} onPreview={(document) => setPreviewing(document.filename)} />
      </Section>
      {!sideBySide && shown ? <Viewer practiceId={practice.id} document={shown} onClose={() => setPreviewing(null)} stacked /> : null}
      <Section title="Storico">
        <PracticeHistoryTimeline practice={practice} />
        <Button icon={<HistoryOutlined />} onClick={() => setAuditOpen(true)}>
          Storico completo
        </Button>
      </Section>
    </Flex>
  );
  return (
    <Modal
      open
      title={`Pratica #${practice.id}`}
      onCancel={onClose}
      width={sideBySide ? 'min(1320px, calc(100vw - 48px))' : 880}
      style={sideBySide ? { top: 24 } : undefined}
      styles={sideBySide ? { body: { display: 'flex', gap: 24, height: 'calc(100dvh - 250px)', minHeight: 400 } } : undefined}
      footer={pending ? <ReviewActions practiceId={practice.id} onClose={onClose} /> : <Button onClick={onClose}>Chiudi</Button>}
      destroyOnHidden
    >
      {sideBySide ? (
        <>
          {/* Two columns that scroll on their own: the document stays in sight while the admin reads the practice. */}
          <div style={{ flex: '1 1 0', minWidth: 0, overflowY: 'auto', paddingRight: 8 }} data-testid="review-details">
            {sections}
          </div>
          <div style={{ flex: '1 1 0', minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            {shown ? (
              <Viewer practiceId={practice.id} document={shown} onClose={() => setPreviewing(null)} />
            ) : (
              <Flex align="center" justify="center" style={{ height: '100%', border: '1px dashed #d9d9d9', borderRadius: 8 }}>
                <Empty description="Apri un documento dall'elenco per vederlo qui, accanto alla decisione" />
              </Flex>
            )}
          </div>
        </>
      ) : (
        sections
      )}
      {auditOpen ? <HistoryDialog practiceId={practice.id} onClose={() => setAuditOpen(false)} /> : null}
    </Modal>
  );
}

const documentOf = (practice: PracticeResponse, filename: string): StoredDocument | null =>
  [...practice.documents.societari, ...practice.documents.fiscali].find((document) => document.filename === filename) ?? null;

type ViewerProps = { practiceId: number; document: StoredDocument; onClose: () => void; stacked?: boolean };

/** The document shown, with its own 'Approva' / 'Rifiuta' above it; stacked, it scrolls into sight when a document is chosen. */
function Viewer({ practiceId, document, onClose, stacked = false }: ViewerProps) {
  const { filename, originalName } = document;
  // One fetch per document shown: the preview reloads only when another file is chosen.
  const preview = useMemo(() => previewOf({ filename, originalName }), [filename, originalName]);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (stacked) ref.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [stacked, filename]);
  return (
    <div ref={ref} style={stacked ? { height: 'min(80vh, calc(100dvh - 120px))', minHeight: 420, marginTop: 12 } : { height: '100%' }}>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 10 }} />}>
        <DocumentPreviewPane document={preview} onClose={onClose}>
          <DocumentReview practiceId={practiceId} document={document} />
        </DocumentPreviewPane>
      </Suspense>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Divider orientation="left" orientationMargin={0} style={{ marginBlock: 12 }}>
        <Typography.Text strong>{title}</Typography.Text>
      </Divider>
      {children}
    </section>
  );
}
