import { FilePdfOutlined } from '@ant-design/icons';
import { negotiationApiMessages, type ClosingResponse } from '@pratiche/contracts';
import {
  closingStepActor,
  closingStepLabels,
  closingStepsByPath,
  italianDate,
  negotiationMessages,
  suspensionDaysLeft,
  type ClosingEndCause,
  type ClosingStep,
  type NegotiationParty,
} from '@pratiche/domain';
import { Alert, Button, Card, Flex, Steps, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatEuro } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { useDownloadOfferDraft, type OfferDraft } from '../api/download-offer-draft';
import { useAbandonClosing } from '../api/offers';
import { closingTurnText, coveredRateText } from '../negotiation-view';
import { ClosingStepForm } from './closing-step-forms';
import { EndWithReasonButton } from './end-with-reason-button';
import { useActionFeedback } from './use-action-feedback';
import { wrappingButton } from './wrapping-button';

const closingStatusTags: Readonly<Record<ClosingResponse['status'], { text: string; color: string }>> = {
  open: { text: 'Chiusura in corso', color: 'gold' },
  completed: { text: 'Cessione completata', color: 'green' },
  abandoned: { text: 'Chiusura abbandonata', color: 'red' },
};

/** How a closing that ended without the transfer reads, by why it ended (issue 47). */
const endedTexts: Readonly<Record<ClosingEndCause, { tag: string; alert: string }>> = {
  abbandonata: { tag: 'Chiusura abbandonata', alert: 'La chiusura è stata abbandonata' },
  annullata: { tag: 'Comunicazione annullata', alert: "L'Agenzia delle Entrate ha annullato la comunicazione: le rate tornano in vendita" },
  rifiutata: { tag: 'Credito rifiutato', alert: 'Il cessionario ha rifiutato il credito sulla piattaforma: le rate tornano in vendita' },
};

const actorNames: Readonly<Record<NegotiationParty, string>> = { seller: 'cedente', buyer: 'cessionario' };

type Props = { closing: ClosingResponse; party: NegotiationParty; onChanged?: () => void };

/**
 * The closing of an accepted offer (issues 29 and 47): the steps on the Agenzia's platform, in
 * order, who acts next, a suspension's countdown, the reader's own step, the drafts and 'Abbandona la chiusura'.
 */
export function ClosingChecklist({ closing, party, onChanged }: Props) {
  const ended = closing.status === 'abandoned' ? endedTexts[closing.endCause ?? 'abbandonata'] : null;
  const status = ended ? { text: ended.tag, color: 'red' } : closingStatusTags[closing.status];
  const turn = closingTurnText(closing, party);
  const steps = closingStepsByPath[closing.path];
  const current = closing.nextStep === null ? steps.length : steps.indexOf(closing.nextStep);
  return (
    <Card type="inner" size="small" title="Chiusura della cessione">
      <Flex vertical gap={12}>
        <Flex wrap gap={8} align="center">
          <Tag color={status.color}>{status.text}</Tag>
          {turn && <Typography.Text strong>{turn}</Typography.Text>}
        </Flex>
        <Typography.Text>
          Offerta accettata: {formatEuro(closing.amount)} per {coveredRateText(closing.rate).toLowerCase()}.
        </Typography.Text>
        {ended && <Alert type="warning" showIcon message={ended.alert} description={closing.abandonReason ? `Motivo: ${closing.abandonReason}` : undefined} />}
        {closing.status === 'open' && closing.suspendedUntil && !closing.steps.esito && <SuspensionAlert until={closing.suspendedUntil} />}
        {closing.status === 'open' && closing.nextStep === 'comunicazione' && <BuyerCodiceFiscale closing={closing} party={party} />}
        <Steps
          direction="vertical"
          size="small"
          current={current}
          status={closing.status === 'abandoned' ? 'error' : closing.status === 'completed' ? 'finish' : 'process'}
          items={steps.map((step) => ({
            title: closingStepLabels[step],
            subTitle: `Spetta al ${actorNames[closingStepActor[step]]}`,
            description: <StepDescription closing={closing} step={step} party={party} onChanged={onChanged} />,
          }))}
        />
        <DraftButtons offerId={closing.offerId} />
        {closing.status === 'open' && <AbandonButton offerId={closing.offerId} onChanged={onChanged} />}
      </Flex>
    </Card>
  );
}

function StepDescription({ closing, step, party, onChanged }: { closing: ClosingResponse; step: ClosingStep } & Omit<Props, 'closing'>) {
  const tick = closing.steps[step];
  if (tick) return <Typography.Text>{[`Completato il ${formatDateTime(tick.at)}`, ...tickDetails(closing, step)].join(' · ')}</Typography.Text>;
  if (closing.status !== 'open' || closing.nextStep !== step) return <Typography.Text type="secondary">Da completare</Typography.Text>;
  if (closing.nextActor !== party) return <Typography.Text>{closingTurnText(closing, party)}</Typography.Text>;
  // A suspension keeps the outcome step open: keyed by it, the form starts again without the answer just sent.
  return (
    <ClosingStepForm
      key={closing.suspendedUntil ?? 'no-suspension'}
      offerId={closing.offerId}
      step={step}
      suspended={closing.suspendedUntil !== null}
      onChanged={onChanged}
    />
  );
}

/** What a ticked step recorded: the protocol and day of the communication, a suspension, the payment's reference. */
const tickDetails = (closing: ClosingResponse, step: ClosingStep): string[] => {
  switch (step) {
    case 'comunicazione':
      return [closing.protocol && `Protocollo ${closing.protocol}`, closing.communicatedOn && `comunicata il ${italianDate(closing.communicatedOn)}`].filter(
        (text): text is string => Boolean(text),
      );
    case 'esito':
      return closing.suspendedUntil ? [`superato dopo la sospensione fino al ${italianDate(closing.suspendedUntil)}`] : ['superato'];
    case 'atto':
      return closing.deed ? [`Atto del ${italianDate(closing.deed.deedOn)}, notaio ${closing.deed.notary}, repertorio ${closing.deed.repertorio}`] : [];
    case 'notifica':
      return closing.notifiedOn ? [`notificato il ${italianDate(closing.notifiedOn)}`] : [];
    case 'pagamento':
      return closing.paymentReference ? [`Riferimento del bonifico ${closing.paymentReference}`] : [];
    default:
      return [];
  }
};

/**
 * The platform takes the buyer's codice fiscale with the communication (issue 47): the seller
 * reads it from the buyer's data for trading; until the buyer gives it, both are told what is missing.
 */
function BuyerCodiceFiscale({ closing, party }: { closing: ClosingResponse; party: NegotiationParty }) {
  if (closing.buyerCodiceFiscale) {
    return (
      <Typography.Text>
        Codice fiscale del cessionario da indicare sulla piattaforma:{' '}
        <Typography.Text strong copyable>
          {closing.buyerCodiceFiscale}
        </Typography.Text>
      </Typography.Text>
    );
  }
  if (party === 'seller') return <Alert type="warning" showIcon message={negotiationMessages.buyerCodiceFiscaleMissing} />;
  return (
    <Alert
      type="warning"
      showIcon
      message="Indica il tuo codice fiscale nei dati per le cessioni"
      description={
        <>
          Il cedente lo indica sulla piattaforma quando comunica la cessione: inseriscilo nel riquadro «Dati per le cessioni» del{' '}
          <Link to="/profile">Profilo</Link>.
        </>
      }
    />
  );
}

/** Both parties read the suspension's end and the days it still runs (art. 122-bis DL 34/2020: up to 30 days). */
function SuspensionAlert({ until }: { until: string }) {
  const days = suspensionDaysLeft(until, new Date().toISOString());
  return (
    <Alert
      type="info"
      showIcon
      message={`Comunicazione sospesa dall'Agenzia delle Entrate fino al ${italianDate(until)}`}
      description={`${days === 0 ? 'La sospensione termina oggi' : days === 1 ? 'Manca 1 giorno' : `Mancano ${days} giorni`} alla fine del controllo: il cedente ne registra poi l'esito.`}
    />
  );
}

const draftLabels: Readonly<Record<OfferDraft, string>> = {
  proposta: 'Bozza della proposta irrevocabile (PDF)',
  contratto: 'Bozza del contratto di cessione (PDF)',
};

function DraftButtons({ offerId }: { offerId: number }) {
  const download = useDownloadOfferDraft();
  const toast = useToast();
  const save = (draft: OfferDraft) =>
    download.mutate({ offerId, draft }, { onError: (error) => toast.error('Download non riuscito', errorMessage(error, 'Riprova tra qualche istante')) });
  const busy = (draft: OfferDraft) => download.isPending && download.variables?.draft === draft;
  return (
    <Flex wrap gap={8}>
      {(['proposta', 'contratto'] as const).map((draft) => (
        <Button key={draft} icon={<FilePdfOutlined />} loading={busy(draft)} onClick={() => save(draft)} style={wrappingButton}>
          {draftLabels[draft]}
        </Button>
      ))}
    </Flex>
  );
}

function AbandonButton({ offerId, onChanged }: { offerId: number; onChanged?: () => void }) {
  const abandon = useAbandonClosing();
  const run = useActionFeedback(onChanged);
  return (
    <EndWithReasonButton
      label="Abbandona la chiusura"
      question="Abbandoni la chiusura?"
      detail="Le rate tornano disponibili e l'amministratore vede il motivo."
      confirmText="Conferma l'abbandono"
      requiredMessage={negotiationMessages.reasonRequired}
      loading={abandon.isPending}
      onConfirm={(reason) => run(() => abandon.mutateAsync({ offerId, body: { reason } }), negotiationApiMessages.closingAbandoned)}
    />
  );
}
