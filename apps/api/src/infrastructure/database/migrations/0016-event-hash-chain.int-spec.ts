import { randomUUID } from 'node:crypto';
import { allMigrations } from '../../../app.migrations';
import { eventHash, genesisHash, storedEventSql, storedHashOf, toStoredEventText, type StoredEventRow } from '../../audit-chain/event-hash';
import type { Database } from '../database';
import { runMigrations } from '../migration';
import { createFreshDatabase } from '../testing/fresh-database';

describe('migration 0016: events stored before the hash chain are chained stream by stream', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createFreshDatabase();
    await runMigrations(
      db,
      allMigrations.filter((m) => m.id < '0016'),
    );
    // Interleaved streams, as a real log holds them.
    for (const [stream, version] of [
      ['a', 1],
      ['b', 1],
      ['a', 2],
      ['b', 2],
      ['a', 3],
    ] as const) {
      await db.query(`INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata) VALUES ($1, $2, $3, 'NoteWritten', $4, '{"actorId":1}')`, [
        stream,
        version,
        randomUUID(),
        { text: `${stream}${version} «è»` },
      ]);
    }
    await runMigrations(db, allMigrations);
  });
  afterAll(() => db.close());

  it('every old event gets the hash the chain gives it, and new appends continue the chain', async () => {
    await db.query(`INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata) VALUES ('a', 4, $1, 'NoteEdited', '{}', '{}')`, [
      randomUUID(),
    ]);
    const { rows } = await db.query<StoredEventRow>(`SELECT ${storedEventSql} FROM events ORDER BY stream_id, stream_version`);
    expect(rows.map((r) => `${r.stream_id}${r.stream_version}`)).toEqual(['a1', 'a2', 'a3', 'a4', 'b1', 'b2']);
    let previous = genesisHash;
    for (const [i, row] of rows.entries()) {
      if (i > 0 && rows[i - 1]!.stream_id !== row.stream_id) previous = genesisHash;
      expect(storedHashOf(row).equals(eventHash(previous, toStoredEventText(row)))).toBe(true);
      previous = storedHashOf(row);
    }
  });
});
