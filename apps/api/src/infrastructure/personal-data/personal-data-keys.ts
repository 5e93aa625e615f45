import type { SqlExecutor } from '../database/database';
import { newPersonalDataKey } from './personal-data-cipher';

/** A subject's key, or null once it was erased (or never existed, for readers). */
export type KeyRing = ReadonlyMap<string, Buffer | null>;

type KeyRow = { subject: string; key: string | null };

const toRing = (rows: readonly KeyRow[]): Map<string, Buffer | null> =>
  new Map(rows.map((r) => [r.subject, r.key === null ? null : Buffer.from(r.key, 'hex')]));

// Keys travel as hex text: PGlite and node-postgres return bytea in different types.
const SELECT_KEYS = `SELECT subject, encode(key, 'hex') AS key FROM personal_data_keys WHERE subject = ANY($1::text[])`;

/** The keys of `subjects` in one query (readers: replays load them per batch, not per event). */
export const loadKeys = async (db: SqlExecutor, subjects: readonly string[]): Promise<KeyRing> => {
  if (subjects.length === 0) return new Map();
  const { rows } = await db.query<KeyRow>(SELECT_KEYS, [subjects]);
  return toRing(rows);
};

/**
 * The keys of `subjects`, creating the missing ones; an erased subject answers null and gets no
 * new key. One statement in the usual case; when a concurrent writer created a key first, the
 * insert skips it and a second read finds it.
 */
export const keysForSealing = async (db: SqlExecutor, subjects: readonly string[]): Promise<KeyRing> => {
  if (subjects.length === 0) return new Map();
  const { rows } = await db.query<KeyRow>(
    `WITH wanted AS (SELECT * FROM unnest($1::text[], $2::text[]) AS w(subject, key)),
     created AS (
       INSERT INTO personal_data_keys (subject, key)
       SELECT subject, decode(key, 'hex') FROM wanted ON CONFLICT (subject) DO NOTHING
       RETURNING subject, encode(key, 'hex') AS key
     )
     SELECT subject, key FROM created
     UNION ALL
     SELECT k.subject, encode(k.key, 'hex') FROM personal_data_keys k JOIN wanted USING (subject)`,
    [subjects, subjects.map(() => newPersonalDataKey().toString('hex'))],
  );
  const ring = toRing(rows);
  const missing = subjects.filter((s) => !ring.has(s));
  if (missing.length > 0) for (const [subject, key] of await loadKeys(db, missing)) ring.set(subject, key);
  return ring;
};

/**
 * Crypto-shredding: destroys the subject's key for good, leaving a tombstone so that no later
 * event about the subject gets a new one.
 */
export const destroyKey = async (tx: SqlExecutor, subject: string): Promise<void> => {
  await tx.query(
    `INSERT INTO personal_data_keys (subject, key, erased_at) VALUES ($1, NULL, now())
     ON CONFLICT (subject) DO UPDATE SET key = NULL, erased_at = coalesce(personal_data_keys.erased_at, now())`,
    [subject],
  );
};
