import { apiRoutes, type PurchaseResponse } from '@pratiche/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { purchaseFailureToast, purchaseSuccessToast } from '../purchase-rules';
import { marketplaceQueryKey } from './marketplace-queries';

/**
 * Issue 45: `rate`, the rata ids an exclusivity holds (absent, every rata free); `correntistaOf`,
 * the bank the buyer declares a current account with for this deal (absent, the ordinary route).
 */
type Purchase = { id: number; correntistaOf?: number } & ({ kind: 'base' } | { kind: 'exclusive'; hours: number; rate?: string[] });

function purchase(request: Purchase): Promise<PurchaseResponse> {
  const { correntistaOf } = request;
  return request.kind === 'base'
    ? apiRequest<PurchaseResponse>('POST', apiRoutes.marketplaceView(request.id), { accessType: 'base', correntistaOf })
    : apiRequest<PurchaseResponse>('POST', apiRoutes.marketplaceExclusive(request.id), { hours: request.hours, rate: request.rate, correntistaOf });
}

/**
 * Base or exclusive purchase with the toasts of spec 8. Afterwards the marketplace queries
 * (listing, purchases, exclusivities) and the session user (balance, via `onCreditsChanged`) are fetched again (spec 7).
 */
export function usePurchase(onCreditsChanged: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: purchase,
    onSuccess: (_answer, request) => {
      const text = purchaseSuccessToast(request.kind, request.kind === 'exclusive' ? request.hours : undefined);
      toast.success(text.title, text.description);
      onCreditsChanged();
      void queryClient.invalidateQueries({ queryKey: marketplaceQueryKey });
    },
    onError: (error, request) => {
      const text = purchaseFailureToast(request.kind, error);
      toast.error(text.title, text.description);
    },
  });
}
