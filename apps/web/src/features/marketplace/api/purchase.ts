import { apiRoutes, type PurchaseResponse } from '@pratiche/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { purchaseFailureToast, purchaseSuccessToast } from '../purchase-rules';
import { marketplaceQueryKey } from './marketplace-queries';

/** `rate`: the rata ids an exclusivity holds (issue 45); absent, every rata free. */
type Purchase = { kind: 'base'; id: number } | { kind: 'exclusive'; id: number; hours: number; rate?: string[] };

function purchase(request: Purchase): Promise<PurchaseResponse> {
  return request.kind === 'base'
    ? apiRequest<PurchaseResponse>('POST', apiRoutes.marketplaceView(request.id), { accessType: 'base' })
    : apiRequest<PurchaseResponse>('POST', apiRoutes.marketplaceExclusive(request.id), { hours: request.hours, rate: request.rate });
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
