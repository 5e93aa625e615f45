import { apiRoutes, type UploadedFileResponse } from '@pratiche/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Spec 8: any failed upload reads the same, whatever the server said. */
export const uploadFailedMessage = 'Errore durante il caricamento del file';

/** Uploads the company registry extract (visura) before the account exists: multipart field `file`. */
export async function uploadBusinessDocument(file: File): Promise<UploadedFileResponse> {
  const form = new FormData();
  form.append('file', file);
  try {
    return await apiRequest<UploadedFileResponse>('POST', apiRoutes.uploadBusinessDocument, form);
  } catch {
    throw new Error(uploadFailedMessage);
  }
}

export function useUploadBusinessDocument() {
  return useMutation({ mutationFn: uploadBusinessDocument });
}
