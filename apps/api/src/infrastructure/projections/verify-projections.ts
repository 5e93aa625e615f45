import type { Database, SqlExecutor } from '../database/database';
import type { Projection } from './projection';
import { recreateTables, replay } from './projection-runner';

export type TableDifference = { table: string; onlyLive: number; onlyRebuilt: number };

const SCRATCH = 'projection_verify';

class VerifyRollback extends Error {
  constructor(readonly differences: TableDifference[]) {
    super('verify rollback');
  }
}

const compare = async (tx: SqlExecutor, table: string): Promise<TableDifference> => {
  const count = async (left: string, right: string) => {
    const { rows } = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT * FROM ${left}.${table} EXCEPT ALL SELECT * FROM ${right}.${table}) d`,
    );
    return rows[0]?.n ?? 0;
  };
  return { table, onlyLive: await count('public', SCRATCH), onlyRebuilt: await count(SCRATCH, 'public') };
};

/**
 * Rebuilds every read model into a scratch schema and compares it row by row with the live one.
 * Runs in one transaction that is always rolled back, so it leaves nothing behind.
 */
export const verifyProjections = async (db: Database, projections: readonly Projection[]) => {
  try {
    await db.transaction(async (tx) => {
      await tx.query(`CREATE SCHEMA ${SCRATCH}`);
      await tx.query(`SET LOCAL search_path TO ${SCRATCH}, public`);
      // Scratch tables only need their rows compared, so their secondary indexes are never built.
      await recreateTables(tx, projections, SCRATCH);
      await replay(tx, projections);
      const differences: TableDifference[] = [];
      for (const table of projections.flatMap((p) => p.tables)) differences.push(await compare(tx, table));
      throw new VerifyRollback(differences);
    });
  } catch (error) {
    if (error instanceof VerifyRollback) return error.differences.filter((d) => d.onlyLive + d.onlyRebuilt > 0);
    throw error;
  }
  return [];
};
