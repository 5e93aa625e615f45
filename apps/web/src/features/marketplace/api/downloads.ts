import { apiRoutes } from '@pratiche/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch, errorMessage } from '../../../lib/api-client';
import { filenameFromContentDisposition, saveBlob } from '../../../lib/download';
import { useToast } from '../../../lib/use-toast';

async function download(url: string, fallbackName: string): Promise<void> {
  const response = await apiFetch('GET', url);
  saveBlob(await response.blob(), filenameFromContentDisposition(response.headers.get('content-disposition')) ?? fallbackName);
}

/** One document of a bought practice, with the toast of spec 8 "Downloads". */
export function useDownloadDocument() {
  const toast = useToast();
  return useMutation({
    mutationFn: ({ filename, originalName }: { filename: string; originalName: string }) => download(apiRoutes.document(filename), originalName),
    onError: (error) => toast.error('Errore', errorMessage(error, 'Si è verificato un errore durante il download del documento.')),
  });
}

/** Every document of a bought practice as one zip, with the toast of spec 8 "Downloads". */
export function useDownloadZip() {
  const toast = useToast();
  return useMutation({
    mutationFn: (practiceId: number) => download(apiRoutes.practiceDownloadAll(practiceId), `pratica-${practiceId}.zip`),
    onError: () => toast.error('Errore', 'Si è verificato un errore durante il download dei documenti.'),
  });
}
