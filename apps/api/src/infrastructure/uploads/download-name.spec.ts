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
    ['.pdf', '.pdf', 'visura.pdf'],
  ])('%s holding a %s downloads as %s', (name, extension, expected) => {
    expect(downloadName(name, extension)).toBe(expected);
  });
});

describe('production safety 9: practice document names carry the detected extension and no control or bidi characters', () => {
  it.each([
    ['fattura\u202Efdp.exe', '.pdf', 'fatturafdp.pdf'],
    ['foto.pdf', '.png', 'foto.png'],
    ['scan.jpeg', '.jpg', 'scan.jpg'],
    ['\u2066bilancio\u2069.pdf', '.pdf', 'bilancio.pdf'],
    ['a\u200Eb\u200Fc\u202A\u202B\u202C\u202D\u2067\u2068.png', '.png', 'abc.png'],
    ['riga\r\nnuova\u0000\u0085\u007f.pdf', '.pdf', 'riganuova.pdf'],
    ['\u202E\u202E', '.pdf', 'documento.pdf'],
    ['Bilancio 2024.pdf', '.pdf', 'Bilancio 2024.pdf'],
  ])('%j holding a %s downloads as %s', (name, extension, expected) => {
    expect(downloadName(name, extension, 'documento')).toBe(expected);
  });
});
