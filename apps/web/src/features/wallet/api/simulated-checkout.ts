import { apiRoutes, type SimulatedCheckoutResponse, type WalletBalanceResponse } from '@pratiche/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiQuery, apiRequest } from '../../../lib/api-client';

/** The simulated provider's session (no STRIPE_SECRET_KEY on the server): what the page shows. */
export function getSimulatedCheckout(sessionId: string): Promise<SimulatedCheckoutResponse> {
  return apiQuery<SimulatedCheckoutResponse>(apiRoutes.walletSimulatedCheckout(sessionId));
}

export function useSimulatedCheckout(sessionId: string) {
  return useQuery({ queryKey: ['wallet', 'simulated-checkout', sessionId], queryFn: () => getSimulatedCheckout(sessionId), enabled: !!sessionId });
}

/** Completes the simulated payment: the server credits the package once, however often this is sent. */
export function confirmSimulatedCheckout(sessionId: string): Promise<WalletBalanceResponse> {
  return apiRequest<WalletBalanceResponse>('POST', apiRoutes.walletSimulatedCheckoutConfirm(sessionId));
}

export function useConfirmSimulatedCheckout() {
  return useMutation({ mutationFn: confirmSimulatedCheckout });
}
