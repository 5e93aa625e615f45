import { open, readFile } from 'node:fs/promises';

/**
 * Recognises a document by its bytes, never by its name or the browser's Content-Type
 * (ARCHITECTURE.md section 7). A small own sniffer because `file-type` is ESM-only.
 */
export type DocumentKind = 'pdf' | 'doc' | 'docx' | 'jpeg' | 'png';

export const documentKinds: Record<DocumentKind, { mimeType: string; extension: string }> = {
  pdf: { mimeType: 'application/pdf', extension: '.pdf' },
  doc: { mimeType: 'application/msword', extension: '.doc' },
  docx: { mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: '.docx' },
  jpeg: { mimeType: 'image/jpeg', extension: '.jpg' },
  png: { mimeType: 'image/png', extension: '.png' },
};

/** What each upload accepts (spec 9 "Uploads"): the visura, and a practice's documents. */
export const businessDocumentKinds: readonly DocumentKind[] = ['pdf', 'doc', 'docx'];
export const practiceDocumentKinds: readonly DocumentKind[] = ['pdf', 'jpeg', 'png'];

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
/** OLE2 compound file: the container of Word 97-2003 documents. */
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** JPEG: start-of-image marker followed by the next marker's first byte. */
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

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

const signatures: Record<DocumentKind, (bytes: Buffer) => boolean> = {
  pdf: (bytes) => startsWith(bytes, PDF_MAGIC),
  doc: (bytes) => startsWith(bytes, OLE2_MAGIC),
  docx: (bytes) => startsWith(bytes, ZIP_LOCAL_MAGIC) && !!zipEntryNames(bytes)?.includes('word/document.xml'),
  jpeg: (bytes) => startsWith(bytes, JPEG_MAGIC),
  png: (bytes) => startsWith(bytes, PNG_MAGIC),
};

/** The first of the `accepted` kinds the bytes are, else null; by default the visura's PDF, DOC or DOCX. */
export const sniffDocument = (bytes: Buffer, accepted: readonly DocumentKind[] = businessDocumentKinds): DocumentKind | null =>
  accepted.find((kind) => signatures[kind](bytes)) ?? null;

/** Enough of a file's head for every signature but DOCX's. */
const HEAD_BYTES = 16;

/**
 * `sniffDocument` on a file on disk (an upload's temporary file): its head only, unless a DOCX
 * is accepted and the head is a ZIP, whose central directory is at the end (a visura, one file).
 */
export const sniffFile = async (path: string, accepted: readonly DocumentKind[] = businessDocumentKinds): Promise<DocumentKind | null> => {
  const file = await open(path, 'r');
  const head = await file
    .read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0)
    .then(({ buffer, bytesRead }) => buffer.subarray(0, bytesRead))
    .finally(() => file.close());
  const needsWhole = accepted.includes('docx') && startsWith(head, ZIP_LOCAL_MAGIC);
  return sniffDocument(needsWhole ? await readFile(path) : head, accepted);
};
