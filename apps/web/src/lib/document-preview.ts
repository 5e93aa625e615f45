/** How the page can show a file itself: PDFs in the browser's viewer, pictures as images. */
export type PreviewKind = 'pdf' | 'image';

const byExtension: Record<string, PreviewKind> = { pdf: 'pdf', png: 'image', jpg: 'image', jpeg: 'image', webp: 'image', gif: 'image' };

/**
 * The preview a file gets, from its name, so the button shows before anything is fetched; the
 * dialog then trusts the type the server sniffed (a '.pdf' that is not one is offered as a download).
 * Null: the page cannot show it (Word, spreadsheets, archives), and only 'Scarica' is offered.
 */
export function previewKindOf(fileName: string): PreviewKind | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  return extension ? (byExtension[extension] ?? null) : null;
}

/** The kind of a fetched file by its content type, which the server found by sniffing the bytes. */
export function previewKindOfType(contentType: string): PreviewKind | null {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  return type.startsWith('image/') ? 'image' : null;
}
