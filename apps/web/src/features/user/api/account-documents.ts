import { apiRoutes, type BuyerKindAnswer } from '@pratiche/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiRequest, errorMessage } from '../../../lib/api-client';
import { filenameFromContentDisposition, saveBlob } from '../../../lib/download';
import { useToast } from '../../../lib/use-toast';
import { userQueryKey } from './get-user';

export type AccountDocumentUpload = { kind: 'documento_identita'; expiresOn: string; file: File } | { kind: 'bilancio'; year: number; file: File };

/** `POST /api/user/account-documents` (issue 46): one typed document of the signed-in account; the session's user is read again. */
export function useUploadAccountDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: AccountDocumentUpload) => {
      const form = new FormData();
      form.append('kind', upload.kind);
      if (upload.kind === 'bilancio') form.append('year', String(upload.year));
      else form.append('expiresOn', upload.expiresOn);
      form.append('file', upload.file);
      return apiRequest<BuyerKindAnswer>('POST', apiRoutes.accountDocuments, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}

/**
 * `GET /api/account-documents/{filename}` (the owner or an admin): opens in the tab opened inside
 * the click, as the visura does, or is saved when the browser refused the tab.
 */
async function openAccountDocument({ filename, originalName, tab }: { filename: string; originalName: string; tab: Window | null }): Promise<void> {
  let response: Response;
  try {
    response = await apiFetch('GET', apiRoutes.accountDocumentFile(filename));
  } catch (error) {
    tab?.close();
    throw error;
  }
  const blob = await response.blob();
  if (!tab) return saveBlob(blob, filenameFromContentDisposition(response.headers.get('content-disposition')) ?? originalName);
  const url = URL.createObjectURL(blob);
  tab.location.href = url;
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A download is an action the user starts, not cached data, hence a mutation. */
export function useOpenAccountDocument() {
  return useMutation({ mutationFn: openAccountDocument });
}

/** Opens a document of the account in a new tab (opened within the click, so no pop-up blocker stops it); a failure toasts 'Errore'. */
export function useOpenAccountDocumentOnClick(document: { filename: string; originalName: string }) {
  const open = useOpenAccountDocument();
  const toast = useToast();
  const onOpen = () =>
    void open
      .mutateAsync({ ...document, tab: window.open('', '_blank') })
      .catch((error: unknown) => toast.error('Errore', errorMessage(error, 'Errore nel download del documento')));
  return { onOpen, pending: open.isPending };
}
