import { type TransferProgress, transferProgress } from './api-client';
import { formatItalianNumber } from './italian-number';

/** Reads the file name a server suggests, preferring the RFC 5987 `filename*` (UTF-8) form. */
export function filenameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain parameter below.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

/** Hands a blob to the browser as a download under `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Reads a download's body, reporting how far it is (issue 8: zip downloads show progress).
 * The percent is known when the server sends Content-Length; otherwise only the bytes so far.
 */
export async function readBlob(response: Response, onProgress?: (progress: TransferProgress) => void): Promise<Blob> {
  // Without a listener the body is read whole: taking its reader first would lock it for blob().
  if (!onProgress || !response.body) return response.blob();
  const reader = response.body.getReader();
  const total = Number(response.headers.get('content-length')) || null;
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  onProgress(transferProgress(0, total));
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress(transferProgress(loaded, total));
  }
  return new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? '' });
}

/** A download button's text while it runs: the percent when the size is known, else the megabytes so far. */
export function downloadProgressLabel(progress: TransferProgress | null): string {
  if (progress?.percent != null) return `Download in corso... ${progress.percent}%`;
  if (progress && progress.loaded > 0) return `Download in corso... ${formatItalianNumber(progress.loaded / 1_048_576, 1, 1)} MB`;
  return 'Download in corso...';
}
