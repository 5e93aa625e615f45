import {
  apiRoutes,
  type CreateSavedSearchRequest,
  type SavedSearch,
  type SavedSearchList,
  type UnsubscribeSavedSearchResponse,
  type UpdateSavedSearchRequest,
} from '@pratiche/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, apiRequest } from '../../../lib/api-client';
import { marketplaceQueryKey } from './marketplace-queries';

/** Issue 31: the buyer's saved searches (`/api/saved-searches`). */
export const savedSearchesQueryKey = [...marketplaceQueryKey, 'saved-searches'] as const;

/** `GET /api/saved-searches`: the caller's searches, oldest first. */
export function useSavedSearches() {
  return useQuery({ queryKey: savedSearchesQueryKey, queryFn: () => apiQuery<SavedSearchList>(apiRoutes.savedSearches), select: (list) => list.items });
}

/** Every change refetches the list: the server's order and canonical names decide what it shows. */
function useSavedSearchMutation<V, R>(send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey }) });
}

/** `POST /api/saved-searches`: 201 with the search; 409 when the name is taken or the buyer has too many. */
export const useCreateSavedSearch = () =>
  useSavedSearchMutation((body: CreateSavedSearchRequest) => apiRequest<SavedSearch>('POST', apiRoutes.savedSearches, body));

/** `PATCH /api/saved-searches/:id`: rename and/or change the mail mode. */
export const useUpdateSavedSearch = () =>
  useSavedSearchMutation(({ id, ...body }: UpdateSavedSearchRequest & { id: number }) => apiRequest<SavedSearch>('PATCH', apiRoutes.savedSearch(id), body));

/** `DELETE /api/saved-searches/:id`. */
export const useDeleteSavedSearch = () => useSavedSearchMutation((id: number) => apiRequest<{ message: string }>('DELETE', apiRoutes.savedSearch(id)));

/** `POST /api/saved-searches/unsubscribe?token=…` (public, no session): that search's mail turns 'off'. */
export const unsubscribeSavedSearch = (token: string) =>
  apiRequest<UnsubscribeSavedSearchResponse>('POST', `${apiRoutes.savedSearchUnsubscribe}?${new URLSearchParams({ token })}`);
