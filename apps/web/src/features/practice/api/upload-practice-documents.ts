import { apiRoutes, type UploadedFileResponse } from '@pratiche/contracts';
import type { DocumentCategory } from '@pratiche/domain';
import { useMutation } from '@tanstack/react-query';
import { apiUpload, type TransferProgress } from '../../../lib/api-client';

type Upload = { files: File[]; documentType: DocumentCategory; practiceId?: number; onProgress?: (progress: TransferProgress) => void };

/** Spec 7 `POST /api/upload`: multipart, `files` repeated; the answer is one record or a list of them. Reports its progress. */
export async function uploadPracticeDocuments({ files, documentType, practiceId, onProgress }: Upload): Promise<UploadedFileResponse[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  form.append('documentType', documentType);
  if (practiceId !== undefined) form.append('practiceId', String(practiceId));
  const answer = await apiUpload<UploadedFileResponse | UploadedFileResponse[]>(apiRoutes.upload, form, onProgress);
  return Array.isArray(answer) ? answer : [answer];
}

export function useUploadPracticeDocuments() {
  return useMutation({ mutationFn: uploadPracticeDocuments });
}
