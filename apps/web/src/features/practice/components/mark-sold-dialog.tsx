import type { PracticeResponse } from '@pratiche/contracts';
import { Modal, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { radioGroupRole } from '../../../lib/radio-group-role';
import { useToast } from '../../../lib/use-toast';
import { useMarkPracticeSold } from '../api/mark-practice-sold';

type Props = { practice: PracticeResponse | null; onClose: () => void; onSold?: () => void };

/**
 * Spec 4: marking an approved practice ceduta asks whether the sale went through the platform
 * (yes by default). Spec 8 names the toasts.
 */
export function MarkSoldDialog({ practice, onClose, onSold }: Props) {
  const [viaPortal, setViaPortal] = useState(true);
  const markSold = useMarkPracticeSold();
  const toast = useToast();

  const confirm = () => {
    if (!practice) return;
    markSold.mutate(
      { id: practice.id, viaPortal },
      {
        onSuccess: () => {
          toast.success('Stato vendita aggiornato');
          onSold?.();
          onClose();
        },
        onError: (error) => toast.error('Errore', errorMessage(error, "Si è verificato un errore durante l'aggiornamento dello stato della pratica.")),
      },
    );
  };

  return (
    <Modal
      open={practice !== null}
      title={practice ? `Segna come ceduta la pratica #${practice.id}` : ''}
      okText="Conferma"
      cancelText="Annulla"
      onOk={confirm}
      onCancel={onClose}
      confirmLoading={markSold.isPending}
      // Back to the default once closed: reset on opening, it would undo a quick first choice.
      afterOpenChange={(open) => !open && setViaPortal(true)}
      destroyOnHidden
    >
      <Typography.Paragraph>La pratica risulterà definitivamente ceduta e non sarà più disponibile nel marketplace.</Typography.Paragraph>
      <Typography.Paragraph strong id="via-portal-question">
        La vendita è avvenuta tramite la piattaforma?
      </Typography.Paragraph>
      <Radio.Group
        {...radioGroupRole}
        aria-labelledby="via-portal-question"
        value={viaPortal}
        onChange={(event) => setViaPortal(event.target.value as boolean)}
      >
        <Space direction="vertical">
          <Radio value={true}>Sì, tramite la piattaforma</Radio>
          <Radio value={false}>No, al di fuori della piattaforma</Radio>
        </Space>
      </Radio.Group>
    </Modal>
  );
}
