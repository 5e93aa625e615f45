import { apiRoutes, type UploadedFileResponse } from '@pratiche/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiUpload, type TransferProgress } from '../../../lib/api-client';

/** Spec 8: any failed upload reads the same, whatever the server said. */
export const uploadFailedMessage = 'Errore durante il caricamento del file';

type Upload = { file: File; onProgress?: (progress: TransferProgress) => void };

/** Uploads the company registry extract (visura) before the account exists: multipart field `file`, with progress. */
export async function uploadBusinessDocument({ file, onProgress }: Upload): Promise<UploadedFileResponse> {
  const form = new FormData();
  form.append('file', file);
  try {
    return await apiUpload<UploadedFileResponse>(apiRoutes.uploadBusinessDocument, form, onProgress);
  } catch {
    throw new Error(uploadFailedMessage);
  }
}

export function useUploadBusinessDocument() {
  return useMutation({ mutationFn: uploadBusinessDocument });
}
