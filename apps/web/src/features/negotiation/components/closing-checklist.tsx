import { FilePdfOutlined } from '@ant-design/icons';
import { negotiationApiMessages, type ClosingResponse } from '@pratiche/contracts';
import { closingStepActor, closingStepLabels, closingSteps, negotiationMessages, type ClosingStep, type NegotiationParty } from '@pratiche/domain';
import { Alert, Button, Card, Flex, Form, Input, Steps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatEuro } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { useDownloadOfferDraft, type OfferDraft } from '../api/download-offer-draft';
import { useAbandonClosing, useRecordClosingStep } from '../api/offers';
import { closingTurnText, coveredRateText } from '../negotiation-view';
import { ConfirmBox } from './confirm-box';
import { useActionFeedback } from './use-action-feedback';

const closingStatusTags: Readonly<Record<ClosingResponse['status'], { text: string; color: string }>> = {
  open: { text: 'Chiusura in corso', color: 'gold' },
  completed: { text: 'Cessione completata', color: 'green' },
  abandoned: { text: 'Chiusura abbandonata', color: 'red' },
};

/** Long labels wrap inside a phone's narrow column instead of running past the card. */
const wrappingButton = { whiteSpace: 'normal', height: 'auto', minHeight: 32, paddingBlock: 4, maxWidth: '100%', textAlign: 'left' } as const;

const actorNames: Readonly<Record<NegotiationParty, string>> = { seller: 'cedente', buyer: 'cessionario' };

type Props = { closing: ClosingResponse; party: NegotiationParty; onChanged?: () => void };

/**
 * The closing of an accepted offer (issue 29): the three steps on the Agenzia's platform, in
 * order, who acts next, the reader's own step, the drafts and 'Abbandona la chiusura'.
 */
export function ClosingChecklist({ closing, party, onChanged }: Props) {
  const status = closingStatusTags[closing.status];
  const turn = closingTurnText(closing, party);
  const current = closing.nextStep === null ? closingSteps.length : closingSteps.indexOf(closing.nextStep);
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
        {closing.status === 'abandoned' && (
          <Alert
            type="warning"
            showIcon
            message="La chiusura è stata abbandonata"
            description={closing.abandonReason ? `Motivo: ${closing.abandonReason}` : undefined}
          />
        )}
        <Steps
          direction="vertical"
          size="small"
          current={current}
          status={closing.status === 'abandoned' ? 'error' : closing.status === 'completed' ? 'finish' : 'process'}
          items={closingSteps.map((step) => ({
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
  if (tick) {
    return (
      <Typography.Text>
        Completato il {formatDateTime(tick.at)}
        {step === 'comunicazione' && closing.protocol ? ` · Protocollo ${closing.protocol}` : ''}
      </Typography.Text>
    );
  }
  if (closing.status !== 'open' || closing.nextStep !== step) return <Typography.Text type="secondary">Da completare</Typography.Text>;
  if (closing.nextActor !== party) return <Typography.Text>{closingTurnText(closing, party)}</Typography.Text>;
  return <StepAction offerId={closing.offerId} step={step} onChanged={onChanged} />;
}

const stepButtons: Readonly<Record<ClosingStep, string>> = {
  comunicazione: 'Registra la comunicazione',
  accettazione: 'Confermo di aver accettato il credito',
  pagamento: 'Confermo di aver ricevuto il prezzo',
};

/** The reader's own step: the protocol with the communication, a confirmation otherwise. */
function StepAction({ offerId, step, onChanged }: { offerId: number; step: ClosingStep; onChanged?: () => void }) {
  const record = useRecordClosingStep();
  const run = useActionFeedback(onChanged);
  const submit = ({ protocol }: { protocol?: string }) =>
    run(
      () => record.mutateAsync({ offerId, step, body: step === 'comunicazione' ? { protocol: protocol?.trim() ?? null } : {} }),
      negotiationApiMessages.stepRecorded,
    );
  return (
    <Form layout="vertical" name={`closing-${step}`} onFinish={submit} style={{ marginTop: 8 }}>
      {step === 'comunicazione' && (
        <Form.Item
          name="protocol"
          label="Numero di protocollo della comunicazione"
          rules={[{ required: true, whitespace: true, message: negotiationMessages.protocolRequired }]}
          style={{ maxWidth: 360 }}
        >
          <Input autoComplete="off" />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" loading={record.isPending} style={wrappingButton}>
        {stepButtons[step]}
      </Button>
    </Form>
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
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <div>
        <Button danger onClick={() => setAsking(true)}>
          Abbandona la chiusura
        </Button>
      </div>
    );
  return (
    <ConfirmBox
      question="Abbandoni la chiusura?"
      detail="Le rate tornano disponibili e l'amministratore vede il motivo."
      confirmText="Conferma l'abbandono"
      danger
      reason={{ label: 'Motivo', requiredMessage: negotiationMessages.reasonRequired }}
      loading={abandon.isPending}
      onConfirm={(reason) => run(() => abandon.mutateAsync({ offerId, body: { reason } }), negotiationApiMessages.closingAbandoned)}
      onCancel={() => setAsking(false)}
    />
  );
}
