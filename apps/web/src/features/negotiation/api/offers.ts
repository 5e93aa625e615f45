import {
  apiRoutes,
  type ClosingResponse,
  type ClosingStepRequest,
  type CounterOfferRequest,
  type MakeOfferRequest,
  type OfferResponse,
  type ReasonRequest,
} from '@pratiche/contracts';
import type { ClosingAction } from '@pratiche/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * Issue 29's commands. Each success refreshes every cached read under 'practices' (the thread,
 * the practice whose rate changed status, the dashboard's waiting list).
 */
function useNegotiationMutation<V, R>(call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['practices'] }) });
}

/** `POST /api/practices/{id}/offers`: the exclusivity holder's offer. */
export const useMakeOffer = () =>
  useNegotiationMutation(({ practiceId, body }: { practiceId: number; body: MakeOfferRequest }) =>
    apiRequest<OfferResponse>('POST', apiRoutes.practiceOffers(practiceId), body),
  );

/** `POST /api/offers/{id}/counter`: the other party's new amount and/or rate. */
export const useCounterOffer = () =>
  useNegotiationMutation(({ offerId, body }: { offerId: number; body: CounterOfferRequest }) =>
    apiRequest<OfferResponse>('POST', apiRoutes.offerCounter(offerId), body),
  );

export const useAcceptOffer = () => useNegotiationMutation((offerId: number) => apiRequest<OfferResponse>('POST', apiRoutes.offerAccept(offerId)));

export const useRejectOffer = () =>
  useNegotiationMutation(({ offerId, body }: { offerId: number; body: ReasonRequest }) =>
    apiRequest<OfferResponse>('POST', apiRoutes.offerReject(offerId), body),
  );

export const useWithdrawOffer = () => useNegotiationMutation((offerId: number) => apiRequest<OfferResponse>('POST', apiRoutes.offerWithdraw(offerId)));

/** `POST /api/offers/{id}/closing/{step}`: a party ticks its step (the protocol comes with the communication). */
export const useRecordClosingStep = () =>
  useNegotiationMutation(({ offerId, step, body }: { offerId: number; step: ClosingAction; body: ClosingStepRequest }) =>
    apiRequest<ClosingResponse>('POST', apiRoutes.offerClosingStep(offerId, step), body),
  );

/** `POST /api/offers/{id}/closing/abandon`: either party, with the reason the domain requires. */
export const useAbandonClosing = () =>
  useNegotiationMutation(({ offerId, body }: { offerId: number; body: ReasonRequest }) =>
    apiRequest<ClosingResponse>('POST', apiRoutes.offerClosingAbandon(offerId), body),
  );
