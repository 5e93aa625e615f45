import type { Migration } from '../migration';

/**
 * `run_isolated(units)`: runs each script of `units` in its own subtransaction (a PL/pgSQL block
 * with an exception handler) and answers one row per unit, its error when it failed. A failed
 * unit leaves nothing behind and the others go on, so several appends can share one transaction
 * and one round trip (group commit, PostgresEventStore) yet succeed or fail one by one.
 * The scripts are our own literal SQL (sql-literal.ts), never user text.
 */
const runIsolated = `
CREATE FUNCTION run_isolated(units text[])
RETURNS TABLE (unit integer, error_code text, error_constraint text, error_column text, error_detail text, error_message text)
LANGUAGE plpgsql AS $$
BEGIN
  FOR i IN 1 .. coalesce(array_length(units, 1), 0) LOOP
    unit := i;
    error_code := NULL; error_constraint := NULL; error_column := NULL; error_detail := NULL; error_message := NULL;
    BEGIN
      EXECUTE units[i];
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS error_code = RETURNED_SQLSTATE, error_constraint = CONSTRAINT_NAME,
        error_column = COLUMN_NAME, error_detail = PG_EXCEPTION_DETAIL, error_message = MESSAGE_TEXT;
    END;
    RETURN NEXT;
  END LOOP;
END
$$`;

export const isolatedUnitsMigration: Migration = {
  id: '0009-isolated-units',
  // Sent whole: the statement splitter would cut the function's body at its semicolons.
  sql: '',
  run: (tx) => tx.exec(runIsolated),
};
