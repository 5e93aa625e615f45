import type { MarketplacePractice } from '@pratiche/contracts';
import { Divider, Modal, Typography } from 'antd';
import { DeclarationNote } from '../../../lib/due-diligence/declaration-note';
import { DueDiligenceChecklist } from '../../../lib/due-diligence/due-diligence-checklist';
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
          {/* Issue 28: which documents are there and approved, never the files until bought. */}
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            Documentazione (art. 121 c. 6-bis)
          </Typography.Title>
          <DueDiligenceChecklist dueDiligence={practice.dueDiligence} documentazione6bisCompleta={practice.documentazione6bisCompleta} />
          {/* Issue 45: the seller's latest declaration and the date of its Piattaforma extract. */}
          <div style={{ marginTop: 12 }}>
            <DeclarationNote declaration={practice.lastDeclaration} />
          </div>
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
