import { docBuffer, docxBuffer, elfBuffer, jpegBuffer, pdfBuffer, pngBuffer, zipBuffer } from '../../testing/documents';
import { practiceDocumentKinds, sniffDocument, zipEntryNames } from './file-sniffer';

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
