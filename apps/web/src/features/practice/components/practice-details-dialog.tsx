import type { PracticeResponse } from '@pratiche/contracts';
import { Button, Divider, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { LazyCreditTermsSection } from '../../../lib/credit-terms/lazy-credit-terms-section';
import { canEdit, canMarkSold } from '../practice-rules';
import { PracticeComments } from './practice-comments';
import { PracticeDocumentsList } from './practice-documents-list';
import { PracticeSummary } from './practice-summary';

type Props = { practice: PracticeResponse | null; onClose: () => void; onMarkSold: (practice: PracticeResponse) => void };

/** The details dialog of 'Pratiche in vendita' (spec 2): fields, documents, comments, and the seller's next step. */
export function PracticeDetailsDialog({ practice, onClose, onMarkSold }: Props) {
  const navigate = useNavigate();
  const footer = practice && [
    <Button key="close" onClick={onClose}>
      Chiudi
    </Button>,
    canEdit(practice) && (
      <Button key="edit" type="primary" onClick={() => navigate(`/practice/${practice.id}/edit`)}>
        Modifica
      </Button>
    ),
    canMarkSold(practice) && (
      <Button key="sold" type="primary" onClick={() => onMarkSold(practice)}>
        Segna come ceduta
      </Button>
    ),
  ];
  return (
    <Modal open={practice !== null} title={practice ? `Pratica #${practice.id}` : ''} onCancel={onClose} footer={footer} width={760} destroyOnHidden>
      {practice && (
        <>
          <PracticeSummary practice={practice} />
          <LazyCreditTermsSection practice={practice} />
          <Divider orientation="left">Documenti</Divider>
          <PracticeDocumentsList documents={practice.documents} />
          <Divider orientation="left">Commenti</Divider>
          <PracticeComments comments={practice.comments} />
          <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
            <Typography.Link onClick={() => navigate(`/practice/${practice.id}`)}>Apri la pagina della pratica</Typography.Link>
          </Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
