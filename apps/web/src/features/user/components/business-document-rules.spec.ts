import { businessDocumentMaxBytes, formatRejections, rejectBusinessDocuments } from './business-document-rules';

const file = (name: string, type = '', size = 1000) => ({ name, type, size });

describe('rejectBusinessDocuments', () => {
  it('accepts one PDF, DOC or DOCX file within 5 MB', () => {
    expect(rejectBusinessDocuments([file('visura.pdf', 'application/pdf')])).toEqual([]);
    expect(rejectBusinessDocuments([file('visura.doc', 'application/msword')])).toEqual([]);
    expect(rejectBusinessDocuments([file('visura.DOCX')])).toEqual([]);
    expect(rejectBusinessDocuments([file('visura.pdf', 'application/pdf', businessDocumentMaxBytes)])).toEqual([]);
  });

  it('rejects other types', () => {
    expect(rejectBusinessDocuments([file('foto.png', 'image/png')])).toEqual([{ name: 'foto.png', reason: 'File type must be PDF, DOC or DOCX' }]);
  });

  it('rejects files over 5 MB', () => {
    expect(rejectBusinessDocuments([file('grande.pdf', 'application/pdf', businessDocumentMaxBytes + 1)])).toEqual([
      { name: 'grande.pdf', reason: 'File is larger than 5 MB' },
    ]);
  });

  it('rejects every file when more than one is given', () => {
    const rejections = rejectBusinessDocuments([file('a.pdf'), file('b.pdf')]);
    expect(formatRejections(rejections)).toBe('a.pdf: Too many files, b.pdf: Too many files');
  });
});
