/** A row of a folded read model: its fields, each stored in the column `columns` names. */
export type FoldRow = Record<string, unknown>;

/** Timestamps come back from the database as Date: a fold's rows hold them as ISO strings. */
export const fromColumns = (raw: FoldRow): FoldRow =>
  Object.fromEntries(Object.entries(raw).map(([field, value]) => [field, value instanceof Date ? value.toISOString() : value]));

/**
 * The statements both fold writers (fold-projection.ts, fold-set-projection.ts) use on a table,
 * from its columns and primary key: a select of a key's rows by field name, and the bulk writes,
 * whose rows are one JSON bind parameter read with the table's own row type
 * (`json_populate_recordset`), so every column keeps its type without a cast list and columns the
 * fold does not name take their defaults. Fields in `keeps` are left as they were when an upsert
 * finds the row.
 */
export const rowStatements = <Row extends FoldRow>(
  table: string,
  columns: { readonly [K in keyof Row]: string },
  primaryKey: readonly (keyof Row & string)[],
  keeps: readonly (keyof Row & string)[] = [],
) => {
  const fields = Object.keys(columns) as (keyof Row & string)[];
  const column = (field: keyof Row & string) => columns[field];
  const columnList = fields.map(column).join(', ');
  const keyColumns = primaryKey.map(column);
  const updates = fields.filter((f) => !primaryKey.includes(f) && !keeps.includes(f)).map((f) => `${column(f)} = EXCLUDED.${column(f)}`);
  const onConflict = `ON CONFLICT (${keyColumns.join(', ')}) DO ${updates.length ? `UPDATE SET ${updates.join(', ')}` : 'NOTHING'}`;
  const rowsOf = `json_populate_recordset(NULL::${table}, $1::json)`;
  return {
    fields,
    keyColumns,
    onConflict,
    select: (where: string) => `SELECT ${fields.map((f) => `${column(f)} AS "${f}"`).join(', ')} FROM ${table} WHERE ${where}`,
    bulkUpsert: `INSERT INTO ${table} (${columnList}) SELECT ${columnList} FROM ${rowsOf} ${onConflict}`,
    bulkRemove: `DELETE FROM ${table} WHERE (${keyColumns.join(', ')}) IN (SELECT ${keyColumns.join(', ')} FROM ${rowsOf})`,
    /** A row as the JSON of the bulk writes: its values under their column names. */
    toColumns: (row: Row) => Object.fromEntries(fields.map((f) => [column(f), row[f]])),
  };
};
