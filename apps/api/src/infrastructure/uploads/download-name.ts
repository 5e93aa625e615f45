/**
 * Characters a name must not carry into Content-Disposition or a zip entry: controls (C0, DEL,
 * C1) and the bidirectional marks, embeddings, overrides and isolates (U+200E/F, U+202A-E,
 * U+2066-9), which can make 'fattura‮fdp.exe' read as 'fatturaexe.pdf'.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name a stored file is downloaded under: the uploader's label, without unsafe characters
 * and with the extension of the type found by sniffing, so the saved file opens as what it is.
 * A misleading last extension is replaced ('visura.pdf.bat' holding a PDF downloads as
 * 'visura.pdf'), a missing one added ('visura' becomes 'visura.pdf'); a name left empty
 * becomes `fallback` ('visura', 'documento').
 */
export const downloadName = (originalName: string, extension: string, fallback = 'visura'): string => {
  const name = originalName.replace(UNSAFE_CHARACTERS, '').trim();
  const endsWithType = (text: string) => text.toLowerCase().endsWith(extension.toLowerCase());
  if (endsWithType(name) && name.length > extension.length) return name;
  const dot = name.lastIndexOf('.');
  const stem = dot >= 0 ? name.slice(0, dot) : name;
  if (endsWithType(stem) && stem.length > extension.length) return stem;
  return `${stem.trim() || fallback}${extension}`;
};
