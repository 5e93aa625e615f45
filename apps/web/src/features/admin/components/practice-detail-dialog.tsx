import type { PracticeResponse } from '@pratiche/contracts';
import { Button, Divider, Flex, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { usePractice } from '../api/get-practice';
import { PracticeDetails } from './practice-details';
import { PracticeDocuments } from './practice-documents';
import { PracticeHistoryTimeline } from './practice-history-timeline';
import { ReviewActions } from './review-actions';
import { SellerDetails } from './seller-details';

type Props = { row: PracticeResponse; onClose: () => void };

/** Spec 2 /admin detail dialog: cedente, practice, history, documents, and the review while pending. */
export function PracticeDetailDialog({ row, onClose }: Props) {
  const { data: practice } = usePractice(row);
  const pending = practice.status === 'pending';
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
        </Section>
        <Section title="Storico">
          <PracticeHistoryTimeline practice={practice} />
        </Section>
        <Section title="Documenti">
          <PracticeDocuments practice={practice} />
        </Section>
      </Flex>
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
