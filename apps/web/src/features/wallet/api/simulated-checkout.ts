import { apiRoutes, type SimulatedCheckoutResponse, type WalletBalanceResponse } from '@pratiche/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, apiRequest } from '../../../lib/api-client';
import { walletQueryKey } from './get-transactions';

/** The simulated provider's session (no STRIPE_SECRET_KEY on the server): what the page shows. */
export function getSimulatedCheckout(sessionId: string): Promise<SimulatedCheckoutResponse> {
  return apiQuery<SimulatedCheckoutResponse>(apiRoutes.walletSimulatedCheckout(sessionId));
}

export function useSimulatedCheckout(sessionId: string) {
  return useQuery({ queryKey: [...walletQueryKey, 'simulated-checkout', sessionId], queryFn: () => getSimulatedCheckout(sessionId), enabled: !!sessionId });
}

/** Completes the simulated payment: the server credits the package once, however often this is sent. */
export function confirmSimulatedCheckout(sessionId: string): Promise<WalletBalanceResponse> {
  return apiRequest<WalletBalanceResponse>('POST', apiRoutes.walletSimulatedCheckoutConfirm(sessionId));
}

/** The wallet's cached transactions and sessions change with the purchase: all of them are fetched again. */
export function useConfirmSimulatedCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmSimulatedCheckout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletQueryKey }),
  });
}
