import { inlineParameters, sqlLiteral } from './sql-literal';

describe('SQL literals for batched replays', () => {
  it('doubles single quotes and leaves backslashes alone', () => {
    expect(sqlLiteral("l'azienda \\ srl")).toBe("'l''azienda \\ srl'");
  });
  it('renders null, numbers, booleans, dates and objects', () => {
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(undefined)).toBe('NULL');
    expect(sqlLiteral(42.5)).toBe('42.5');
    expect(sqlLiteral(false)).toBe('FALSE');
    expect(sqlLiteral(new Date('2026-01-02T03:04:05.000Z'))).toBe("'2026-01-02T03:04:05.000Z'");
    expect(sqlLiteral({ name: "d'Amico" })).toBe(`'{"name":"d''Amico"}'`);
  });
  it('refuses what it cannot render safely', () => {
    expect(() => sqlLiteral([1, 2])).toThrow();
    expect(() => sqlLiteral(Number.NaN)).toThrow();
    expect(() => sqlLiteral('a\u0000b')).toThrow();
  });
  it('replaces $10 as the tenth parameter, not $1 followed by 0', () => {
    const params = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(inlineParameters('SELECT $1, $10', params)).toBe('SELECT 1, 10');
  });
});
