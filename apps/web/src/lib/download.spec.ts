import { filenameFromContentDisposition } from './download';

describe('filenameFromContentDisposition', () => {
  it('reads a quoted file name', () => {
    expect(filenameFromContentDisposition('attachment; filename="visura camerale.pdf"')).toBe('visura camerale.pdf');
  });

  it('reads an unquoted file name', () => {
    expect(filenameFromContentDisposition('attachment; filename=visura.pdf')).toBe('visura.pdf');
  });

  it('prefers the UTF-8 form when both are present', () => {
    const header = `attachment; filename="visura_citta.pdf"; filename*=UTF-8''visura_citt%C3%A0.pdf`;
    expect(filenameFromContentDisposition(header)).toBe('visura_città.pdf');
  });

  it('gives null when there is no file name', () => {
    expect(filenameFromContentDisposition(null)).toBeNull();
    expect(filenameFromContentDisposition('inline')).toBeNull();
    expect(filenameFromContentDisposition('attachment; filename=""')).toBeNull();
  });
});
