import { negotiationApiMessages, type OfferResponse } from '@pratiche/contracts';
import { faceValueOf, negotiationMessages, offerLimits, rataLabel, rateEndingPastTransferDay, type NegotiationParty } from '@pratiche/domain';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { CorrentistaDeclaration } from '../../../lib/correntista/correntista-declaration';
import { correntistaRouteOffered } from '../../../lib/correntista/correntista-route';
import { endsPastTransferDayText, rataStatusLabels } from '../../../lib/credit-terms/credit-terms-text';
import { formatDateTime, formatEuro } from '../../../lib/format';
import { formatItalianNumber } from '../../../lib/italian-number';
import { OffsetCapacityWarning } from '../../../lib/offset-capacity/offset-capacity-warning';
import { TickList } from '../../../lib/tick-list';
import { useCounterOffer, useMakeOffer } from '../api/offers';
import {
  fromLocalInputValue,
  offerableRata,
  offerExpiryBounds,
  parseOfferAmount,
  offerPricePer100,
  pricePer100Text,
  toLocalInputValue,
} from '../negotiation-view';
import type { NegotiatedPractice } from './negotiated-practice';
import { useActionFeedback } from './use-action-feedback';

type Values = { rate: string[]; amount: string; expiresAt: string; notes?: string };

type Props = {
  practice: NegotiatedPractice;
  exclusiveUntil: string | null;
  /** The offer being countered; none for the holder's new offer. */
  counterOf?: OfferResponse;
  /** The rata ids the holder's exclusivity holds (issue 45): a new offer covers only those. */
  heldRate?: readonly string[];
  /** Who fills it in: only the buyer's form weighs the rate against its offset capacity (issue 47). */
  party: NegotiationParty;
  onDone?: () => void;
  onCancel?: () => void;
  onChanged?: () => void;
};

/**
 * The holder's offer or either party's counter (issue 29): the rate as checkboxes (only those
 * neither ceduta nor scaduta, and for a new offer only those its exclusivity holds: issue 45), the amount with its price per 100 computed as it is typed, an
 * expiry (48 hours by default, never after the exclusivity) and notes. The rules are checked
 * with the domain's own messages; the API decides again.
 */
export function OfferForm({ practice, exclusiveUntil, counterOf, heldRate, party, onDone, onCancel, onChanged }: Props) {
  const [form] = Form.useForm<Values>();
  const [bounds] = useState(() => ({ now: new Date(), ...offerExpiryBounds(new Date(), exclusiveUntil) }));
  const make = useMakeOffer();
  const counter = useCounterOffer();
  const run = useActionFeedback(onChanged);
  const hasRate = practice.rate.length > 0;
  const chosen = Form.useWatch('rate', form) ?? [];
  const chosenRate = practice.rate.filter((rata) => chosen.includes(rata.id));
  const amount = parseOfferAmount(Form.useWatch('amount', form));
  const expiresAt = Form.useWatch('expiresAt', form);
  const face = faceValueOf(practice, chosen);
  const prefix = counterOf ? `counter-${counterOf.id}` : 'offer';
  const [bank, setBank] = useState<number | null>(null);
  // Issue 45: the holder's new offer declares its bank again (the deal's route); a counter keeps the offer's.
  const correntista = party === 'buyer' && !counterOf && offersCorrentista(practice);

  const submit = async (values: Values) => {
    const body = {
      amount: parseOfferAmount(values.amount) ?? 0,
      rate: hasRate ? values.rate : [],
      notes: values.notes?.trim() || null,
      expiresAt: fromLocalInputValue(values.expiresAt),
    };
    const correntistaOf = correntista && bank !== null ? bank : undefined;
    const done = counterOf
      ? await run(() => counter.mutateAsync({ offerId: counterOf.id, body }), negotiationApiMessages.counterMade)
      : await run(() => make.mutateAsync({ practiceId: practice.id, body: { ...body, correntistaOf } }), negotiationApiMessages.offerMade);
    if (!done) return;
    form.resetFields();
    onDone?.();
  };

  return (
    <Form<Values>
      form={form}
      name={prefix}
      layout="vertical"
      onFinish={submit}
      initialValues={{
        rate: counterOf?.rate ?? [],
        amount: counterOf ? formatItalianNumber(counterOf.amount, 0, 2) : '',
        expiresAt: toLocalInputValue(bounds.initial),
      }}
    >
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {counterOf ? 'Controproposta' : "Fai un'offerta"}
      </Typography.Title>
      {hasRate ? (
        // The group carries the label: a <label> cannot name a set of checkboxes.
        <Form.Item label="Rate offerte" required>
          <div role="group" aria-label="Rate offerte">
            <Form.Item<Values> name="rate" noStyle rules={[{ type: 'array', min: 1, message: negotiationMessages.rateRequired }]}>
              <TickList
                options={practice.rate.map((rata) => {
                  const lost = rata.status === 'ceduta' || rata.status === 'scaduta';
                  const offerable = offerableRata(rata, counterOf ? null : (heldRate ?? null));
                  const why = lost ? ` (${rataStatusLabels[rata.status]})` : offerable ? '' : ' (non nella tua esclusiva)';
                  return { value: rata.id, disabled: !offerable, label: `Rata ${rataLabel(rata)} · ${formatEuro(rata.amount)}${why}` };
                })}
              />
            </Form.Item>
          </div>
        </Form.Item>
      ) : (
        <Typography.Paragraph>Il Credito IVA non ha rate: l'offerta riguarda l'intero credito.</Typography.Paragraph>
      )}
      <Form.Item<Values>
        name="amount"
        label="Importo offerto (€)"
        rules={[{ validator: async (_, text: string) => checkAmount(parseOfferAmount(text), face) }]}
      >
        <Input inputMode="decimal" autoComplete="off" placeholder="0,00" style={{ maxWidth: 260 }} />
      </Form.Item>
      <div aria-live="polite" style={{ marginBottom: 16 }}>
        <Typography.Text>Valore nominale delle rate scelte: {formatEuro(face)}</Typography.Text>
        <br />
        <Typography.Text strong>Prezzo per 100 € di credito: {pricePer100Text(offerPricePer100(amount, face))}</Typography.Text>
      </div>
      <Form.Item<Values>
        name="expiresAt"
        label="Scadenza dell'offerta"
        extra={bounds.max ? `Al più tardi alla fine dell'esclusiva: ${formatDateTime(bounds.max)}` : undefined}
        rules={[{ required: true, message: negotiationMessages.expiryInvalid }]}
      >
        <Input
          type="datetime-local"
          min={toLocalInputValue(bounds.now)}
          max={bounds.max ? toLocalInputValue(bounds.max) : undefined}
          style={{ maxWidth: 260 }}
        />
      </Form.Item>
      <LateOfferWarning years={[...new Set(chosenRate.map((rata) => rata.year))]} expiresAt={expiresAt} />
      {party === 'buyer' && hasRate && <OffsetCapacityWarning rate={chosenRate} style={{ marginBottom: 16 }} />}
      {correntista && (
        <div style={{ marginBottom: 16 }}>
          <CorrentistaDeclaration capogruppo={practice.transferChain?.capogruppo} value={bank} onChange={setBank} />
        </div>
      )}
      <Form.Item<Values> name="notes" label="Note (facoltative)">
        <Input.TextArea rows={2} maxLength={offerLimits.maxNotesLength} showCount />
      </Form.Item>
      <Alert type="info" showIcon message={negotiationApiMessages.pricePaidBetweenParties} style={{ marginBottom: 16 }} />
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" loading={make.isPending || counter.isPending}>
          {counterOf ? 'Invia controproposta' : 'Invia offerta'}
        </Button>
        {onCancel && <Button onClick={onCancel}>Annulla</Button>}
      </Flex>
    </Form>
  );
}

/** Whether the buyer's read of the practice (the seller's has no `canBuy`) offers the correntista declaration. */
function offersCorrentista({ canBuy, cannotBuyReason = null, transferChain, rate }: NegotiatedPractice): boolean {
  return canBuy !== undefined && transferChain !== undefined && correntistaRouteOffered({ canBuy, cannotBuyReason, transferChain, rate });
}

/** The domain's own checks of the amount, with its words: more than 0, at most the face value of the chosen rate. */
async function checkAmount(amount: number | null, face: number): Promise<void> {
  if (amount === null || amount <= 0) throw new Error(negotiationMessages.amountInvalid);
  if (face > 0 && amount > face) throw new Error(negotiationMessages.amountAboveFace(face));
}

/** Issue 47: the offer would expire after the last useful day to transfer some of its rate. */
function LateOfferWarning({ years, expiresAt }: { years: number[]; expiresAt: string | undefined }) {
  const until = expiresAt ? fromLocalInputValue(expiresAt) : null;
  const late = until ? rateEndingPastTransferDay(years, until) : [];
  return late.length > 0 ? <Alert type="warning" showIcon message={endsPastTransferDayText("L'offerta scade", late)} style={{ marginBottom: 16 }} /> : null;
}
