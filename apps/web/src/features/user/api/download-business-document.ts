import { apiRoutes } from '@pratiche/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { filenameFromContentDisposition, saveBlob } from '../../../lib/download';

export type DownloadedFile = { blob: Blob; filename: string | null };

export async function downloadBusinessDocument(): Promise<DownloadedFile> {
  const response = await apiFetch('GET', apiRoutes.businessDocument);
  const filename = filenameFromContentDisposition(response.headers.get('content-disposition'));
  return { blob: await response.blob(), filename };
}

/** A download is an action the user starts, not cached data, hence a mutation. */
export function useDownloadBusinessDocument(fallbackName: string) {
  return useMutation({
    mutationFn: downloadBusinessDocument,
    onSuccess: ({ blob, filename }) => saveBlob(blob, filename ?? fallbackName),
  });
}
