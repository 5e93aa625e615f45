import { apiRoutes, type SimulateAddCreditsRequest, type WalletBalanceResponse } from '@pratiche/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Spec 7: the success page's admin buttons (20 or 50 credits, to the admin's own wallet). */
export function simulateAddCredits(body: SimulateAddCreditsRequest): Promise<WalletBalanceResponse> {
  return apiRequest<WalletBalanceResponse>('POST', apiRoutes.walletSimulateAddCredits, body);
}

export function useSimulateAddCredits() {
  return useMutation({ mutationFn: simulateAddCredits });
}
