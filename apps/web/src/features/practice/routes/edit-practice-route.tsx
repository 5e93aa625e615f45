import { practiceMessages } from '@pratiche/domain';
import { Card, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { usePractice } from '../api/get-practice';
import { useUpdatePractice } from '../api/update-practice';
import { IntegrationRequestAlert } from '../components/integration-request-alert';
import { PracticeForm } from '../components/practice-form';
import { PracticeLoadError } from '../components/practice-load-error';
import { PracticePage, PracticePageSkeleton } from '../components/practice-page';
import { fromPractice, type PracticeFormValues, toPracticeRequest, yearChoices } from '../practice-form-values';
import { parsePracticeId } from '../practice-id';
import { canEdit } from '../practice-rules';
import { useSeller } from '../seller-context';

/**
 * Spec 2 /practice/{id}/edit: only the owner, only while integration_required; the latest
 * comment is the integration request. Saving sends the practice back to review and returns to /practices.
 */
export function EditPracticeRoute() {
  const id = parsePracticeId(useParams().id);
  if (id === null) return <PracticeLoadError fallback="ID pratica mancante." />;
  return <EditPractice id={id} />;
}

function EditPractice({ id }: { id: number }) {
  const seller = useSeller();
  const { data: practice, error, isPending } = usePractice(id);
  const update = useUpdatePractice();
  const toast = useToast();
  const navigate = useNavigate();
  const [now] = useState(() => new Date());

  if (isPending) return <PracticePageSkeleton />;
  if (!practice) return <PracticeLoadError error={error} />;
  if (practice.userId !== seller.id || !canEdit(practice)) return <PracticeLoadError fallback={practiceMessages.editNotAllowed} />;

  const submit = async (values: PracticeFormValues) => {
    try {
      await update.mutateAsync({ id, body: toPracticeRequest(values, seller.id) });
    } catch (saveError) {
      toast.error('Errore', errorMessage(saveError, 'Errore durante il salvataggio'));
      return false;
    }
    toast.success('Pratica aggiornata', 'La pratica è stata aggiornata ed è in attesa di verifica.');
    navigate('/practices');
    return true;
  };

  return (
    <PracticePage maxWidth={900}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Modifica pratica #{practice.id}
      </Typography.Title>
      <IntegrationRequestAlert practice={practice} />
      <Card>
        <PracticeForm
          initialValues={fromPractice(practice)}
          years={yearChoices(now, practice.year)}
          submitLabel="Invia integrazione"
          saving={update.isPending}
          onSubmit={submit}
          existingDocuments={practice.documents}
          practiceId={practice.id}
        />
      </Card>
    </PracticePage>
  );
}
