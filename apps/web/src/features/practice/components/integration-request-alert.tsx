import type { PracticeResponse } from '@pratiche/contracts';
import { Alert } from 'antd';
import { formatDateTime } from '../../../lib/format';
import { latestComment } from '../practice-rules';

/** Spec 2 /practice/{id}/edit: the latest comment shown as the integration request. */
export function IntegrationRequestAlert({ practice }: { practice: PracticeResponse }) {
  const comment = latestComment(practice);
  return (
    <Alert
      type="warning"
      showIcon
      message="Richiesta di integrazione"
      description={
        comment ? (
          <>
            <div style={{ whiteSpace: 'pre-wrap' }}>{comment.text}</div>
            <small>Admin, {formatDateTime(comment.date)}</small>
          </>
        ) : (
          "L'amministratore ha richiesto un'integrazione dei documenti o dei dati della pratica."
        )
      }
    />
  );
}
