import { apiRoutes, type BuyerKindAnswer, type BuyerKindRequest, type TradingProfileRequest, type VerifyBuyerKindRequest } from '@pratiche/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userQueryKey } from './get-user';
import { useInvalidateUsers } from './update-user';

/** `PUT /api/user/buyer-kind`: the signed-in cessionario declares what it is; the session's user is read again. */
export function useDeclareBuyerKind() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BuyerKindRequest) => apiRequest<BuyerKindAnswer>('PUT', apiRoutes.buyerKind, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}

/**
 * `POST /api/admin/users/{id}/buyer-kind/verify` with the declaration the admin saw in the list:
 * the API refuses it if the buyer changed it in between.
 */
export function useVerifyBuyerKind() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, seen }: { id: number; seen: VerifyBuyerKindRequest }) =>
      apiRequest<BuyerKindAnswer>('POST', apiRoutes.adminUserBuyerKindVerify(id), seen),
    // A refusal (the declaration changed) also reloads the list, so the admin sees the new one.
    onSettled: invalidate,
  });
}

/** `PUT /api/user/trading-profile` (issue 46): the company's data for trading; the session's user is read again. */
export function useDeclareTradingProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TradingProfileRequest) => apiRequest<BuyerKindAnswer>('PUT', apiRoutes.tradingProfile, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
