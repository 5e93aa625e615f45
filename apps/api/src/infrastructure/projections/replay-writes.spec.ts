import type { SqlExecutor } from '../database/database';
import { inlineParameters, replayWrites, sqlLiteral } from './replay-writes';

const recorder = () => {
  const sent: string[] = [];
  const target: SqlExecutor = {
    query: async <Row>(sql: string) => {
      sent.push(`query: ${sql}`);
      return { rows: [{ read: true }] as Row[], rowCount: 1 };
    },
    exec: async (sql) => void sent.push(sql),
  };
  return { sent, target };
};

describe('literals of a batched replay: node-postgres prepares and quotes the values', () => {
  it('quotes text, doubling quotes, and uses the E form when it holds a backslash', () => {
    expect(sqlLiteral("l'impresa")).toBe("'l''impresa'");
    expect(sqlLiteral('C:\\dati')).toBe(" E'C:\\\\dati'");
  });

  it('renders null and undefined as NULL, numbers, booleans, dates, arrays and objects as a bind parameter carries them', () => {
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(undefined)).toBe('NULL');
    expect(sqlLiteral(42)).toBe("'42'");
    expect(sqlLiteral(true)).toBe("'true'");
    expect(sqlLiteral([2026, 2027])).toBe(`'{"2026","2027"}'`);
    expect(sqlLiteral({ a: "l'a" })).toBe(`'{"a":"l''a"}'`);
    expect(sqlLiteral(new Date('2026-03-01T10:00:00.000Z'))).toMatch(/^'2026-03-01T\d\d:00:00\.000[+-]\d\d:\d\d'$/);
  });

  it('replaces $10 as the tenth value, not $1 followed by 0, and refuses a missing value', () => {
    const values = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(inlineParameters('SELECT $1, $10', values)).toBe("SELECT '1', '10'");
    expect(() => inlineParameters('SELECT $2', [1])).toThrow('No value for $2');
  });
});

describe('replayWrites: statements queued and sent as one script', () => {
  it('sends nothing until the queue is full or flushed, then one script', async () => {
    const { sent, target } = recorder();
    const writes = replayWrites(target, 3);
    await writes.query('UPDATE t SET a = $1 WHERE id = $2', ['x', 1]);
    await writes.query('DELETE FROM t WHERE id = $1', [2]);
    expect(sent).toEqual([]);
    await writes.exec('UPDATE c SET n = 0');
    expect(sent).toEqual(["UPDATE t SET a = 'x' WHERE id = '1';\nDELETE FROM t WHERE id = '2';\nUPDATE c SET n = 0"]);
    await writes.flush();
    expect(sent).toHaveLength(1);
  });

  it('a queued write answers nothing: relying on its rows or count throws', async () => {
    const writes = replayWrites(recorder().target);
    const result = await writes.query('UPDATE t SET a = 1 RETURNING a');
    expect(() => result.rows).toThrow('rows are not available');
    expect(() => result.rowCount).toThrow('row counts are not available');
  });
});
