import { apiRoutes } from '@pratiche/contracts';
import { baseAccessCredits } from '@pratiche/domain';
import { allProjections } from '../../app.projections';
import { itOnServer, onPostgresServer } from '../../testing/database-backends';
import { createApprovedPractice, createFastBuyers, createFastUser, type FastUser } from '../../testing/marketplace';
import { createMigratedSchema } from '../../testing/migrated-schema';
import { useTestApp } from '../../testing/test-app';
import type { Database, SqlExecutor } from '../database/database';
import { createPostgresDatabase } from '../database/postgres.database';
import { defineFoldProjection } from './fold-projection';
import { ONLINE_REBUILD_RUNNING, REBUILD_SCHEMA, rebuildProjectionsOnline, type OnlineRebuildProgress } from './online-rebuild';
import { rebuildProjections } from './projection-runner';
import { verifyProjections } from './verify-projections';

const BUYERS = 4;
const PRACTICES = 200;
/** Users written straight into the log (not into the read models), so the build has work to do and purchases run beside it. */
const LOGGED_USERS = 5_000;

const seedLoggedUsers = (db: Database) =>
  db.exec(`
    INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata)
    SELECT 'user-' || (900000 + n), 1, gen_random_uuid(), 'UserRegistered', jsonb_build_object(
      'userId', 900000 + n, 'username', 'registrato' || n, 'companyName', 'Azienda ' || n, 'vatNumber', lpad(n::text, 11, '0'),
      'legalRepName', 'Mario Rossi', 'phone', '3331234567', 'email', 'registrato' || n || '@example.it', 'isCedente', false,
      'isCessionario', true, 'isAdmin', false, 'businessDocument', NULL, 'registeredAt', '2026-01-01T00:00:00.000Z'),
      jsonb_build_object('actorId', 'system', 'correlationId', gen_random_uuid()::text)
    FROM generate_series(1, ${LOGGED_USERS}) AS n`);

type Purchase = { status: number; startedAt: number; endedAt: number };

/** Buys base access to each practice in turn, recording each into `purchases`, until `stop` says so (or the practices run out). */
const buyInALoop = async (buyer: FastUser, practices: readonly number[], purchases: Purchase[], stop: () => boolean) => {
  for (const practiceId of practices) {
    if (stop()) return;
    const startedAt = performance.now();
    const { status } = await buyer.agent.post(apiRoutes.marketplaceView(practiceId)).send({ accessType: 'base' });
    purchases.push({ status, startedAt, endedAt: performance.now() });
  }
};

describe('online rebuild: new read models built beside the live ones while the API serves, then swapped in', () => {
  const t = useTestApp();
  // Server: the rebuild has its own pool, as the command-line tool does; the probe one connection, so
  // its named statement is prepared on it before the swap and run on it after. PGlite has one connection.
  const ownPool = (max: number) => (onPostgresServer ? createPostgresDatabase(t.database.connectionString!, max) : t.database);
  let probeDb: Database;

  const probeBalance = async (userId: number) => {
    const { rows } = await probeDb.query<{ balance: number }>(
      'SELECT wallet_balance AS balance FROM users_view WHERE id = $1',
      [userId],
      'online_rebuild_probe',
    );
    return rows[0]?.balance;
  };

  it('purchases running throughout are all answered 2xx, none lost; verify then finds no difference, and reads (prepared before the swap) see the new tables', async () => {
    const rebuildDb = ownPool(2);
    probeDb = ownPool(1);
    try {
      await rebuildAmidPurchases(rebuildDb);
    } finally {
      if (onPostgresServer) await Promise.all([rebuildDb.close(), probeDb.close()]);
    }
  }, 180_000);

  const rebuildAmidPurchases = async (rebuildDb: Database) => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const practices: number[] = [];
    for (let n = 0; n < PRACTICES; n++) practices.push(await createApprovedPractice(t, seller.id));
    const credits = PRACTICES * baseAccessCredits;
    const buyers = await createFastBuyers(t, BUYERS, credits);
    await seedLoggedUsers(t.database);
    // Named statements prepared before the swap: the API's session read (users_view_by_id) and our probe.
    for (const buyer of buyers) await buyer.agent.get(apiRoutes.user).expect(200);
    expect(await probeBalance(buyers[0]!.id)).toBe(credits);

    let swappedAt = Infinity;
    const phases: OnlineRebuildProgress['phase'][] = [];
    const afterSwap = (purchases: Purchase[]) => purchases.filter((p) => p.startedAt > swappedAt).length;
    const loops = buyers.map((buyer, i) => {
      const own = [...practices.slice(i * 7), ...practices.slice(0, i * 7)];
      const purchases: Purchase[] = [];
      const done = buyInALoop(buyer, own, purchases, () => afterSwap(purchases) >= 3);
      return { buyer, purchases, done };
    });
    const rebuilding = rebuildProjectionsOnline(rebuildDb, allProjections, (p) => {
      phases.push(p.phase);
      if (p.phase === 'swap') swappedAt = performance.now();
    });
    const applied = await rebuilding;
    await Promise.all(loops.map((l) => l.done));

    expect(applied).toBeGreaterThan(LOGGED_USERS);
    expect(phases).toContain('swap');
    const all = loops.flatMap((l) => l.purchases);

    expect(all.filter((p) => p.status !== 200)).toEqual([]);
    // On the server purchases are answered while the new tables are built (PGlite runs one transaction at a time).
    if (onPostgresServer) expect(all.some((p) => p.endedAt < swappedAt)).toBe(true);
    expect(all.some((p) => p.startedAt > swappedAt)).toBe(true);

    expect(await verifyProjections(t.database, allProjections)).toEqual([]);
    for (const { buyer, purchases } of loops) {
      const { rows } = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM practice_access WHERE user_id = $1', [buyer.id]);
      expect(rows[0]!.n).toBe(purchases.length);
      const left = credits - purchases.length * baseAccessCredits;
      expect(await probeBalance(buyer.id)).toBe(left);
      expect((await buyer.agent.get(apiRoutes.user).expect(200)).body.walletBalance).toBe(left);
      expect((await buyer.agent.get(apiRoutes.marketplaceMyPractices).expect(200)).body).toHaveLength(purchases.length);
    }
    const page = await buyers[0]!.agent.get(apiRoutes.marketplace).query({ page: 1 }).expect(200);
    expect(page.body.summary.total).toBe(PRACTICES);
    const { rows: leftovers } = await t.database.query('SELECT 1 FROM information_schema.schemata WHERE schema_name = $1', [REBUILD_SCHEMA]);
    expect(leftovers).toEqual([]);
    const { rows: logged } = await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM users_view WHERE username LIKE 'registrato%'");
    expect(logged[0]!.n).toBe(LOGGED_USERS);
  };
});

/** A small read model of its own, on a database of its own: what the swap and the boundary do, in isolation. */
const notesView = defineFoldProjection<{ streamId: string; text: string }>({
  name: 'notes_view',
  version: 1,
  table: 'notes_view',
  schema: 'CREATE TABLE notes_view (stream_id text PRIMARY KEY, text text NOT NULL)',
  handles: ['NoteWritten'],
  columns: { streamId: 'stream_id', text: 'text' },
  primaryKey: ['streamId'],
  key: (event) => event.streamId,
  current: 'stream_id = $1',
  opens: ['NoteWritten'],
  evolve: (_note, event) => ({ streamId: event.streamId, text: (event.data as { text: string }).text }),
});

const insertNote = (tx: SqlExecutor, streamId: string, text: string) =>
  tx.query(
    `INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata)
     VALUES ($1, 1, gen_random_uuid(), 'NoteWritten', jsonb_build_object('text', $2::text), '{"actorId": "system"}')`,
    [streamId, text],
  );

describe('online rebuild: the boundary and the swap', () => {
  let db: Database;
  beforeEach(async () => {
    db = await createMigratedSchema();
    await rebuildProjections(db, [notesView]);
  });
  afterEach(() => db.close());

  const notes = async () => (await db.query<{ stream_id: string }>('SELECT stream_id FROM notes_view ORDER BY stream_id')).rows.map((r) => r.stream_id);

  itOnServer('an event whose append commits after a later one is not skipped: the boundary waits for the appends running', async () => {
    const appender = createPostgresDatabase(db.connectionString!, 1);
    try {
      let commitLate: () => void = () => undefined;
      const late = appender.transaction(async (tx) => {
        await insertNote(tx, 'note-a', 'scritta prima, confermata dopo');
        await new Promise<void>((resolve) => (commitLate = resolve));
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      await insertNote(db, 'note-b', 'scritta dopo, confermata prima');
      const rebuilding = rebuildProjectionsOnline(db, [notesView]);
      setTimeout(() => commitLate(), 300);
      await late;
      expect(await rebuilding).toBe(2);
      expect(await notes()).toEqual(['note-a', 'note-b']);
    } finally {
      await appender.close();
    }
  });

  it("two online rebuilds at once: one runs, the other is refused at once (they would drop each other's schema); the next runs", async () => {
    await insertNote(db, 'note-a', 'testo');
    // On the server the second comes from a pool of its own, as a second command-line tool would.
    const other = onPostgresServer ? createPostgresDatabase(db.connectionString!, 2) : db;
    try {
      const results = await Promise.allSettled([rebuildProjectionsOnline(db, [notesView]), rebuildProjectionsOnline(other, [notesView])]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : []))).toEqual([ONLINE_REBUILD_RUNNING]);
      expect(await notes()).toEqual(['note-a']);
      expect(await rebuildProjectionsOnline(other, [notesView])).toBe(1);
    } finally {
      if (other !== db) await other.close();
    }
  });

  it('a view on a read model makes the swap fail, leaving the live tables as they were', async () => {
    await insertNote(db, 'note-a', 'testo');
    await db.exec('CREATE VIEW notes_report AS SELECT count(*) AS n FROM notes_view');
    await expect(rebuildProjectionsOnline(db, [notesView])).rejects.toThrow(/depend/);
    expect(await notes()).toEqual([]);
    expect((await db.query<{ n: number }>('SELECT n::int FROM notes_report')).rows).toEqual([{ n: 0 }]);
  });
});
