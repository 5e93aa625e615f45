import { apiRoutes } from '@pratiche/contracts';
import { apiFetch } from '../../../lib/api-client';
import type { PreviewDocument } from '../../../lib/document-preview-dialog';

/**
 * Spec 7 `GET /api/documents/{filename}` as a blob, for the in-page preview: the session goes
 * with it, so the API's own check (owner, admins, buyers with access) decides who sees the file.
 */
export async function fetchPracticeDocument(filename: string): Promise<Blob> {
  const response = await apiFetch('GET', apiRoutes.document(filename));
  return response.blob();
}

/** A stored document as the preview dialog takes it, fetched only when the dialog opens. */
export const previewOf = (document: { filename: string; originalName: string }): PreviewDocument => ({
  name: document.originalName,
  load: () => fetchPracticeDocument(document.filename),
});
