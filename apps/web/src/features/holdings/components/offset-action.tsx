import { holdingsApiMessages, type HoldingResponse } from '@pratiche/contracts';
import { Button, Typography } from 'antd';
import { errorMessage } from '../../../lib/api-client';
import { ConfirmOnClick } from '../../../lib/confirm-on-click';
import { useToast } from '../../../lib/use-toast';
import { useChooseOffset } from '../api/holdings';
import { offsetButtonLabel, offsetConfirmation, offsetStanding, practiceText, rataText } from '../holdings-view';

/**
 * 'Comunica scelta di compensazione' for a rata still open to it, behind a confirmation that says
 * the choice is irrevocable; 'Scaduta' past its year; nothing once chosen (its tag says it).
 */
export function OffsetAction({ holding, now }: { holding: HoldingResponse; now: string }) {
  const standing = offsetStanding(holding, now);
  if (standing === 'chosen') return null;
  if (standing === 'expired') return <Typography.Text type="secondary">Scaduta: non più compensabile</Typography.Text>;
  return <OffsetButton holding={holding} />;
}

function OffsetButton({ holding }: { holding: HoldingResponse }) {
  const choose = useChooseOffset();
  const toast = useToast();
  const { title, description } = offsetConfirmation(holding);
  const confirm = () =>
    choose.mutateAsync(holding).then(
      () => toast.success(holdingsApiMessages.offsetRecorded, `Rata ${rataText(holding)} di «${practiceText(holding)}»`),
      (error: unknown) => toast.error('Scelta non registrata', errorMessage(error, 'Riprova tra qualche istante')),
    );
  return (
    <ConfirmOnClick
      title={title}
      description={description}
      // Long words in a narrow box: it stays inside a 390 px screen.
      styles={{ root: { maxWidth: 'min(360px, calc(100vw - 24px))' } }}
      okText="Comunica la scelta"
      cancelText="Annulla"
      onConfirm={confirm}
    >
      <Button loading={choose.isPending} aria-label={offsetButtonLabel(holding)}>
        Comunica scelta di compensazione
      </Button>
    </ConfirmOnClick>
  );
}
