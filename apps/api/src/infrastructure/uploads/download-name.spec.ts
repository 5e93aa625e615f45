import { downloadName } from './download-name';

describe('a download is named with the extension of its detected type (issue 10 point 14)', () => {
  it.each([
    ['visura.pdf.bat', '.pdf', 'visura.pdf'],
    ['visura.bat', '.pdf', 'visura.pdf'],
    ['visura', '.pdf', 'visura.pdf'],
    ['Visura Rossi 2025.PDF', '.pdf', 'Visura Rossi 2025.PDF'],
    ['visura €uro.docx', '.docx', 'visura €uro.docx'],
    ['vecchia.docx', '.doc', 'vecchia.doc'],
    ['.bat', '.pdf', 'visura.pdf'],
  ])('%s holding a %s downloads as %s', (name, extension, expected) => {
    expect(downloadName(name, extension)).toBe(expected);
  });
});
