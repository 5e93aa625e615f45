import { creditTermsMessages, type UserResponse } from '@pratiche/contracts';
import { buyerKindLabels, buyerRegisters } from '@pratiche/domain';
import { Button, Typography } from 'antd';
import { errorMessage } from '../../../lib/api-client';
import { ConfirmOnClick } from '../../../lib/confirm-on-click';
import { useToast } from '../../../lib/use-toast';
import { useVerifyBuyerKind } from '../api/buyer-kind';
import { canVerifyQualification } from '../buyer-qualification-view';

/**
 * 'Verifica qualifica' for a qualified kind not yet verified (issue 27): asks first, with a link to
 * the public register the number is checked on (issue 46), then the list is fetched again.
 */
export function VerifyQualificationButton({ user }: { user: UserResponse }) {
  const verify = useVerifyBuyerKind();
  const toast = useToast();
  const q = user.buyerQualification;
  if (!user.isCessionario || !canVerifyQualification(q)) return null;
  const register = q.registerNumber ? `, n. ${q.registerNumber}` : '';
  const publicRegister = buyerRegisters[q.kind];
  return (
    <ConfirmOnClick
      title={`Verificare la qualifica di ${user.username} (${buyerKindLabels[q.kind]}${register})? Potrà acquistare i crediti riservati ai soggetti qualificati.`}
      description={
        publicRegister && (
          <Typography.Link href={publicRegister.url} target="_blank" rel="noopener noreferrer">
            Controlla il numero sull'{publicRegister.register}
          </Typography.Link>
        )
      }
      okText="Verifica"
      cancelText="Annulla"
      onConfirm={() =>
        verify.mutateAsync({ id: user.id, seen: { kind: q.kind, registerNumber: q.registerNumber } }).then(
          () => toast.success(creditTermsMessages.buyerKindVerified),
          (error: unknown) => toast.error('Errore', errorMessage(error, 'Errore nella verifica della qualifica')),
        )
      }
    >
      <Button size="small" loading={verify.isPending} aria-label={`Verifica qualifica di ${user.username}`}>
        Verifica qualifica
      </Button>
    </ConfirmOnClick>
  );
}
