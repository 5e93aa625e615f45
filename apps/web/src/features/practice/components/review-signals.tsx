import type { PracticeResponse } from '@pratiche/contracts';
import { Alert, Flex } from 'antd';
import { DueDiligenceChecklist } from '../../../lib/due-diligence/due-diligence-checklist';
import { useReviewSignals } from '../api/due-diligence';

/** Issue 28 in the admin's dialog: the checklist and the warnings computed from the data, never blocking. */
export function DueDiligenceReview({ practice }: { practice: PracticeResponse }) {
  const signals = useReviewSignals(practice.id);
  return (
    <Flex vertical gap={12}>
      {signals.data && signals.data.length > 0 && (
        <Alert
          type="warning"
          showIcon
          message="Segnalazioni per la verifica"
          data-testid="review-signals"
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {signals.data.map((signal, index) => (
                <li key={`${signal.code}-${index}`}>{signal.message}</li>
              ))}
            </ul>
          }
        />
      )}
      <DueDiligenceChecklist dueDiligence={practice.dueDiligence} documentazione6bisCompleta={practice.documentazione6bisCompleta} />
    </Flex>
  );
}
