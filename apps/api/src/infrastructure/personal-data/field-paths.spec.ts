import { matchPaths, withValueAt } from './field-paths';

describe('paths of personal fields inside event data', () => {
  const data = { userId: 7, document: { originalName: 'visura.pdf', filename: 'a.pdf' }, fieldsToChange: { phone: '02', email: 'x@y.it' }, none: null };

  it('a dotted path finds a nested value; * finds every key of a map; missing and null values are skipped', () => {
    expect(matchPaths(data, 'document.originalName')).toEqual([[['document', 'originalName'], 'visura.pdf']]);
    expect(matchPaths(data, 'fieldsToChange.*')).toEqual([[['fieldsToChange', 'phone'], '02'], [['fieldsToChange', 'email'], 'x@y.it']]);
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
});
