/**
 * The name a stored file is downloaded under: the uploader's label, but with the extension of
 * the type found by sniffing, so the saved file opens as what it is. A misleading last
 * extension is replaced ('visura.pdf.bat' holding a PDF downloads as 'visura.pdf'), a missing
 * one added ('visura' becomes 'visura.pdf').
 */
export const downloadName = (originalName: string, extension: string): string => {
  const endsWithType = (name: string) => name.toLowerCase().endsWith(extension.toLowerCase());
  if (endsWithType(originalName)) return originalName;
  const dot = originalName.lastIndexOf('.');
  const stem = dot >= 0 ? originalName.slice(0, dot) : originalName;
  if (endsWithType(stem)) return stem;
  return `${stem || 'visura'}${extension}`;
};
