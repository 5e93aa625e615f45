import { csvField, toCsv } from '../../infrastructure/csv/csv';
import { parseCsv } from './csv-parse.spec-helper';
import { historyCsv, historyCsvHeader } from './history-csv';

describe('history CSV writer (issue 7 "Audit history": the history downloads as CSV)', () => {
  it('quotes every field and doubles quotes', () => {
    expect(csvField('a "b", c')).toBe('"a ""b"", c"');
  });

  it.each(['=SUM(A1:A2)', '+39 333', '-1+1', '@cmd', '\t=1'])('guards against formula injection: %s starts with an apostrophe', (value) => {
    expect(csvField(value)).toBe(`"'${value.replace(/"/g, '""')}"`);
  });

  it('commas, quotes, line breaks and accents parse back to the same cells', () => {
    const rows = [
      ['virgola, dentro', 'a "citazione"', 'riga\r\nnuova', 'perché è così'],
      ['', 'x', 'y', 'z'],
    ];
    expect(parseCsv(toCsv(['a', 'b', 'c', 'd'], rows))).toEqual([['a', 'b', 'c', 'd'], ...rows]);
  });

  it('one line per history entry, data as JSON', () => {
    const csv = historyCsv([
      {
        position: 3,
        streamId: 'practice-1',
        version: 1,
        type: 'PracticeApproved',
        at: '2026-01-01T00:00:00.000Z',
        actor: { id: null, username: 'Sistema' },
        description: 'Pratica approvata',
        data: { comment: 'ok, "bene"' },
      },
    ]);
    const [header, row] = parseCsv(csv);
    expect(header).toEqual([...historyCsvHeader]);
    expect(row).toEqual(['3', '1', '2026-01-01T00:00:00.000Z', 'PracticeApproved', '', 'Sistema', 'Pratica approvata', '{"comment":"ok, \\"bene\\""}']);
    expect(JSON.parse(row![7]!)).toEqual({ comment: 'ok, "bene"' });
  });
});
