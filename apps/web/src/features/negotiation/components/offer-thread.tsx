import { negotiationApiMessages, type OfferResponse } from '@pratiche/contracts';
import { offerStatusLabels, type NegotiationParty, type OfferStatus } from '@pratiche/domain';
import { Button, Descriptions, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime, formatEuro } from '../../../lib/format';
import { useAcceptOffer, useRejectOffer, useWithdrawOffer } from '../api/offers';
import { coveredRateText, offerAuthorLabel, pricePer100Text } from '../negotiation-view';
import { ConfirmBox } from './confirm-box';
import { useActionFeedback } from './use-action-feedback';

const statusColors: Readonly<Record<OfferStatus, string>> = {
  pending: 'gold',
  countered: 'purple',
  rejected: 'red',
  withdrawn: 'default',
  expired: 'default',
  accepted: 'green',
};

type Props = { offers: OfferResponse[]; party: NegotiationParty; onCounter: (offer: OfferResponse) => void; onChanged?: () => void };

/** The offers of the negotiation, oldest first, each with what the reader may do with it now. */
export function OfferThread({ offers, party, onCounter, onChanged }: Props) {
  return (
    <ol aria-label="Offerte della trattativa" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
      {offers.map((offer) => (
        <li key={offer.id} style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 12 }}>
          <OfferItem offer={offer} party={party} onCounter={onCounter} onChanged={onChanged} />
        </li>
      ))}
    </ol>
  );
}

function OfferItem({ offer, party, onCounter, onChanged }: { offer: OfferResponse } & Omit<Props, 'offers'>) {
  const author = offerAuthorLabel(offer, party);
  return (
    <Flex vertical gap={8}>
      <Flex wrap justify="space-between" align="center" gap={8}>
        <Typography.Text strong>
          {offer.repliesTo === null ? 'Offerta' : 'Controproposta'} n. {offer.id} · {author === 'Tu' ? 'Tu' : `dal ${author.toLowerCase()}`} ·{' '}
          {formatDateTime(offer.createdAt)}
        </Typography.Text>
        <Tag color={statusColors[offer.status]}>{offerStatusLabels[offer.status]}</Tag>
      </Flex>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'amount', label: 'Importo', children: formatEuro(offer.amount) },
          { key: 'rate', label: 'Rate coperte', children: `${coveredRateText(offer.rate)} · valore nominale ${formatEuro(offer.faceValue)}` },
          { key: 'per100', label: 'Prezzo per 100 €', children: pricePer100Text(offer.pricePer100) },
          { key: 'expires', label: 'Scade il', children: formatDateTime(offer.expiresAt) },
          ...(offer.notes ? [{ key: 'notes', label: 'Note', children: offer.notes, span: 'filled' as const }] : []),
          ...(offer.reason ? [{ key: 'reason', label: 'Motivo del rifiuto', children: offer.reason, span: 'filled' as const }] : []),
        ]}
      />
      <OfferActions offer={offer} onCounter={onCounter} onChanged={onChanged} />
    </Flex>
  );
}

type Asking = 'accept' | 'reject' | 'withdraw' | null;

function OfferActions({ offer, onCounter, onChanged }: { offer: OfferResponse; onCounter: Props['onCounter']; onChanged?: () => void }) {
  const accept = useAcceptOffer();
  const reject = useRejectOffer();
  const withdraw = useWithdrawOffer();
  const run = useActionFeedback(onChanged);
  const [asking, setAsking] = useState<Asking>(null);
  const close = () => setAsking(null);
  if (!offer.canAccept && !offer.canReject && !offer.canCounter && !offer.canWithdraw) return null;
  if (asking === 'accept')
    return (
      <ConfirmBox
        question="Accetti questa offerta?"
        detail="Si apre la chiusura della cessione: le rate restano riservate finché non è completata o abbandonata."
        confirmText="Conferma l'accettazione"
        loading={accept.isPending}
        onConfirm={() => run(() => accept.mutateAsync(offer.id), negotiationApiMessages.offerAccepted)}
        onCancel={close}
      />
    );
  if (asking === 'reject')
    return (
      <ConfirmBox
        question="Rifiuti questa offerta?"
        confirmText="Conferma il rifiuto"
        danger
        reason={{ label: 'Motivo (facoltativo)' }}
        loading={reject.isPending}
        onConfirm={(reason) => run(() => reject.mutateAsync({ offerId: offer.id, body: { reason } }), negotiationApiMessages.offerRejected)}
        onCancel={close}
      />
    );
  if (asking === 'withdraw')
    return (
      <ConfirmBox
        question="Ritiri questa offerta?"
        confirmText="Conferma il ritiro"
        loading={withdraw.isPending}
        onConfirm={() => run(() => withdraw.mutateAsync(offer.id), negotiationApiMessages.offerWithdrawn)}
        onCancel={close}
      />
    );
  return (
    <Flex wrap gap={8}>
      {offer.canAccept && (
        <Button type="primary" onClick={() => setAsking('accept')}>
          Accetta
        </Button>
      )}
      {offer.canCounter && <Button onClick={() => onCounter(offer)}>Controproposta</Button>}
      {offer.canReject && (
        <Button danger onClick={() => setAsking('reject')}>
          Rifiuta
        </Button>
      )}
      {offer.canWithdraw && <Button onClick={() => setAsking('withdraw')}>Ritira</Button>}
    </Flex>
  );
}
