import { Card, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { useCreatePractice } from '../api/create-practice';
import { PracticeForm } from '../components/practice-form';
import { PracticePage } from '../components/practice-page';
import { newPracticeDefaults, type PracticeFormValues, toPracticeRequest, yearChoices } from '../practice-form-values';
import { useSeller } from '../seller-context';

/** Spec 2 /practice/new: after a successful create the seller goes to /practices. */
export function NewPracticeRoute() {
  const seller = useSeller();
  const create = useCreatePractice();
  const toast = useToast();
  const navigate = useNavigate();
  const [now] = useState(() => new Date());

  const submit = async (values: PracticeFormValues) => {
    try {
      await create.mutateAsync(toPracticeRequest(values, seller.id));
    } catch (error) {
      toast.error('Errore', errorMessage(error, 'Errore durante il salvataggio'));
      return false;
    }
    toast.success('Pratica creata', 'La pratica è stata inviata ed è in attesa di verifica.');
    navigate('/practices');
    return true;
  };

  return (
    <PracticePage maxWidth={900}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Nuova pratica
      </Typography.Title>
      <Card>
        <PracticeForm
          initialValues={newPracticeDefaults(now)}
          years={yearChoices(now)}
          submitLabel="Invia pratica"
          saving={create.isPending}
          onSubmit={submit}
        />
      </Card>
    </PracticePage>
  );
}
