/**
 * Recognises a document by its bytes, never by its name or the browser's Content-Type
 * (ARCHITECTURE.md section 7). A small own sniffer because `file-type` is ESM-only.
 */
export type DocumentKind = 'pdf' | 'doc' | 'docx';

export const documentKinds: Record<DocumentKind, { mimeType: string; extension: string }> = {
  pdf: { mimeType: 'application/pdf', extension: '.pdf' },
  doc: { mimeType: 'application/msword', extension: '.doc' },
  docx: { mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: '.docx' },
};

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
/** OLE2 compound file: the container of Word 97-2003 documents. */
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const ZIP_END_OF_DIRECTORY = 0x06054b50;
const ZIP_DIRECTORY_ENTRY = 0x02014b50;
const ZIP_END_RECORD_SIZE = 22;
const ZIP_MAX_COMMENT = 0xffff;
const ZIP_ENTRY_HEADER_SIZE = 46;

const findEndOfDirectory = (zip: Buffer): number => {
  const lowest = Math.max(0, zip.length - ZIP_END_RECORD_SIZE - ZIP_MAX_COMMENT);
  for (let at = zip.length - ZIP_END_RECORD_SIZE; at >= lowest; at--) {
    if (zip.readUInt32LE(at) === ZIP_END_OF_DIRECTORY) return at;
  }
  return -1;
};

/** Names in a ZIP's central directory, or null when the archive is not well formed. */
export const zipEntryNames = (zip: Buffer): string[] | null => {
  const end = findEndOfDirectory(zip);
  if (end < 0) return null;
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (at + ZIP_ENTRY_HEADER_SIZE > zip.length || zip.readUInt32LE(at) !== ZIP_DIRECTORY_ENTRY) return null;
    const nameLength = zip.readUInt16LE(at + 28);
    const rest = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    names.push(zip.toString('utf8', at + ZIP_ENTRY_HEADER_SIZE, at + ZIP_ENTRY_HEADER_SIZE + nameLength));
    at += ZIP_ENTRY_HEADER_SIZE + rest;
  }
  return names;
};

const startsWith = (bytes: Buffer, magic: Buffer) => bytes.subarray(0, magic.length).equals(magic);

/** PDF, DOC or DOCX (a ZIP holding word/document.xml), else null. */
export const sniffDocument = (bytes: Buffer): DocumentKind | null => {
  if (startsWith(bytes, PDF_MAGIC)) return 'pdf';
  if (startsWith(bytes, OLE2_MAGIC)) return 'doc';
  if (startsWith(bytes, ZIP_LOCAL_MAGIC) && zipEntryNames(bytes)?.includes('word/document.xml')) return 'docx';
  return null;
};
