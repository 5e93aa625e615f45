import { practiceLimits } from '@pratiche/domain';
import { Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { type ReviewDecision, useReviewPractice } from '../api/review-practice';

type Props = { practiceId: number; onClose: () => void };

const decisions: { status: ReviewDecision; label: string; danger?: boolean; primary?: boolean }[] = [
  { status: 'rejected', label: 'Rifiuta', danger: true },
  { status: 'integration_required', label: 'Richiedi Integrazione' },
  { status: 'approved', label: 'Approva', primary: true },
];

/**
 * Spec 2 /admin detail, offered only while the practice is pending: an optional comment and
 * 'Chiudi', 'Rifiuta', 'Richiedi Integrazione', 'Approva'. A decision closes the dialog.
 */
export function ReviewActions({ practiceId, onClose }: Props) {
  const [comment, setComment] = useState('');
  const review = useReviewPractice();
  const toast = useToast();

  // mutateAsync, not mutate's callbacks: the saved status unmounts these buttons before they would run.
  const decide = (status: ReviewDecision) =>
    review.mutateAsync({ id: practiceId, status, comment }).then(
      () => {
        toast.success('Stato aggiornato');
        onClose();
      },
      (error: unknown) => toast.error('Errore', errorMessage(error, "Si è verificato un errore durante l'aggiornamento dello stato della pratica.")),
    );

  return (
    <Flex vertical gap={12}>
      <Input.TextArea
        aria-label="Commento"
        placeholder="Commento per il cedente (facoltativo)"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        maxLength={practiceLimits.maxCommentLength}
        autoSize={{ minRows: 2, maxRows: 6 }}
      />
      <Flex wrap gap={8} justify="flex-end">
        <Button onClick={onClose}>Chiudi</Button>
        {decisions.map(({ status, label, danger, primary }) => (
          <Button
            key={status}
            danger={danger}
            type={primary ? 'primary' : 'default'}
            disabled={review.isPending}
            loading={review.isPending && review.variables?.status === status}
            onClick={() => decide(status)}
          >
            {label}
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}
