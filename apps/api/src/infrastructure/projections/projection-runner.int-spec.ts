import { randomUUID } from 'node:crypto';
import { createMigratedSchema } from '../../testing/migrated-schema';
import type { Database } from '../database/database';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { defineFoldProjection } from './fold-projection';
import { applyInline, ensureProjectionsCurrent, rebuildProjections } from './projection-runner';
import { verifyProjections } from './verify-projections';

/** A read model with awkward values (quotes, backslashes, json, null) to prove replays reproduce them exactly. */
type Note = { streamId: string; text: string | null; tags: object | null; edits: number; removedAt: string | null };
const notesView = (version = 1) =>
  defineFoldProjection<Note>({
    name: 'notes_view',
    version,
    table: 'notes_view',
    schema: `CREATE TABLE notes_view (stream_id text PRIMARY KEY, text text, tags jsonb, edits int NOT NULL, removed_at timestamptz)`,
    handles: ['NoteWritten', 'NoteEdited', 'NoteRemoved'],
    columns: { streamId: 'stream_id', text: 'text', tags: 'tags', edits: 'edits', removedAt: 'removed_at' },
    primaryKey: ['streamId'],
    json: ['tags'],
    key: (event) => event.streamId,
    current: 'stream_id = $1',
    opens: ['NoteWritten'],
    evolve: (note, event) => {
      const data = event.data as { text?: string; tags?: object; at?: string };
      if (event.type === 'NoteWritten') return { streamId: event.streamId, text: data.text ?? null, tags: data.tags ?? null, edits: 0, removedAt: null };
      if (!note) return null;
      if (event.type === 'NoteEdited') return { ...note, text: data.text ?? null, edits: note.edits + 1 };
      return { ...note, removedAt: data.at ?? null };
    },
  });

const event = (type: string, data: object) => ({ eventId: randomUUID(), type, data, metadata: { actorId: 1, correlationId: randomUUID() } });

describe('read models: inline projection, rebuild and verify', () => {
  let db: Database;
  const projection = notesView();

  beforeAll(async () => {
    db = await createMigratedSchema();
    await ensureProjectionsCurrent(db, [projection]);
    const store = new PostgresEventStore(db, applyInline([projection]));
    for (let n = 0; n < 30; n++) {
      const streamId = `note-${n}`;
      await store.append([{ streamId, expectedVersion: 0, events: [event('NoteWritten', { text: `nota dell'utente ${n} $1`, tags: { n, q: "l'a" } })] }]);
      if (n % 2) await store.append([{ streamId, expectedVersion: 1, events: [event('NoteEdited', { text: `modificata \\ ${n}` })] }]);
      if (n % 3 === 0) await store.append([{ streamId, expectedVersion: 'any', events: [event('NoteRemoved', { at: '2026-03-01T10:00:00.000Z' })] }]);
    }
  });
  afterAll(() => db.close());

  const snapshot = async () => (await db.query('SELECT * FROM notes_view ORDER BY stream_id')).rows;

  it('a rebuilt read model equals the one kept inline', async () => {
    const live = await snapshot();
    expect(live).toHaveLength(30);
    expect(await rebuildProjections(db, [projection])).toBe(30 + 15 + 10);
    expect(await snapshot()).toEqual(live);
    expect(await verifyProjections(db, [projection])).toEqual([]);
  });

  it('verify reports a live row that differs from the log, and leaves nothing behind', async () => {
    await db.query("UPDATE notes_view SET edits = 99 WHERE stream_id = 'note-1'");
    expect(await verifyProjections(db, [projection])).toEqual([{ table: 'notes_view', onlyLive: 1, onlyRebuilt: 1 }]);
    const { rows } = await db.query("SELECT 1 FROM information_schema.schemata WHERE schema_name = 'projection_verify'");
    expect(rows).toHaveLength(0);
    await rebuildProjections(db, [projection]);
    expect(await verifyProjections(db, [projection])).toEqual([]);
  });

  it('start-up rebuilds a read model whose version changed, and only that one', async () => {
    expect(await ensureProjectionsCurrent(db, [projection])).toEqual([]);
    await db.query('DELETE FROM notes_view');
    expect(await ensureProjectionsCurrent(db, [notesView(2)])).toEqual(['notes_view']);
    expect(await snapshot()).toHaveLength(30);
  });
});

describe('rebuild values: standard_conforming_strings', () => {
  let db: Database;
  const projection = notesView();
  const awkward = "C:\\dati\\ l'impresa \\' ; -- \\n fine\\";

  beforeAll(async () => {
    db = await createMigratedSchema();
    await ensureProjectionsCurrent(db, [projection]);
    const store = new PostgresEventStore(db, applyInline([projection]));
    await store.append([{ streamId: 'note-awkward', expectedVersion: 0, events: [event('NoteWritten', { text: awkward, tags: { path: awkward } })] }]);
  });
  afterAll(() => db.close());

  /** A server (or database, or role) whose default is the pre-9.1 one, where a backslash escapes. */
  const legacyServer = (): Database => ({
    ...db,
    transaction: (work) =>
      db.transaction(async (tx) => {
        await tx.query('SET LOCAL standard_conforming_strings = off');
        return work(tx);
      }),
  });

  it('a value with backslashes and quotes survives a rebuild byte for byte, whatever the server default', async () => {
    expect(awkward).toContain('\\');
    await rebuildProjections(legacyServer(), [projection]);
    const { rows } = await db.query<{ text: string; tags: { path: string } }>("SELECT text, tags FROM notes_view WHERE stream_id = 'note-awkward'");
    expect(Buffer.from(rows[0]!.text).equals(Buffer.from(awkward))).toBe(true);
    expect(rows[0]!.tags.path).toBe(awkward);
    expect(await verifyProjections(legacyServer(), [projection])).toEqual([]);
  });
});
