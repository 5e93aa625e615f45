import type { MarketplacePractice, RataResponse } from '@pratiche/contracts';
import {
  baseAccessCredits,
  dueDiligenceMessages,
  exclusivityCredits,
  exclusivityHours,
  rataLabel,
  rateEndingPastTransferDay,
  type ExclusivityHours,
} from '@pratiche/domain';
import { Alert, Button, Checkbox, Flex, Popconfirm, Radio, Typography } from 'antd';
import { useState } from 'react';
import { CorrentistaDeclaration } from '../../../lib/correntista/correntista-declaration';
import { correntistaRouteOffered } from '../../../lib/correntista/correntista-route';
import { endsPastTransferDayText } from '../../../lib/credit-terms/credit-terms-text';
import { formatEuro } from '../../../lib/format';
import { OffsetCapacityWarning } from '../../../lib/offset-capacity/offset-capacity-warning';
import { usePurchase } from '../api/purchase';
import type { MarketplaceScreenProps } from '../marketplace-user';
import { buyButtonLabel, freeRate, irreversibilityWarning, purchaseOptions } from '../purchase-rules';

// Each offer's text keeps a readable width: on a phone its button goes below it instead of squeezing it.
const offerBasis = '1 1 240px';

/** Spec 2: base access and exclusivity at the domain's prices (spec 9), behind the irreversibility warning. */
export function PurchasePanel({ practice, user, onCreditsChanged }: { practice: MarketplacePractice } & MarketplaceScreenProps) {
  const options = purchaseOptions(practice);
  const purchase = usePurchase(onCreditsChanged);
  const [hours, setHours] = useState<ExclusivityHours>(exclusivityHours[0]);
  const free = freeRate(practice);
  // The rate ticked off, not those ticked: every free rata is chosen by default, also one that the
  // practice read again brings, and one another buyer takes meanwhile simply leaves the choice.
  const [unticked, setUnticked] = useState<readonly string[]>([]);
  const chosen = free.map((rata) => rata.id).filter((id) => !unticked.includes(id));
  const toggle = (id: string, ticked: boolean) => setUnticked((ids) => (ticked ? ids.filter((other) => other !== id) : [...ids, id]));
  const [bank, setBank] = useState<number | null>(null);
  if (!options.base && !options.exclusive) return null;
  // Issue 45: a buyer the ordinary route refuses may buy a bank's credit as its correntista, this deal only.
  const correntista = correntistaRouteOffered(practice);
  const correntistaOf = correntista && bank !== null ? bank : undefined;
  // Issue 27: the law decides who may buy; the API refuses the others with the same reason.
  const blocked = practice.canBuy || correntistaOf !== undefined ? null : (practice.cannotBuyReason ?? 'Non puoi acquistare questo credito');
  return (
    <Flex vertical gap={12}>
      {blocked && <Alert id={blockedReasonId} type="error" showIcon message="Non puoi acquistare questo credito" description={blocked} />}
      {correntista && <CorrentistaDeclaration capogruppo={practice.transferChain.capogruppo} value={bank} onChange={setBank} />}
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
            onConfirm={() => purchase.mutate({ kind: 'base', id: practice.id, correntistaOf })}
          />
        </Flex>
      )}
      {options.exclusive && (
        <Flex gap={12} align="center" wrap="wrap">
          <Flex vertical gap={4} style={{ flex: offerBasis }}>
            <Typography.Text>{exclusiveHoldText(free)}</Typography.Text>
            {free.length > 1 && <RataChoice free={free} unticked={unticked} onToggle={toggle} />}
            <Radio.Group value={hours} onChange={(event) => setHours(event.target.value as ExclusivityHours)}>
              {exclusivityHours.map((option) => (
                <Radio.Button key={option} value={option}>
                  {option} ore · {exclusivityCredits[option]} crediti
                </Radio.Button>
              ))}
            </Radio.Group>
            <LateExclusivityWarning years={free.filter((rata) => chosen.includes(rata.id)).map((rata) => rata.year)} hours={hours} />
            {free.length > 0 && <OffsetCapacityWarning rate={free.filter((rata) => chosen.includes(rata.id))} />}
          </Flex>
          <BuyButton
            active={user.active}
            blocked={blocked !== null || practice.reconfirmationDue || (free.length > 0 && chosen.length === 0)}
            describedBy={blocked === null && practice.reconfirmationDue ? reconfirmationReasonId : undefined}
            label={`Acquista esclusività (${exclusivityCredits[hours]} crediti)`}
            loading={purchase.isPending}
            onConfirm={() => purchase.mutate({ kind: 'exclusive', id: practice.id, hours, rate: free.length > 0 ? chosen : undefined, correntistaOf })}
          />
        </Flex>
      )}
    </Flex>
  );
}

/** What an exclusivity holds (issue 45): the practice (no rate), the one free rata, or the rate ticked below. */
function exclusiveHoldText(free: RataResponse[]): string {
  if (free.length === 0) return 'Accesso esclusivo: la pratica resta in trattativa solo per te';
  if (free.length === 1) return `Accesso esclusivo: la rata ${rataLabel(free[0]!)} resta in trattativa solo per te`;
  return 'Accesso esclusivo: le rate scelte restano in trattativa solo per te';
}

/**
 * Issue 45: which free rate the exclusivity holds, all by default; the others stay on sale to other
 * buyers. Single annual instalments are what buyers look for.
 */
function RataChoice({ free, unticked, onToggle }: { free: RataResponse[]; unticked: readonly string[]; onToggle: (id: string, ticked: boolean) => void }) {
  // One checkbox each rather than a Checkbox.Group: the group forwards only values its boxes have
  // registered in an effect, so a tick that came before the effects ran was lost on a busy device.
  return (
    <div role="group" aria-label="Rate da tenere in esclusiva">
      <Typography.Text type="secondary">Rate da tenere in esclusiva</Typography.Text>
      <Flex wrap="wrap" gap={8}>
        {free.map((rata) => (
          <Checkbox key={rata.id} checked={!unticked.includes(rata.id)} onChange={(event) => onToggle(rata.id, event.target.checked)}>
            {`Rata ${rataLabel(rata)} · ${formatEuro(rata.amount)}`}
          </Checkbox>
        ))}
      </Flex>
    </div>
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

/** Issue 47: the exclusivity would end after the last useful day to transfer some of the rata chosen. */
function LateExclusivityWarning({ years, hours }: { years: number[]; hours: ExclusivityHours }) {
  const late = rateEndingPastTransferDay(years, new Date(Date.now() + hours * 3_600_000).toISOString());
  return late.length > 0 ? <Alert type="warning" showIcon message={endsPastTransferDayText("L'esclusiva termina", late)} /> : null;
}
