import { apiRoutes, type UploadedFileResponse } from '@pratiche/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch, apiRequest } from '../../../lib/api-client';
import { filenameFromContentDisposition, saveBlob } from '../../../lib/download';
import { usersKey } from './list-users';

type Document = { originalName: string; filename: string };

/**
 * Uploads a visura for an account (`userId`, admins only), then names it in the user's record
 * (spec 6: admins attach a business document through the admin users endpoint).
 */
async function uploadForUser({ userId, file }: { userId: number; file: File }): Promise<void> {
  const form = new FormData();
  form.append('userId', String(userId));
  form.append('file', file);
  const uploaded = await apiRequest<UploadedFileResponse>('POST', apiRoutes.uploadBusinessDocument, form);
  const businessDocument: Document = { originalName: uploaded.originalName, filename: uploaded.filename };
  await apiRequest('PATCH', apiRoutes.adminUser(userId), { businessDocument });
}

/** Spec 7: the file's 404 counts as success, and the user is patched with `businessDocument: null` anyway. */
async function deleteForUser({ userId, filename }: { userId: number; filename: string }): Promise<void> {
  try {
    await apiFetch('DELETE', apiRoutes.businessDocumentFile(filename));
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  await apiRequest('PATCH', apiRoutes.adminUser(userId), { businessDocument: null });
}

/** Spec 7: the extract opens in a new tab (opened inside the click), or is saved when the tab was refused. */
async function openDocument({ document, tab }: { document: Document; tab: Window | null }): Promise<void> {
  let response: Response;
  try {
    response = await apiFetch('GET', apiRoutes.businessDocumentFile(document.filename));
  } catch (error) {
    tab?.close();
    throw error;
  }
  const blob = await response.blob();
  if (!tab) return saveBlob(blob, filenameFromContentDisposition(response.headers.get('content-disposition')) ?? document.originalName);
  const url = URL.createObjectURL(blob);
  tab.location.href = url;
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useUserDocument() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: usersKey });
  return {
    upload: useMutation({ mutationFn: uploadForUser, onSettled }),
    remove: useMutation({ mutationFn: deleteForUser, onSettled }),
    open: useMutation({ mutationFn: openDocument }),
  };
}
