import { previewKindOf, previewKindOfType } from './document-preview';

describe('document preview: which files open in the page (issue 26)', () => {
  it('PDFs open in the viewer and pictures as images, whatever the case of the extension', () => {
    expect(previewKindOf('visura.pdf')).toBe('pdf');
    expect(previewKindOf('Bilancio 2024.PDF ')).toBe('pdf');
    expect(previewKindOf('foto.cantiere.JPEG')).toBe('image');
    expect(previewKindOf('scan.png')).toBe('image');
  });

  it('other files and names without an extension get no preview, only the download', () => {
    expect(previewKindOf('contratto.docx')).toBeNull();
    expect(previewKindOf('archivio.zip')).toBeNull();
    expect(previewKindOf('pdf')).toBeNull();
    expect(previewKindOf('')).toBeNull();
  });

  it("the fetched file's sniffed type decides: a renamed file is not shown as a PDF", () => {
    expect(previewKindOfType('application/pdf')).toBe('pdf');
    expect(previewKindOfType('application/pdf; charset=binary')).toBe('pdf');
    expect(previewKindOfType('image/png')).toBe('image');
    expect(previewKindOfType('application/zip')).toBeNull();
    expect(previewKindOfType('')).toBeNull();
  });
});
