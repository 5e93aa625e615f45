import type { MyPractice } from '@pratiche/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Descriptions, Divider, Modal, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { formatDateTime } from '../../../lib/format';
import { PracticeTimeline } from '../../../lib/practice-timeline/practice-timeline';
import { marketplaceQueryKey } from '../api/marketplace-queries';
import { creditTypeLabel } from '../marketplace-list';
import type { NegotiationPanelSlot } from '../marketplace-user';
import { DocumentsPanel } from './documents-panel';
import { ExclusivityCountdown } from './exclusivity-countdown-text';
import { PracticeFacts } from './practice-facts';
import { SellerInfo } from './seller-info';

// Issue 27's schedule (codes in clear once bought) and chain, in their own chunk: the list opens without them.
const CreditTermsPanel = lazy(() => import('./credit-terms-panel').then((module) => ({ default: module.CreditTermsPanel })));

/** Spec 2 'Le Mie Pratiche': a bought practice with the seller's data and the documents. */
export function MyPracticeDialog({
  practice,
  onClose,
  NegotiationPanel,
}: {
  practice: MyPractice | null;
  onClose: () => void;
  NegotiationPanel: NegotiationPanelSlot;
}) {
  const queryClient = useQueryClient();
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
                <ExclusivityCountdown end={practice.exclusivityEndDate} saleStatus={practice.saleStatus} />
              </Descriptions.Item>
            )}
          </Descriptions>
          {/* Issue 29: the exclusivity holder negotiates here; the rate's status follows each step. */}
          {practice.accessType === 'exclusive' && (
            <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
              <Divider />
              <NegotiationPanel practice={practice} party="buyer" onChanged={() => void queryClient.invalidateQueries({ queryKey: marketplaceQueryKey })} />
            </Suspense>
          )}
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
