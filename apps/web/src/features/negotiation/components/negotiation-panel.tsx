import type { OfferResponse } from '@pratiche/contracts';
import { Alert, Card, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useNegotiation } from '../api/get-negotiation';
import { offerThread, shownClosings } from '../negotiation-view';
import { ClosingChecklist } from './closing-checklist';
import type { NegotiationPanelProps } from './negotiated-practice';
import { OfferForm } from './offer-form';
import { OfferThread } from './offer-thread';

/**
 * Issue 29's 'Trattativa' panel, on the seller's practice page and the buyer's exclusive
 * practice: the closing checklists of accepted offers (one per buyer, issue 45), the thread of offers, and the form
 * to offer (the holder, while `canOffer`) or to counter the offer chosen in the thread.
 * Loaded in its own chunk by the app layer.
 */
export function NegotiationPanel({ practice, party, onChanged }: NegotiationPanelProps) {
  const negotiation = useNegotiation(practice.id);
  const [countering, setCountering] = useState<OfferResponse | null>(null);
  const data = negotiation.data;
  const closings = data ? shownClosings(data.closings) : [];
  return (
    <Card title="Trattativa" size="small" role="region" aria-label="Trattativa" aria-busy={negotiation.isFetching}>
      {negotiation.isPending && <Skeleton active paragraph={{ rows: 3 }} />}
      {negotiation.isError && <Alert type="error" showIcon message={errorMessage(negotiation.error, 'Impossibile caricare la trattativa')} />}
      {data && (
        <Flex vertical gap={16}>
          {closings.map((closing) => (
            <ClosingChecklist key={closing.offerId} closing={closing} party={party} onChanged={onChanged} />
          ))}
          {data.offers.length === 0 ? (
            <Typography.Text type="secondary">
              {party === 'seller' ? "Nessuna offerta: chi ha l'esclusiva sulla pratica può farne una." : 'Nessuna offerta finora.'}
            </Typography.Text>
          ) : (
            <OfferThread offers={offerThread(data.offers)} party={party} onCounter={setCountering} onChanged={onChanged} />
          )}
          {countering ? (
            <OfferForm
              key={countering.id}
              practice={practice}
              exclusiveUntil={data.exclusiveUntil}
              counterOf={countering}
              party={party}
              onDone={() => setCountering(null)}
              onCancel={() => setCountering(null)}
              onChanged={onChanged}
            />
          ) : (
            data.canOffer && <OfferForm practice={practice} exclusiveUntil={data.exclusiveUntil} heldRate={data.heldRate} party={party} onChanged={onChanged} />
          )}
        </Flex>
      )}
    </Card>
  );
}
