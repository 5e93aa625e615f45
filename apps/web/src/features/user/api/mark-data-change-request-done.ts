import { apiRoutes, type DataChangeRequestRow } from '@pratiche/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dataChangeRequestsKey } from './list-data-change-requests';

/** `POST /api/admin/data-change-requests/{id}/done`; the inbox is read again whatever the answer (another admin may have closed it). */
export function useMarkDataChangeRequestDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<DataChangeRequestRow>('POST', apiRoutes.adminDataChangeRequestDone(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataChangeRequestsKey }),
  });
}
