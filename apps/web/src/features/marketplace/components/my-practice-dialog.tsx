import type { MyPractice } from '@pratiche/contracts';
import { Descriptions, Divider, Modal, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { formatDateTime } from '../../../lib/format';
import { PracticeTimeline } from '../../../lib/practice-timeline/practice-timeline';
import { creditTypeLabel } from '../marketplace-list';
import { DocumentsPanel } from './documents-panel';
import { ExclusivityCountdown } from './exclusivity-countdown-text';
import { PracticeFacts } from './practice-facts';
import { SellerInfo } from './seller-info';

// Issue 27's schedule (codes in clear once bought) and chain, in their own chunk: the list opens without them.
const CreditTermsPanel = lazy(() => import('./credit-terms-panel').then((module) => ({ default: module.CreditTermsPanel })));

/** Spec 2 'Le Mie Pratiche': a bought practice with the seller's data and the documents. */
export function MyPracticeDialog({ practice, onClose }: { practice: MyPractice | null; onClose: () => void }) {
  return (
    <Modal
      open={practice !== null}
      onCancel={onClose}
      footer={null}
      width={760}
      title={practice && `${creditTypeLabel(practice.type)} ${practice.year} · Pratica #${practice.id}`}
      destroyOnHidden
    >
      {practice && (
        <>
          <PracticeFacts practice={practice} />
          <Descriptions size="small" column={1} style={{ marginTop: 12 }}>
            <Descriptions.Item label="Accesso">{practice.accessType === 'exclusive' ? 'Esclusivo' : 'Base'}</Descriptions.Item>
            <Descriptions.Item label="Acquistata il">{formatDateTime(practice.purchasedAt)}</Descriptions.Item>
            {practice.accessType === 'exclusive' && (
              <Descriptions.Item label="Esclusività">
                <ExclusivityCountdown end={practice.exclusivityEndDate} />
              </Descriptions.Item>
            )}
          </Descriptions>
          <Divider />
          <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
            <CreditTermsPanel practice={practice} />
          </Suspense>
          <Divider />
          <SellerInfo userId={practice.userId} />
          <Divider />
          <DocumentsPanel practice={practice} documents={practice.documents} />
          <Divider />
          <PracticeTimeline practiceId={practice.id} />
        </>
      )}
    </Modal>
  );
}
