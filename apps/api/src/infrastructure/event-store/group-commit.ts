import type { ClosingRead, Database, QueryResult } from '../database/database';
import { perTurnBatcher } from '../database/per-turn-batcher';
import { inlineParameters, sqlLiteral } from '../database/sql-literal';
import { asRefusal } from './append-refusal';
import { eventColumns, type EventRow } from './event-row';
import type { StreamWrite } from './event-store.types';

/** Most appends one group commit takes: bounds the script and the time the group's locks are held. */
const GROUP_COMMIT_MAX = 32;

/** One append of the one-trip path: its events' INSERT and its projections' writes as one script. */
export type OneTripUnit = { writes: readonly StreamWrite[]; script: string; closingRead?: ClosingRead };

/** A row of run_isolated: the unit's error, all null when it succeeded. */
type UnitOutcome = { error_code: string | null; error_constraint: string | null; error_column: string | null; error_detail: string | null; error_message: string | null };

/** A failed unit's error as the driver would have raised it alone, then read by asRefusal (a deadlock is a refusal there). */
const unitError = (writes: readonly StreamWrite[], outcome: UnitOutcome): Error => {
  const { error_code: code, error_constraint: constraint, error_column: column, error_detail: detail } = outcome;
  const error = Object.assign(new Error(outcome.error_message ?? code!), { code, constraint: constraint || undefined, column: column || undefined, detail: detail || undefined });
  return asRefusal(writes, error) as Error;
};

/** One append alone in its transaction and round trip: the stored events. */
export const commitAlone = async (db: Database, { script, closingRead }: OneTripUnit): Promise<EventRow[]> => {
  const [inserted] = await db.oneTripTransaction(script, closingRead);
  return inserted!.rows as EventRow[];
};

/**
 * Several appends in ONE transaction and round trip, each in its own subtransaction (run_isolated,
 * migration 0009), so each still succeeds or fails alone; then their stored events and closing
 * reads. A failed unit answers its error as the server raised it. Two groups can deadlock (each
 * waiting on the other's insert into a stream); the server then fails one unit, which two separate
 * appends would have met as a version conflict, and so it is treated.
 */
const commitTogether = async (db: Database, units: readonly OneTripUnit[]): Promise<(EventRow[] | Error)[]> => {
  const ids = units.flatMap((u) => u.writes.flatMap((w) => w.events.map((e) => e.eventId)));
  const reads = units.filter((u) => u.closingRead).map((u) => inlineParameters(u.closingRead!.sql, u.closingRead!.params));
  const script = [
    `SELECT * FROM run_isolated(ARRAY[${units.map((u) => sqlLiteral(u.script)).join(', ')}]::text[]) ORDER BY unit`,
    `SELECT ${eventColumns} FROM events WHERE event_id IN (${ids.map((id) => `${sqlLiteral(id)}::uuid`).join(', ')})`,
    ...reads,
  ].join(';\n');
  const [outcomes, stored, ...readResults] = await db.oneTripTransaction(script);
  const byId = new Map((stored!.rows as EventRow[]).map((row) => [row.event_id, row]));
  let read = 0;
  return units.map((unit, i) => {
    const outcome = outcomes!.rows[i] as UnitOutcome;
    const result = unit.closingRead ? readResults[read++] : undefined;
    if (outcome.error_code) return unitError(unit.writes, outcome);
    if (unit.closingRead) unit.closingRead.result = result as QueryResult<Record<string, unknown>>;
    return unit.writes.flatMap((w) => w.events.map((e) => byId.get(e.eventId)!));
  });
};

/**
 * Group commit on a PostgreSQL server: the one-trip appends that start during one turn of the
 * event loop are committed together (commitTogether), a lone one as before (commitAlone).
 * `load(unit)` answers the unit's stored events or rejects with its own error.
 */
export const groupCommitter = (db: Database) =>
  perTurnBatcher<OneTripUnit, EventRow[]>(
    (units) => (units.length === 1 ? commitAlone(db, units[0]!).then((rows) => [rows], (error: Error) => [error]) : commitTogether(db, units)),
    GROUP_COMMIT_MAX,
  );
