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

/** The history as a file: the CSV, the signed export that proves itself offline (JSON), or its PDF to read. */
export type AuditFileFormat = 'csv' | 'signed' | 'pdf';
const extensions: Record<AuditFileFormat, string> = { csv: 'csv', signed: 'json', pdf: 'pdf' };

/** Saves the history as the server's attachment (`?format=`), under the name it suggests. */
export async function downloadAuditFile({ kind, id, format }: { kind: AuditStreamKind; id: number; format: AuditFileFormat }): Promise<void> {
  const response = await apiFetch('GET', `${apiRoutes.adminHistory(kind, id)}?format=${format}`);
  const name = filenameFromContentDisposition(response.headers.get('content-disposition')) ?? `storico-${kind}-${id}.${extensions[format]}`;
  saveBlob(await response.blob(), name);
}

export function useDownloadAuditFile() {
  return useMutation({ mutationFn: downloadAuditFile });
}
