import { apiRoutes } from '@pratiche/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { filenameFromContentDisposition, saveBlob } from '../../../lib/download';

/** Spec 7 `GET /api/documents/{filename}`: saved under the name the server suggests. */
export async function downloadPracticeDocument({ filename, originalName }: { filename: string; originalName: string }): Promise<void> {
  const response = await apiFetch('GET', apiRoutes.document(filename));
  const name = filenameFromContentDisposition(response.headers.get('content-disposition')) ?? originalName;
  saveBlob(await response.blob(), name);
}

export function useDownloadPracticeDocument() {
  return useMutation({ mutationFn: downloadPracticeDocument });
}
