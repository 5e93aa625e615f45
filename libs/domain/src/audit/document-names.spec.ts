import { documentName, documentNamesOf, withDocumentNames } from './document-names';

const at = '2026-01-02T10:00:00.000Z';
const file = (originalName: string, filename: string) => ({ originalName, filename, docType: 'altro', issuedOn: null, uploadedAt: at, uploadedBy: 2 });
const a = file('Bilancio 2024.pdf', 'a'.repeat(32) + '.pdf');
const b = file('Visura.pdf', 'b'.repeat(32) + '.pdf');
const c = file('Foto cantiere.jpg', 'c'.repeat(32) + '.jpg');

describe('documentNamesOf (issue 46: stored name -> the name the seller gave the file)', () => {
  it('learns the names of the files a submission, an edit, a replacement, a deletion and a download carry', () => {
    const names = documentNamesOf([
      { type: 'PracticeSubmitted', data: { practiceId: 7, documents: { societari: [a], fiscali: [] } } },
      { type: 'PracticeDocumentsChanged', data: { practiceId: 7, documents: { societari: [a], fiscali: [b] }, replaced: [] } },
      { type: 'PracticeDocumentDeleted', data: { practiceId: 7, category: 'fiscali', document: b } },
      { type: 'PracticeDocumentsAccessed', data: { practiceId: 7, what: 'document', documents: [{ originalName: c.originalName, filename: c.filename }] } },
    ]);
    expect([...names.entries()]).toEqual([
      [a.filename, 'Bilancio 2024.pdf'],
      [b.filename, 'Visura.pdf'],
      [c.filename, 'Foto cantiere.jpg'],
    ]);
  });

  it('a deleted file keeps its name; a later event naming the same stored file wins', () => {
    const names = documentNamesOf([
      { type: 'PracticeSubmitted', data: { documents: { societari: [a], fiscali: [] } } },
      { type: 'PracticeDocumentDeleted', data: { category: 'societari', document: a } },
      { type: 'PracticeDocumentsChanged', data: { documents: { societari: [{ ...a, originalName: 'Dato cancellato' }], fiscali: [] }, replaced: [] } },
    ]);
    expect(documentName(names, a.filename)).toBe('Dato cancellato');
  });

  it('ignores other events and data of shapes it cannot read; an unknown file reads by its stored name', () => {
    const names = documentNamesOf([
      { type: 'PracticeApproved', data: { comment: null } },
      { type: 'PracticeSubmitted', data: null },
      { type: 'PracticeDocumentsChanged', data: { documents: { societari: [{ filename: 3 }], fiscali: 'x' } } },
      { type: 'UserRegistered', data: { businessDocument: a } },
    ]);
    expect(names.size).toBe(0);
    expect(documentName(names, a.filename)).toBe(a.filename);
  });

  it('returns the same map when an event teaches nothing new', () => {
    const names = documentNamesOf([{ type: 'PracticeSubmitted', data: { documents: { societari: [a], fiscali: [] } } }]);
    expect(withDocumentNames(names, { type: 'PracticeApproved', data: {} })).toBe(names);
    expect(withDocumentNames(names, { type: 'PracticeDocumentDeleted', data: { document: a } })).toBe(names);
  });
});
