import { matchPaths, withValueAt } from './field-paths';

describe('paths of personal fields inside event data', () => {
  const data = { userId: 7, document: { originalName: 'visura.pdf', filename: 'a.pdf' }, fieldsToChange: { phone: '02', email: 'x@y.it' }, none: null };

  it('a dotted path finds a nested value; * finds every key of a map; missing and null values are skipped', () => {
    expect(matchPaths(data, 'document.originalName')).toEqual([[['document', 'originalName'], 'visura.pdf']]);
    expect(matchPaths(data, 'fieldsToChange.*')).toEqual([
      [['fieldsToChange', 'phone'], '02'],
      [['fieldsToChange', 'email'], 'x@y.it'],
    ]);
    expect(matchPaths(data, 'absent.field')).toEqual([]);
    expect(matchPaths(data, 'none.originalName')).toEqual([]);
    expect(matchPaths(data, 'none')).toEqual([]);
  });

  it('writing or removing at a path copies the objects along it and never mutates the original', () => {
    const removed = withValueAt(data, ['document', 'originalName'], undefined);
    expect(removed.document).toEqual({ filename: 'a.pdf' });
    expect(data.document.originalName).toBe('visura.pdf');
    expect(withValueAt(removed, ['document', 'originalName'], 'visura.pdf')).toEqual(data);
  });

  it('* walks the indices of an array too, and a change inside an element copies the array, never mutating it', () => {
    const practice = {
      documents: { societari: [{ originalName: 'statuto.pdf', filename: 'a.pdf' }], fiscali: [{ originalName: 'f24.pdf', filename: 'b.pdf' }] },
    };
    const found = matchPaths(practice, 'documents.*.*.originalName');
    expect(found).toEqual([
      [['documents', 'societari', '0', 'originalName'], 'statuto.pdf'],
      [['documents', 'fiscali', '0', 'originalName'], 'f24.pdf'],
    ]);
    const sealed = found.reduce((d, [path]) => withValueAt(d, path, undefined), practice);
    expect(sealed).toEqual({ documents: { societari: [{ filename: 'a.pdf' }], fiscali: [{ filename: 'b.pdf' }] } });
    expect(Array.isArray(sealed.documents.societari)).toBe(true);
    expect(practice.documents.societari[0]!.originalName).toBe('statuto.pdf');
    expect(found.reduce((d, [path, value]) => withValueAt(d, path, value), sealed)).toEqual(practice);
  });
});
