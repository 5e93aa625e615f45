import { type AuditEntry, type AuditStreamKind, apiRoutes } from '@pratiche/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch, apiQuery } from '../../../lib/api-client';
import { filenameFromContentDisposition, saveBlob } from '../../../lib/download';

/** Every event of one practice, user or wallet stream, oldest first (`GET /api/admin/history/{kind}/{id}`). */
export function useAuditHistory(kind: AuditStreamKind, id: number) {
  return useQuery({
    queryKey: ['admin-history', kind, id],
    queryFn: () => apiQuery<AuditEntry[]>(apiRoutes.adminHistory(kind, id)),
    // A history is read to investigate: always the log as it is now.
    staleTime: 0,
  });
}

/** Saves the same history as the server's CSV attachment, under the name it suggests. */
export async function downloadAuditCsv({ kind, id }: { kind: AuditStreamKind; id: number }): Promise<void> {
  const response = await apiFetch('GET', `${apiRoutes.adminHistory(kind, id)}?format=csv`);
  const name = filenameFromContentDisposition(response.headers.get('content-disposition')) ?? `storico-${kind}-${id}.csv`;
  saveBlob(await response.blob(), name);
}

export function useDownloadAuditCsv() {
  return useMutation({ mutationFn: downloadAuditCsv });
}
