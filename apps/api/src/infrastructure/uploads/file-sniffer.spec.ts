import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { docBuffer, docxBuffer, elfBuffer, jpegBuffer, pdfBuffer, pngBuffer, zipBuffer } from '../../testing/documents';
import { practiceDocumentKinds, sniffDocument, sniffFile, zipEntryNames } from './file-sniffer';

describe('sniffDocument (spec 9 "Uploads": PDF/DOC/DOCX, checked by content)', () => {
  it('a PDF is recognised by %PDF-', () => {
    expect(sniffDocument(pdfBuffer())).toBe('pdf');
  });

  it('a DOC is recognised by the OLE2 signature', () => {
    expect(sniffDocument(docBuffer())).toBe('doc');
  });

  it('a DOCX is a ZIP that holds word/document.xml', () => {
    expect(sniffDocument(docxBuffer())).toBe('docx');
  });

  it('another ZIP (e.g. an XLSX) is refused', () => {
    expect(sniffDocument(zipBuffer({ 'xl/workbook.xml': '<x/>' }))).toBeNull();
  });

  it('a ZIP whose directory is cut off is refused', () => {
    const zip = docxBuffer();
    expect(sniffDocument(zip.subarray(0, zip.length - 30))).toBeNull();
  });

  it.each([
    ['a PNG', pngBuffer()],
    ['plain text', Buffer.from('hello, this is not a pdf')],
    ['an empty file', Buffer.alloc(0)],
    ['a PDF magic not at the start', Buffer.from(' %PDF-1.4')],
  ])('%s is refused', (_case, bytes) => {
    expect(sniffDocument(bytes)).toBeNull();
  });

  it('zipEntryNames lists the central directory', () => {
    expect(zipEntryNames(zipBuffer({ a: '1', 'b/c.xml': '2' }))).toEqual(['a', 'b/c.xml']);
  });
});

describe('sniffDocument for practice documents (spec 5 "Practice document upload": PDF, JPEG or PNG by content)', () => {
  it.each([
    ['a PDF', pdfBuffer(), 'pdf'],
    ['a JPEG', jpegBuffer(), 'jpeg'],
    ['a PNG', pngBuffer(), 'png'],
  ])('%s is accepted', (_case, bytes, kind) => {
    expect(sniffDocument(bytes, practiceDocumentKinds)).toBe(kind);
  });

  it.each([
    ['an executable', elfBuffer()],
    ['a DOCX', docxBuffer()],
    ['a DOC', docBuffer()],
    ['plain text', Buffer.from('ciao')],
  ])('%s is refused', (_case, bytes) => {
    expect(sniffDocument(bytes, practiceDocumentKinds)).toBeNull();
  });
});

describe('sniffFile: the same verdicts from an upload streamed to disk (production safety 6)', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'sniff-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it.each([
    ['a PDF visura', pdfBuffer(100_000), undefined, 'pdf'],
    ['a DOCX visura (its directory is at the end)', docxBuffer(), undefined, 'docx'],
    ['a ZIP that is no DOCX', zipBuffer({ 'xl/workbook.xml': '<x/>' }), undefined, null],
    ['a PNG practice document', pngBuffer(), practiceDocumentKinds, 'png'],
    ['a DOCX as a practice document', docxBuffer(), practiceDocumentKinds, null],
    ['an empty file', Buffer.alloc(0), practiceDocumentKinds, null],
  ])('%s', async (name, bytes, accepted, expected) => {
    const path = join(folder, name.replace(/\W+/g, '-'));
    await writeFile(path, bytes);
    expect(await sniffFile(path, accepted)).toBe(expected);
  });
});
