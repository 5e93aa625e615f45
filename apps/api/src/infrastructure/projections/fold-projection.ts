import type { SqlExecutor } from '../database/database';
import type { RecordedEvent } from '../event-store/event-store.types';
import { defineProjection, type ApplyMode, type Projection } from './projection';

/** A row of a folded read model: its fields, each stored in the column `columns` names. */
type FoldRow = Record<string, unknown>;

/**
 * A read model kept as a pure fold: `evolve(row | null, event) -> row | null` decides the row, and
 * the one writer below reads it, evolves it and upserts it (or deletes it on null) with bind
 * parameters. Events reach rows through `key`: the events of one key (a practice, a stream) evolve
 * its current row, `current` selects it (the newest row of the key when the key keeps several). A
 * row evolved into another primary key is a new row; the one before stays as it was.
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
  /** Which key an event evolves, and the SQL after `WHERE` that selects its current row ($1 is the key). */
  key: (event: RecordedEvent) => number | string;
  /** Event types that start a new row whatever came before (`evolve` ignores the row): not read first. */
  opens?: readonly string[];
  current: string;
  evolve: (row: Row | null, event: RecordedEvent) => Row | null;
};

const fromColumns = (raw: FoldRow): FoldRow =>
  Object.fromEntries(Object.entries(raw).map(([field, value]) => [field, value instanceof Date ? value.toISOString() : value]));

/** A folded read model: the projection, and its definition for specs that fold events without a database (`foldRows`). */
export type FoldProjection<Row extends FoldRow> = Projection & { fold: FoldProjectionDefinition<Row> };

/**
 * The rows `events` leave in the read model, folded in memory as a replay does (no database):
 * what a projection spec compares. Rows come in the order they were first written.
 */
export const foldRows = <Row extends FoldRow>({ fold }: FoldProjection<Row>, events: readonly RecordedEvent[]): Row[] => {
  const rows = new Map<string, Row>();
  const current = new Map<number | string, Row | null>();
  const identity = (row: Row) => JSON.stringify(fold.primaryKey.map((f) => row[f]));
  for (const event of events.filter((e) => fold.handles.includes(e.type))) {
    const before = fold.opens?.includes(event.type) ? null : (current.get(fold.key(event)) ?? null);
    const after = fold.evolve(before, event);
    current.set(fold.key(event), after);
    if (after !== null) rows.set(identity(after), after);
    else if (before !== null) rows.delete(identity(before));
  }
  return [...rows.values()];
};

export const defineFoldProjection = <Row extends FoldRow>(fold: FoldProjectionDefinition<Row>): FoldProjection<Row> => {
  const fields = Object.keys(fold.columns) as (keyof Row & string)[];
  const column = (field: keyof Row & string) => fold.columns[field];
  const select = `SELECT ${fields.map((f) => `${column(f)} AS "${f}"`).join(', ')} FROM ${fold.table} WHERE ${fold.current}`;
  const keyColumns = fold.primaryKey.map(column);
  const updates = fields.filter((f) => !fold.primaryKey.includes(f)).map((f) => `${column(f)} = EXCLUDED.${column(f)}`);
  const upsert = `INSERT INTO ${fold.table} (${fields.map(column).join(', ')}) VALUES (${fields.map((_, i) => `$${i + 1}`).join(', ')})
    ON CONFLICT (${keyColumns.join(', ')}) DO ${updates.length ? `UPDATE SET ${updates.join(', ')}` : 'NOTHING'}`;
  const remove = `DELETE FROM ${fold.table} WHERE ${keyColumns.map((c, i) => `${c} = $${i + 1}`).join(' AND ')}`;
  /**
   * A replay starts from empty tables and sees every event of a key in order, so it keeps each key's
   * current row in memory (one map per replay and projection, dropped with the replay: two folds
   * may key by the same practice) instead of reading it back: its writes stay queued in scripts
   * (replay-writes.ts).
   */
  const replayRows = new WeakMap<SqlExecutor, Map<number | string, FoldRow | null>>();

  const read = async (tx: SqlExecutor, mode: ApplyMode, key: number | string): Promise<Row | null> => {
    if (mode === 'replay') return (replayRows.get(tx)?.get(key) ?? null) as Row | null;
    const { rows } = await tx.query<FoldRow>(select, [key]);
    return rows[0] ? (fromColumns(rows[0]) as Row) : null;
  };

  const write = async (tx: SqlExecutor, before: Row | null, after: Row | null) => {
    const [sql, params] = after !== null ? [upsert, fields.map((f) => after[f])] : [remove, fold.primaryKey.map((f) => before?.[f])];
    if (after !== null || before !== null) await tx.query(sql, params);
  };

  return {
    ...defineProjection({
      name: fold.name,
      version: fold.version,
      tables: [fold.table],
      schema: fold.schema,
      handles: fold.handles,
      apply: async (event, tx, mode) => {
        const key = fold.key(event);
        const before = fold.opens?.includes(event.type) ? null : await read(tx, mode, key);
        const after = fold.evolve(before, event);
        if (mode === 'replay') {
          if (!replayRows.has(tx)) replayRows.set(tx, new Map());
          replayRows.get(tx)!.set(key, after);
        }
        if (after !== before) await write(tx, before, after);
      },
    }),
    fold,
  };
};
