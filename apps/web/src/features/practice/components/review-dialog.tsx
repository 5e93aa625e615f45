import { HistoryOutlined } from '@ant-design/icons';
import type { PracticeResponse } from '@pratiche/contracts';
import { Button, Collapse, Divider, Flex, Modal, Typography } from 'antd';
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { LazyCreditTermsSection } from '../../../lib/credit-terms/lazy-credit-terms-section';
import { PracticeTimeline } from '../../../lib/practice-timeline/practice-timeline';
import { usePracticeToReview } from '../api/get-practice-to-review';
import { PracticeDetails } from './practice-details';
import { PracticeDocuments } from './practice-documents';
import { PracticeHistoryTimeline } from './practice-history-timeline';
import { ReviewActions } from './review-actions';
import { SellerDetails } from './seller-details';

// Issue 28's checklist and warnings in their own chunk, like the credit terms.
const DueDiligenceReview = lazy(() => import('./review-signals').then((module) => ({ default: module.DueDiligenceReview })));

/** The practice's full event log (the audit capability's dialog), passed in by the app. */
export type PracticeHistoryDialogProps = { practiceId: number; onClose: () => void };

type Props = { row: PracticeResponse; onClose: () => void; HistoryDialog: ComponentType<PracticeHistoryDialogProps> };

/** Spec 2 /admin detail dialog: cedente, practice, history (and the full event log, issue 7), documents, and the review while pending. */
export function PracticeDetailDialog({ row, onClose, HistoryDialog }: Props) {
  const { data: practice } = usePracticeToReview(row);
  const pending = practice.status === 'pending';
  const [auditOpen, setAuditOpen] = useState(false);
  return (
    <Modal
      open
      title={`Pratica #${practice.id}`}
      onCancel={onClose}
      width={880}
      footer={pending ? <ReviewActions practiceId={practice.id} onClose={onClose} /> : <Button onClick={onClose}>Chiudi</Button>}
      destroyOnHidden
    >
      <Flex vertical gap={4}>
        <Section title="Cedente">
          <SellerDetails userId={practice.userId} />
        </Section>
        <Section title="Pratica">
          <PracticeDetails practice={practice} />
          <LazyCreditTermsSection practice={practice} />
        </Section>
        <Section title="Storico">
          <PracticeHistoryTimeline practice={practice} />
          <Button icon={<HistoryOutlined />} onClick={() => setAuditOpen(true)}>
            Storico completo
          </Button>
        </Section>
        {/* Folded: its review lines repeat the 'Storico' above, which the spec lays out. */}
        <Collapse
          size="small"
          items={[
            { key: 'timeline', label: 'Cronologia completa (revisioni, modifiche, acquisti)', children: <PracticeTimeline practiceId={practice.id} bare /> },
          ]}
        />
        <Section title="Due diligence">
          <Suspense fallback={null}>
            <DueDiligenceReview practice={practice} />
          </Suspense>
        </Section>
        <Section title="Documenti">
          <PracticeDocuments practice={practice} />
        </Section>
      </Flex>
      {auditOpen ? <HistoryDialog practiceId={practice.id} onClose={() => setAuditOpen(false)} /> : null}
    </Modal>
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
