import type { SqlExecutor } from '../database/database';
import type { RecordedEvent } from '../event-store/event-store.types';
import { defineProjection, type Projection, type ReplayBatch } from './projection';
import { fromColumns, rowStatements, type FoldRow } from './row-statements';

/** What identifies the rows an event evolves: one value, or several ($1..$n of `current`). */
type FoldKey = number | string | readonly (number | string)[];

/**
 * A read model kept as a pure fold: `evolve(row | null, event) -> row | null` decides the row, and
 * the one writer below stores it with bind parameters. Events reach rows through `key`: the events
 * of one key (a practice, a stream) evolve its current row, `current` selects it (the newest row
 * of the key when the key keeps several). A row evolved into another primary key is a new row;
 * the one before stays as it was.
 */
export type FoldProjectionDefinition<Row extends FoldRow> = {
  name: string;
  version: number;
  table: string;
  schema: string;
  handles: readonly string[];
  /** The column of each field; timestamps are read back as ISO strings. */
  columns: { readonly [K in keyof Row]: string };
  /** The fields that identify a row (the table's primary key). */
  primaryKey: readonly (keyof Row & string)[];
  /** The fields stored as jsonb: written as JSON text (a bind parameter would send an array as a PostgreSQL array). */
  json?: readonly (keyof Row & string)[];
  /** Which key an event evolves, and the SQL after `WHERE` that selects its current row ($1 is the key, or $1..$n its parts). */
  key: (event: RecordedEvent) => FoldKey;
  /** Event types that start a new row whatever came before (`evolve` ignores the row): not read first. */
  opens?: readonly string[];
  /**
   * Fields a row keeps once written: its upsert leaves them, so an `opens` event can write a row
   * that may exist (a purchase upgrading an access) without reading it first.
   */
  keeps?: readonly (keyof Row & string)[];
  current: string;
  evolve: (row: Row | null, event: RecordedEvent) => Row | null;
  /** Another table whose rows are a pure function of this fold's row, written with it (`DerivedRows`). */
  derived?: DerivedRows<Row, FoldRow>;
};

/**
 * Rows of another table that are a pure function of one fold row (a practice's rate on sale):
 * `rowsOf(row)` decides them, and the fold's writer replaces the set whenever an event changes it,
 * so the table needs no reader of the fold's row and no writer of its own. `owner` is the field
 * both rows name the fold row by (the fold's key). An `opens` event starts from no derived rows.
 */
export type DerivedRows<Row extends FoldRow, Derived extends FoldRow> = {
  table: string;
  schema: string;
  columns: { readonly [K in keyof Derived]: string };
  primaryKey: readonly (keyof Derived & string)[];
  owner: keyof Row & keyof Derived & string;
  rowsOf: (row: Row) => Derived[];
};

/** A folded read model: the projection, and its definition for specs that fold events without a database (`foldRows`). */
export type FoldProjection<Row extends FoldRow> = Projection & { fold: FoldProjectionDefinition<Row> };

const keyParams = (key: FoldKey): readonly unknown[] => (Array.isArray(key) ? key : [key]);
const keyId = (key: FoldKey) => (Array.isArray(key) ? JSON.stringify(key) : key) as number | string;

/**
 * Folds events in memory, as a replay does: each key's current row (kept only when some handled
 * event reads it, i.e. is not in `opens`), and the rows changed since `take` last ran, by primary
 * key: the row, or null for a row evolved to null (`was` is that row, for its key).
 */
const memoryFold = <Row extends FoldRow>(fold: FoldProjectionDefinition<Row>) => {
  const remembers = fold.keeps !== undefined || fold.handles.some((type) => !fold.opens?.includes(type));
  const current = new Map<number | string, Row | null>();
  let changed = new Map<string, { row: Row | null; was: Row }>();
  const identity = (row: Row) => JSON.stringify(fold.primaryKey.map((f) => row[f]));
  /** What the upsert stores: `row`, with the fields `keeps` names as the row of its primary key already had them. */
  const stored = (row: Row | null, existing: Row | null): Row | null => {
    if (row === null || existing === null || !fold.keeps || identity(row) !== identity(existing)) return row;
    return { ...row, ...Object.fromEntries(fold.keeps.map((f) => [f, existing[f]])) };
  };
  const handled = new Set(fold.handles);
  return {
    apply: (event: RecordedEvent) => {
      if (!handled.has(event.type)) return;
      const key = keyId(fold.key(event));
      const existing = current.get(key) ?? null;
      const before = fold.opens?.includes(event.type) ? null : existing;
      const after = stored(fold.evolve(before, event), existing);
      if (after === before) return;
      if (remembers) current.set(key, after);
      if (after !== null) changed.set(identity(after), { row: after, was: after });
      else if (before !== null) changed.set(identity(before), { row: null, was: before });
    },
    take: () => {
      const taken = changed;
      changed = new Map();
      return [...taken.values()];
    },
  };
};

/**
 * The rows `events` leave in the read model, folded in memory as a replay does (no database):
 * what a projection spec compares. Rows come in the order they were first written.
 */
export const foldRows = <Row extends FoldRow>({ fold }: FoldProjection<Row>, events: readonly RecordedEvent[]): Row[] => {
  const memory = memoryFold(fold);
  for (const event of events) memory.apply(event);
  return memory.take().flatMap(({ row }) => (row === null ? [] : [row]));
};

/**
 * The writes of `derived`: inline, one statement replaces an owner's rows (the rows given, as
 * JSON, upserted; its other rows deleted: the DELETE spares the keys upserted, as both parts run
 * on one snapshot); a replay deletes its window's owners' rows, then inserts their rows in bulk.
 */
const derivedWriter = <Row extends FoldRow>(derived: DerivedRows<Row, FoldRow> | undefined) => {
  if (!derived) return null;
  const { bulkUpsert, keyColumns, toColumns } = rowStatements(derived.table, derived.columns, derived.primaryKey);
  const ownerColumn = derived.columns[derived.owner]!;
  const keys = keyColumns.join(', ');
  const replace = `WITH upserted AS (${bulkUpsert.replaceAll('$1', '$2')} RETURNING 1)
    DELETE FROM ${derived.table} WHERE ${ownerColumn} = $1 AND (${keys}) NOT IN (SELECT ${keys} FROM json_populate_recordset(NULL::${derived.table}, $2::json))`;
  const rowsOf = (row: Row | null) => (row === null ? [] : derived.rowsOf(row).map(toColumns));
  return {
    /** Inline: writes `after`'s rows when they differ from `before`'s (most events of a practice leave them). */
    apply: async (tx: SqlExecutor, owner: unknown, before: Row | null, after: Row | null) => {
      const rows = JSON.stringify(rowsOf(after));
      if (rows !== JSON.stringify(rowsOf(before))) await tx.query(replace, [owner, rows]);
    },
    replay: async (tx: SqlExecutor, changed: readonly { row: Row | null; was: Row }[]) => {
      if (changed.length === 0) return;
      const owners = changed.map(({ was }) => was[derived.owner]);
      await tx.query(`DELETE FROM ${derived.table} WHERE ${ownerColumn} = ANY($1)`, [owners]);
      const rows = changed.flatMap(({ row }) => rowsOf(row));
      if (rows.length > 0) await tx.query(bulkUpsert, [JSON.stringify(rows)]);
    },
  };
};

export const defineFoldProjection = <Row extends FoldRow>(fold: FoldProjectionDefinition<Row>): FoldProjection<Row> => {
  const {
    fields,
    keyColumns,
    onConflict,
    select: selectWhere,
    bulkUpsert,
    bulkRemove,
    toColumns,
  } = rowStatements(fold.table, fold.columns, fold.primaryKey, fold.keeps);
  const select = selectWhere(fold.current);
  // Inline, one row with a bind parameter per column; a replay writes a window's rows in bulk.
  const upsert = `INSERT INTO ${fold.table} (${fields.map((f) => fold.columns[f]).join(', ')}) VALUES (${fields.map((_, i) => `$${i + 1}`).join(', ')}) ${onConflict}`;
  const remove = `DELETE FROM ${fold.table} WHERE ${keyColumns.map((c, i) => `${c} = $${i + 1}`).join(' AND ')}`;
  const derived = derivedWriter(fold.derived);

  const read = async (tx: SqlExecutor, key: FoldKey): Promise<Row | null> => {
    const { rows } = await tx.query<FoldRow>(select, keyParams(key));
    return rows[0] ? (fromColumns(rows[0]) as Row) : null;
  };

  /** Inline: reads the current row, evolves it, and upserts it (or deletes it when evolved to null). */
  const apply = async (event: RecordedEvent, tx: SqlExecutor) => {
    const before = fold.opens?.includes(event.type) ? null : await read(tx, fold.key(event));
    const after = fold.evolve(before, event);
    if (after === before) return;
    if (after !== null)
      await tx.query(
        upsert,
        fields.map((f) => (fold.json?.includes(f) && after[f] !== null ? JSON.stringify(after[f]) : after[f])),
      );
    else if (before !== null)
      await tx.query(
        remove,
        fold.primaryKey.map((f) => before[f]),
      );
    await derived?.apply(tx, (after ?? before)![fold.derived!.owner], before, after);
  };

  /**
   * A replay starts from empty tables and sees every event of a key in order: it folds in memory
   * and writes per window. `flush` writes every row the window touched, a row evolved to null as it
   * last was, and `prune` removes those afterwards: in between, the replays that read another
   * read model find every row the window's events could see (notifications reads a practice's owner).
   */
  const replayer = (tx: SqlExecutor): ReplayBatch => {
    const memory = memoryFold(fold);
    let removed: FoldRow[] = [];
    return {
      apply: memory.apply,
      flush: async () => {
        const changed = memory.take();
        removed = changed.flatMap(({ row, was }) => (row === null ? [toColumns(was)] : []));
        if (changed.length > 0) await tx.query(bulkUpsert, [JSON.stringify(changed.map(({ row, was }) => toColumns(row ?? was)))]);
        await derived?.replay(tx, changed);
      },
      prune: async () => {
        if (removed.length > 0) await tx.query(bulkRemove, [JSON.stringify(removed)]);
        removed = [];
      },
    };
  };

  return {
    ...defineProjection({
      name: fold.name,
      version: fold.version,
      tables: fold.derived ? [fold.table, fold.derived.table] : [fold.table],
      schema: fold.derived ? `${fold.schema};\n${fold.derived.schema}` : fold.schema,
      handles: fold.handles,
      apply,
      replayer,
    }),
    fold,
  };
};
