import { types } from 'pg';
import { describeOnServer } from '../../testing/database-backends';
import { createFreshDatabase } from './testing/fresh-database';

describeOnServer('the PostgreSQL adapter reads values its own way', () => {
  const INT8_OID = 20;
  const JSONB_OID = 3802;
  const original = { int8: types.getTypeParser(INT8_OID, 'text'), jsonb: types.getTypeParser(JSONB_OID, 'text') };
  afterEach(() => {
    types.setTypeParser(INT8_OID, original.int8);
    types.setTypeParser(JSONB_OID, original.jsonb);
  });

  it("keeps int8 as number and jsonb as JSON.parse when another library changes node-postgres' global parsers (Emmett sets BigInt)", async () => {
    types.setTypeParser(INT8_OID, (value: string) => BigInt(value));
    types.setTypeParser(JSONB_OID, () => 'changed');
    const db = await createFreshDatabase();
    try {
      const plain = await db.query<{ n: unknown; j: unknown }>(`SELECT 9007199254740991::int8 AS n, '{"a": 1}'::jsonb AS j`);
      const prepared = await db.query<{ n: unknown }>('SELECT $1::int8 AS n', [42], 'adapter_parsers_probe');
      expect(plain.rows[0]).toEqual({ n: 9007199254740991, j: { a: 1 } });
      expect(prepared.rows[0]!.n).toBe(42);
    } finally {
      await db.close();
    }
  });
});
