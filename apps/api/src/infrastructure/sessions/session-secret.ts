import { randomBytes } from 'node:crypto';
import type { Database } from '../database/database';

/**
 * SESSION_SECRET when set; otherwise a random secret created at the first start and kept in the
 * database, so a restart (or a second instance) keeps signing cookies the same way.
 * The insert-then-read is safe when several instances start at once.
 */
export const loadSessionSecret = async (db: Database, configured: string | undefined): Promise<string> => {
  if (configured) return configured;
  await db.query("INSERT INTO app_secrets (name, value) VALUES ('session_secret', $1) ON CONFLICT (name) DO NOTHING", [randomBytes(48).toString('base64url')]);
  const { rows } = await db.query<{ value: string }>("SELECT value FROM app_secrets WHERE name = 'session_secret'");
  return rows[0]!.value;
};
