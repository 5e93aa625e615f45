import type { MarketplacePractice } from '@pratiche/contracts';
import { Divider, Modal } from 'antd';
import { PracticeTimeline } from '../../../lib/practice-timeline/practice-timeline';
import { creditTypeLabel } from '../marketplace-list';
import type { MarketplaceScreenProps } from '../marketplace-user';
import { CreditTermsPanel } from './credit-terms-panel';
import { DocumentsPanel } from './documents-panel';
import { PracticeFacts } from './practice-facts';
import { PurchasePanel } from './purchase-panel';
import { SellerInfo } from './seller-info';

type Props = { practice: MarketplacePractice | null; onClose: () => void } & MarketplaceScreenProps;

/** Spec 2: a practice's details with its purchases; seller and documents once bought. */
export function PracticeDetailDialog({ practice, onClose, ...screen }: Props) {
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
          <Divider />
          <CreditTermsPanel practice={practice} />
          <Divider />
          <PurchasePanel practice={practice} {...screen} />
          {practice.userId !== null && (
            <>
              <Divider />
              <SellerInfo userId={practice.userId} />
            </>
          )}
          {practice.documents && (
            <>
              <Divider />
              <DocumentsPanel practice={practice} documents={practice.documents} />
              <Divider />
              <PracticeTimeline practiceId={practice.id} />
            </>
          )}
        </>
      )}
    </Modal>
  );
}
