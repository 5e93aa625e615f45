import type { SqlExecutor } from '../database/database';
import type { RecordedEvent } from '../event-store/event-store.types';
import { defineProjection, type Projection, type ReplayBatch } from './projection';
import { fromColumns, rowStatements, type FoldRow as SetRow } from './row-statements';

/**
 * A read model kept as a pure fold over the set of rows one key holds (a user's requests, a
 * buyer's pending matches): `evolve(rows, event) -> rows`. Rows `evolve` returns unchanged (the
 * same objects) are left alone; the others are written, and the rows it drops are deleted. For
 * read models where one event reaches several rows of a key, or a row that is not the key's
 * newest (fold-projection.ts folds one current row per key).
 */
export type FoldSetDefinition<Row extends SetRow> = {
  name: string;
  version: number;
  table: string;
  schema: string;
  handles: readonly string[];
  /** The column of each field; timestamps are read back as ISO strings. */
  columns: { readonly [K in keyof Row]: string };
  /** The fields that identify a row (the table's primary key). */
  primaryKey: readonly (keyof Row & string)[];
  /** The key whose rows an event evolves, and the SQL after `WHERE` that selects them ($1 is the key), in the order `evolve` expects. */
  key: (event: RecordedEvent) => number | string;
  rowsOf: string;
  evolve: (rows: readonly Row[], event: RecordedEvent) => readonly Row[];
};

export type FoldSetProjection<Row extends SetRow> = Projection & { foldSet: FoldSetDefinition<Row> };

/** What `evolve` changed: the rows it returned anew, and the rows it dropped (by primary key). */
const changesOf = <Row extends SetRow>(identity: (row: Row) => string, before: readonly Row[], after: readonly Row[]) => {
  const kept = new Set(after.map(identity));
  return {
    written: after.filter((row) => !before.includes(row)),
    dropped: before.filter((row) => !kept.has(identity(row))),
  };
};

/** Folds events in memory, as a replay does: every key's rows, and the rows changed since `take` (null: deleted), by primary key. */
const memoryFoldSet = <Row extends SetRow>(fold: FoldSetDefinition<Row>) => {
  const identity = (row: Row) => JSON.stringify(fold.primaryKey.map((f) => row[f]));
  const handled = new Set(fold.handles);
  const current = new Map<number | string, readonly Row[]>();
  let changed = new Map<string, { row: Row | null; was: Row }>();
  return {
    apply: (event: RecordedEvent) => {
      if (!handled.has(event.type)) return;
      const key = fold.key(event);
      const before = current.get(key) ?? [];
      const after = fold.evolve(before, event);
      if (after === before) return;
      current.set(key, after);
      const { written, dropped } = changesOf(identity, before, after);
      for (const row of dropped) changed.set(identity(row), { row: null, was: row });
      for (const row of written) changed.set(identity(row), { row, was: row });
    },
    take: () => {
      const taken = changed;
      changed = new Map();
      return [...taken.values()];
    },
  };
};

/** The rows `events` leave in the read model, folded in memory as a replay does (no database): what a projection spec compares. */
export const foldSetRows = <Row extends SetRow>({ foldSet }: FoldSetProjection<Row>, events: readonly RecordedEvent[]): Row[] => {
  const memory = memoryFoldSet(foldSet);
  for (const event of events) memory.apply(event);
  return memory.take().flatMap(({ row }) => (row === null ? [] : [row]));
};

export const defineFoldSetProjection = <Row extends SetRow>(fold: FoldSetDefinition<Row>): FoldSetProjection<Row> => {
  const identity = (row: Row) => JSON.stringify(fold.primaryKey.map((f) => row[f]));
  // Inline and replay write alike, with the bulk statements.
  const { select: selectWhere, bulkUpsert: upsert, bulkRemove: remove, toColumns } = rowStatements(fold.table, fold.columns, fold.primaryKey);
  const select = selectWhere(fold.rowsOf);

  const write = async (tx: SqlExecutor, written: readonly Row[], dropped: readonly Row[]) => {
    if (dropped.length > 0) await tx.query(remove, [JSON.stringify(dropped.map(toColumns))]);
    if (written.length > 0) await tx.query(upsert, [JSON.stringify(written.map(toColumns))]);
  };

  /** Inline: reads the key's rows, evolves them, deletes the dropped ones and upserts the new ones. */
  const apply = async (event: RecordedEvent, tx: SqlExecutor) => {
    const { rows } = await tx.query<SetRow>(select, [fold.key(event)]);
    const before = rows.map((row) => fromColumns(row) as Row);
    const after = fold.evolve(before, event);
    if (after === before) return;
    const { written, dropped } = changesOf(identity, before, after);
    await write(tx, written, dropped);
  };

  /** A replay folds every key's rows in memory and writes what each window changed: one DELETE, one upsert. */
  const replayer = (tx: SqlExecutor): ReplayBatch => {
    const memory = memoryFoldSet(fold);
    return {
      apply: memory.apply,
      flush: async () => {
        const changed = memory.take();
        await write(
          tx,
          changed.flatMap(({ row }) => (row ? [row] : [])),
          changed.flatMap(({ row, was }) => (row ? [] : [was])),
        );
      },
    };
  };

  return {
    ...defineProjection({ name: fold.name, version: fold.version, tables: [fold.table], schema: fold.schema, handles: fold.handles, apply, replayer }),
    foldSet: fold,
  };
};
