import { apiRoutes } from '@pratiche/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch, errorMessage, type TransferProgress } from '../../../lib/api-client';
import { filenameFromContentDisposition, readBlob, saveBlob } from '../../../lib/download';
import { useToast } from '../../../lib/use-toast';

async function download(url: string, fallbackName: string, onProgress?: (progress: TransferProgress) => void): Promise<void> {
  const response = await apiFetch('GET', url);
  const blob = await readBlob(response, onProgress);
  saveBlob(blob, filenameFromContentDisposition(response.headers.get('content-disposition')) ?? fallbackName);
}

/** One document of a bought practice, with the toast of spec 8 "Downloads". */
export function useDownloadDocument() {
  const toast = useToast();
  return useMutation({
    mutationFn: ({ filename, originalName }: { filename: string; originalName: string }) => download(apiRoutes.document(filename), originalName),
    onError: (error) => toast.error('Errore', errorMessage(error, 'Si è verificato un errore durante il download del documento.')),
  });
}

/**
 * Every document of a bought practice as one zip (spec 7 names it 'pratica-{id}-documenti.zip'),
 * with the toast of spec 8 "Downloads"; `onProgress` follows the bytes as they arrive (issue 8).
 */
export function useDownloadZip(onProgress?: (progress: TransferProgress) => void) {
  const toast = useToast();
  return useMutation({
    mutationFn: (practiceId: number) => download(apiRoutes.practiceDownloadAll(practiceId), `pratica-${practiceId}-documenti.zip`, onProgress),
    onError: () => toast.error('Errore', 'Si è verificato un errore durante il download dei documenti.'),
  });
}

/** Issue 28: the due-diligence pack of a practice the buyer has access to (documents, index PDF and JSON). */
export function useDownloadDueDiligencePack() {
  const toast = useToast();
  return useMutation({
    mutationFn: (practiceId: number) => download(apiRoutes.practiceDueDiligencePack(practiceId), `pratica-${practiceId}-fascicolo-due-diligence.zip`),
    onError: (error) => toast.error('Errore', errorMessage(error, 'Si è verificato un errore durante il download del fascicolo.')),
  });
}
