import { randomUUID } from 'node:crypto';
import { createMigratedSchema } from '../../testing/migrated-schema';
import type { Database } from '../database/database';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { defineFoldProjection, foldRows } from './fold-projection';
import { applyInline, ensureProjectionsCurrent, rebuildProjections } from './projection-runner';
import { verifyProjections } from './verify-projections';

type Tally = { streamId: string; count: number; label: string; at: string };
type Mark = { streamId: string; mark: number };

/**
 * A toy fold: 'Started' opens a row, 'Tallied' counts, 'Cleared' removes it (null). Its derived
 * rows: one mark per count from the second on, so a first 'Tallied' leaves them as they were.
 */
const tallies = defineFoldProjection<Tally>({
  name: 'tallies_view',
  version: 1,
  table: 'tallies_view',
  schema: 'CREATE TABLE tallies_view (stream_id text PRIMARY KEY, count int NOT NULL, label text NOT NULL, at timestamptz NOT NULL)',
  handles: ['Started', 'Tallied', 'Cleared'],
  columns: { streamId: 'stream_id', count: 'count', label: 'label', at: 'at' },
  primaryKey: ['streamId'],
  key: (event) => event.streamId,
  current: 'stream_id = $1',
  opens: ['Started'],
  derived: {
    table: 'tally_marks',
    schema: 'CREATE TABLE tally_marks (stream_id text NOT NULL, mark int NOT NULL, PRIMARY KEY (stream_id, mark))',
    columns: { streamId: 'stream_id', mark: 'mark' },
    primaryKey: ['streamId', 'mark'],
    owner: 'streamId',
    rowsOf: (row: Tally): Mark[] => Array.from({ length: Math.max(row.count - 1, 0) }, (_, i) => ({ streamId: row.streamId, mark: i + 2 })),
  },
  evolve: (row, event) => {
    const { label, at } = event.data as { label: string; at: string };
    if (event.type === 'Started') return { streamId: event.streamId, count: 0, label, at };
    if (row === null) return null;
    return event.type === 'Tallied' ? { ...row, count: row.count + 1, at } : null;
  },
});

const event = (type: string, n: number) => ({
  eventId: randomUUID(),
  type,
  data: { label: `conto dell'utente ${n} $1`, at: new Date(Date.UTC(2026, 2, 1, n)).toISOString() },
  metadata: { actorId: 1, correlationId: randomUUID() },
});

describe('fold projections: one writer for evolve(row | null, event) -> row | null', () => {
  let db: Database;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await createMigratedSchema();
    await ensureProjectionsCurrent(db, [tallies]);
    store = new PostgresEventStore(db, applyInline([tallies]));
    for (let n = 0; n < 12; n++) {
      const types = ['Started', ...Array<string>(n % 4).fill('Tallied'), ...(n % 3 === 0 ? ['Cleared'] : [])];
      await store.append([{ streamId: `tally-${n}`, expectedVersion: 0, events: types.map((type) => event(type, n)) }]);
    }
  });
  afterAll(() => db.close());

  const snapshot = async () => (await db.query<Tally>('SELECT stream_id AS "streamId", count, label, at FROM tallies_view ORDER BY stream_id')).rows;
  const marks = async () => (await db.query<Mark>('SELECT stream_id AS "streamId", mark FROM tally_marks ORDER BY stream_id, mark')).rows;
  const iso = (rows: Tally[]) => rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() }));

  it('inline, the writer upserts what evolve answers and deletes a row evolved to null; the rows are those folded in memory', async () => {
    const live = iso(await snapshot());
    expect(live.map((r) => [r.streamId, r.count])).toEqual([1, 10, 11, 2, 4, 5, 7, 8].map((n) => [`tally-${n}`, n % 4]));
    const log = (await store.readAll(0, 10_000)).filter((e) => e.streamId.startsWith('tally-'));
    const folded = foldRows(tallies, log).sort((a, b) => a.streamId.localeCompare(b.streamId));
    expect(live).toEqual(folded);
  });

  it("inline, a row's derived rows follow it: one mark per count from the second, none once the row is gone", async () => {
    const expected = [1, 10, 11, 2, 4, 5, 7, 8].flatMap((n) =>
      Array.from({ length: Math.max((n % 4) - 1, 0) }, (_, i) => ({ streamId: `tally-${n}`, mark: i + 2 })),
    );
    expect(await marks()).toEqual(expected);
  });

  it('a rebuild (rows kept in memory, writes queued) equals the rows kept inline', async () => {
    const [live, liveMarks] = [await snapshot(), await marks()];
    await rebuildProjections(db, [tallies]);
    expect(await snapshot()).toEqual(live);
    expect(await marks()).toEqual(liveMarks);
    expect(await verifyProjections(db, [tallies])).toEqual([]);
  });
});
