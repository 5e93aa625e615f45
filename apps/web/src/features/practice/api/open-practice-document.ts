import { apiRoutes } from '@pratiche/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { filenameFromContentDisposition, saveBlob } from '../../../lib/download';

/** The tab must be opened inside the click itself, or the browser's popup blocker stops it. */
export type OpenDocumentVariables = { filename: string; originalName: string; tab: Window | null };

// Long enough for the tab to load the file, short enough not to keep big files in memory.
const objectUrlLifetimeMs = 60_000;

/**
 * Spec 7: the admin detail opens a document by its filename in a new tab. It is fetched as a
 * blob with the session cookie and shown through an object URL; when the browser refused the
 * tab it is saved instead, under the name the server suggests.
 */
export async function openPracticeDocument({ filename, originalName, tab }: OpenDocumentVariables): Promise<void> {
  let blob: Blob;
  let suggested: string | null;
  try {
    const response = await apiFetch('GET', apiRoutes.document(filename));
    suggested = filenameFromContentDisposition(response.headers.get('content-disposition'));
    blob = await response.blob();
  } catch (error) {
    tab?.close();
    throw error;
  }
  if (!tab) return saveBlob(blob, suggested ?? originalName);
  const url = URL.createObjectURL(blob);
  tab.location.href = url;
  setTimeout(() => URL.revokeObjectURL(url), objectUrlLifetimeMs);
}

export function useOpenPracticeDocument() {
  return useMutation({ mutationFn: openPracticeDocument });
}
