/** Spec 5/9: the visura is one PDF, DOC or DOCX file of at most 5 MB. */
export const businessDocumentMaxBytes = 5 * 1024 * 1024;

const allowedTypes = ['application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'];
const allowedExtensions = ['.pdf', '.doc', '.docx'];

/** For the file picker; the drop path is checked by `rejectBusinessDocuments`. */
export const businessDocumentAccept = [...allowedExtensions, ...allowedTypes].join(',');

type FileLike = Pick<File, 'name' | 'type' | 'size'>;
export type Rejection = { name: string; reason: string };

/**
 * Why each file cannot be uploaded; empty when the single file is fine. The reasons are in
 * English, as the spec says of the upload component. A file passes the type check by its MIME
 * type or, because some systems report none for Word files, by its extension; the server
 * checks the content anyway.
 */
export function rejectBusinessDocuments(files: readonly FileLike[]): Rejection[] {
  if (files.length > 1) return files.map((file) => ({ name: file.name, reason: 'Too many files' }));
  return files.flatMap((file) => {
    const reason = rejectionReason(file);
    return reason ? [{ name: file.name, reason }] : [];
  });
}

function rejectionReason(file: FileLike): string | null {
  const name = file.name.toLowerCase();
  const typeOk = allowedTypes.includes(file.type) || allowedExtensions.some((ext) => name.endsWith(ext));
  if (!typeOk) return 'File type must be PDF, DOC or DOCX';
  if (file.size > businessDocumentMaxBytes) return 'File is larger than 5 MB';
  return null;
}

/** Spec 5: "file name: reason", joined by commas. */
export function formatRejections(rejections: readonly Rejection[]): string {
  return rejections.map(({ name, reason }) => `${name}: ${reason}`).join(', ');
}
