import type { MarketplacePractice } from '@pratiche/contracts';
import { baseAccessCredits, dueDiligenceMessages, exclusivityCredits, exclusivityHours, type ExclusivityHours } from '@pratiche/domain';
import { Alert, Button, Flex, Popconfirm, Radio, Typography } from 'antd';
import { useState } from 'react';
import { usePurchase } from '../api/purchase';
import type { MarketplaceScreenProps } from '../marketplace-user';
import { buyButtonLabel, irreversibilityWarning, purchaseOptions } from '../purchase-rules';

// Each offer's text keeps a readable width: on a phone its button goes below it instead of squeezing it.
const offerBasis = '1 1 240px';

/** Spec 2: base access and exclusivity at the domain's prices (spec 9), behind the irreversibility warning. */
export function PurchasePanel({ practice, user, onCreditsChanged }: { practice: MarketplacePractice } & MarketplaceScreenProps) {
  const options = purchaseOptions(practice);
  const purchase = usePurchase(onCreditsChanged);
  const [hours, setHours] = useState<ExclusivityHours>(exclusivityHours[0]);
  if (!options.base && !options.exclusive) return null;
  // Issue 27: the law decides who may buy; the API refuses the others with the same reason.
  const blocked = practice.canBuy ? null : (practice.cannotBuyReason ?? 'Non puoi acquistare questo credito');
  return (
    <Flex vertical gap={12}>
      {blocked && <Alert id={blockedReasonId} type="error" showIcon message="Non puoi acquistare questo credito" description={blocked} />}
      {!blocked && options.exclusive && practice.reconfirmationDue && (
        <Alert
          id={reconfirmationReasonId}
          type="warning"
          showIcon
          message={dueDiligenceMessages.toReconfirm}
          description={dueDiligenceMessages.reconfirmationOverdue}
        />
      )}
      <Alert type="warning" showIcon message={irreversibilityWarning} />
      <Typography.Text type="secondary">Saldo disponibile: {user.walletBalance} crediti</Typography.Text>
      {options.base && (
        <Flex gap={12} align="center" wrap="wrap">
          <Typography.Text style={{ flex: offerBasis }}>Accesso base: dati del cedente e documenti ({baseAccessCredits} crediti)</Typography.Text>
          <BuyButton
            active={user.active}
            blocked={blocked !== null}
            label={`Acquista accesso (${baseAccessCredits} crediti)`}
            loading={purchase.isPending}
            onConfirm={() => purchase.mutate({ kind: 'base', id: practice.id })}
          />
        </Flex>
      )}
      {options.exclusive && (
        <Flex gap={12} align="center" wrap="wrap">
          <Flex vertical gap={4} style={{ flex: offerBasis }}>
            <Typography.Text>Accesso esclusivo: la pratica resta in trattativa solo per te</Typography.Text>
            <Radio.Group value={hours} onChange={(event) => setHours(event.target.value as ExclusivityHours)}>
              {exclusivityHours.map((option) => (
                <Radio.Button key={option} value={option}>
                  {option} ore · {exclusivityCredits[option]} crediti
                </Radio.Button>
              ))}
            </Radio.Group>
          </Flex>
          <BuyButton
            active={user.active}
            blocked={blocked !== null || practice.reconfirmationDue}
            describedBy={blocked === null && practice.reconfirmationDue ? reconfirmationReasonId : undefined}
            label={`Acquista esclusività (${exclusivityCredits[hours]} crediti)`}
            loading={purchase.isPending}
            onConfirm={() => purchase.mutate({ kind: 'exclusive', id: practice.id, hours })}
          />
        </Flex>
      )}
    </Flex>
  );
}

const blockedReasonId = 'purchase-blocked-reason';
// Issue 28: 'Da riconfermare' stops only the exclusivity; base access stays open.
const reconfirmationReasonId = 'purchase-reconfirmation-reason';

type BuyProps = { active: boolean; blocked: boolean; describedBy?: string; label: string; loading: boolean; onConfirm: () => void };

function BuyButton({ active, blocked, describedBy = blockedReasonId, label, loading, onConfirm }: BuyProps) {
  if (!active) return <Button disabled>{buyButtonLabel(false, label)}</Button>;
  if (blocked)
    return (
      <Button disabled aria-describedby={describedBy}>
        {label}
      </Button>
    );
  return (
    <Popconfirm title="Confermi l'acquisto?" description={irreversibilityWarning} okText="Conferma" cancelText="Annulla" onConfirm={onConfirm}>
      <Button type="primary" loading={loading}>
        {label}
      </Button>
    </Popconfirm>
  );
}
