import type { PracticeResponse } from '@pratiche/contracts';
import { dueDiligenceMessages, type DocumentCategory } from '@pratiche/domain';
import { Button, Flex, Input, Radio, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { radioGroupRole } from '../../../lib/radio-group-role';
import { useToast } from '../../../lib/use-toast';
import { useReviewPracticeDocument } from '../api/due-diligence';

type StoredDocument = PracticeResponse['documents'][DocumentCategory][number];

/**
 * Issue 28: the admin approves a document, or rejects it with the reason the seller will read. A
 * radio group (the decision is a state of the file), so it is never confused with the dialog's
 * own 'Approva' and 'Rifiuta' buttons, which decide the whole practice.
 */
export function DocumentReview({ practiceId, document }: { practiceId: number; document: StoredDocument }) {
  const review = useReviewPracticeDocument();
  const toast = useToast();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const send = (decision: 'approved' | 'rejected') =>
    review.mutate(
      { practiceId, filename: document.filename, body: { decision, reason: decision === 'rejected' ? reason.trim() : null } },
      {
        onSuccess: () => {
          toast.success('Verifica del documento salvata');
          setRejecting(false);
          setReason('');
        },
        onError: (error) => toast.error('Errore', errorMessage(error, 'Esito della verifica non valido')),
      },
    );
  const choose = (decision: 'approved' | 'rejected') => {
    if (decision === 'approved') {
      setRejecting(false);
      send('approved');
    } else setRejecting(true);
  };
  return (
    <Flex vertical gap={6}>
      <Radio.Group
        {...radioGroupRole}
        aria-label={`Verifica di ${document.originalName}`}
        size="small"
        optionType="button"
        buttonStyle="solid"
        value={rejecting ? 'rejected' : (document.review?.decision ?? null)}
        disabled={review.isPending}
        onChange={(event) => choose(event.target.value as 'approved' | 'rejected')}
        options={[
          { value: 'approved', label: 'Approva' },
          { value: 'rejected', label: 'Rifiuta' },
        ]}
      />
      {rejecting && (
        <Flex vertical gap={6}>
          <Input.TextArea
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={500}
            autoSize={{ minRows: 2, maxRows: 5 }}
            placeholder="Motivo del rifiuto (obbligatorio)"
            aria-label={`Motivo del rifiuto di ${document.originalName}`}
          />
          <Flex wrap gap={8} align="center">
            <Button size="small" type="primary" danger disabled={reason.trim() === ''} loading={review.isPending} onClick={() => send('rejected')}>
              Conferma rifiuto
            </Button>
            <Button size="small" onClick={() => setRejecting(false)}>
              Annulla
            </Button>
            {reason.trim() === '' && <Typography.Text type="secondary">{dueDiligenceMessages.rejectionReasonRequired}</Typography.Text>}
          </Flex>
        </Flex>
      )}
    </Flex>
  );
}
