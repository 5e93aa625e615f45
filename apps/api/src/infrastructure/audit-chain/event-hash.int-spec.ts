import { randomUUID } from 'node:crypto';
import { createMigratedSchema } from '../../testing/migrated-schema';
import type { Database } from '../database/database';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { eventHash, genesisHash, storedEventSql, storedHashOf, toStoredEventText, type StoredEventRow } from './event-hash';

const event = (type: string, data: object) => ({ eventId: randomUUID(), type, data, metadata: { actorId: 1, correlationId: randomUUID() } });

describe('hash chain: the database and the verifier compute the same hashes', () => {
  let db: Database;

  beforeAll(async () => {
    db = await createMigratedSchema();
    const store = new PostgresEventStore(db);
    // Two events of one stream in one statement, awkward text, and a second stream alongside.
    await store.append([
      { streamId: 'note-1', expectedVersion: 0, events: [event('NoteWritten', { text: "l'è «già» \\ $1 😀" }), event('NoteEdited', { n: 1.5 })] },
      { streamId: 'note-2', expectedVersion: 0, events: [event('NoteWritten', { text: 'b' })] },
    ]);
    for (const n of [1, 2, 3]) await store.append([{ streamId: 'note-1', expectedVersion: 'any', events: [event('NoteEdited', { n })] }]);
  });
  afterAll(() => db.close());

  it('each stored hash chains to the previous event of its stream', async () => {
    const { rows } = await db.query<StoredEventRow>(`SELECT ${storedEventSql} FROM events ORDER BY stream_id, stream_version`);
    expect(rows).toHaveLength(6);
    let previous = genesisHash;
    for (const [i, row] of rows.entries()) {
      if (i > 0 && rows[i - 1]!.stream_id !== row.stream_id) previous = genesisHash;
      expect(storedHashOf(row).toString('hex')).toBe(eventHash(previous, toStoredEventText(row)).toString('hex'));
      previous = storedHashOf(row);
    }
  });
});
