import type { SqlExecutor } from '../database';
import type { Migration } from '../migration';

const genesis = "'\\x0000000000000000000000000000000000000000000000000000000000000000'::bytea";

/** Netstrings, as `canonicalEventText` (infrastructure/audit-chain/event-hash.ts) builds them in TypeScript. */
const netstring = (expression: string) => `octet_length(${expression})::text || ':' || ${expression} || ','`;

/** The chain hash of one stored event, the SQL twin of `eventHash`. */
const chainHashFunction = `
  CREATE FUNCTION event_chain_hash(previous bytea, stream_id text, stream_version integer, event_id uuid, type text,
    schema_version integer, data jsonb, metadata jsonb, recorded_at timestamptz) RETURNS bytea
  LANGUAGE sql IMMUTABLE STRICT AS $$
    SELECT sha256(previous || convert_to(
      ${netstring('stream_id')} || ${netstring('stream_version::text')} || ${netstring('event_id::text')} || ${netstring('type')} ||
      ${netstring('schema_version::text')} || ${netstring('data::text')} || ${netstring('metadata::text')} ||
      ${netstring(`to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`)}, 'UTF8'))
  $$`;

/**
 * Sets each new event's hash from the one before it in its stream. A BEFORE ROW trigger sees the
 * rows its statement inserted before the current one, so an append of several events to one
 * stream chains them too; appends to one stream are already serialised by its version index.
 */
const chainTrigger = [
  `CREATE FUNCTION events_chain() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE previous bytea;
    BEGIN
      IF NEW.stream_version > 1 THEN
        SELECT hash INTO previous FROM events WHERE stream_id = NEW.stream_id AND stream_version = NEW.stream_version - 1;
      END IF;
      NEW.hash := event_chain_hash(coalesce(previous, ${genesis}), NEW.stream_id, NEW.stream_version, NEW.event_id, NEW.type,
        NEW.schema_version, NEW.data, NEW.metadata, NEW.recorded_at);
      RETURN NEW;
    END $$`,
  'CREATE TRIGGER events_chain BEFORE INSERT ON events FOR EACH ROW EXECUTE FUNCTION events_chain()',
];

/** Chains the events stored before this migration, stream by stream in version order. */
const backfill = `DO $$
  DECLARE e record; previous bytea; stream text;
  BEGIN
    FOR e IN SELECT * FROM events ORDER BY stream_id, stream_version LOOP
      IF stream IS DISTINCT FROM e.stream_id THEN previous := ${genesis}; stream := e.stream_id; END IF;
      previous := event_chain_hash(previous, e.stream_id, e.stream_version, e.event_id, e.type, e.schema_version, e.data, e.metadata, e.recorded_at);
      UPDATE events SET hash = previous WHERE global_position = e.global_position;
    END LOOP;
  END $$`;

const run = async (tx: SqlExecutor) => {
  for (const statement of [chainHashFunction, ...chainTrigger, backfill]) await tx.query(statement);
  await tx.query('ALTER TABLE events ALTER COLUMN hash SET NOT NULL');
};

/**
 * Tamper evidence (issue 30): every event chained to the one before it in its stream, and
 * signed checkpoints sealing the whole log up to a position into a Merkle root
 * (modules/audit/checkpoints). `tsa_token` is the RFC 3161 answer when TSA_URL is set;
 * `frontier` the roots of the tree's perfect subtrees, from which the next checkpoint extends it.
 */
export const eventHashChainMigration: Migration = {
  id: '0016-event-hash-chain',
  sql: `
    ALTER TABLE events ADD COLUMN hash bytea;
    CREATE TABLE audit_checkpoints (
      position bigint PRIMARY KEY,
      leaf_count bigint NOT NULL,
      root bytea NOT NULL,
      signature bytea NOT NULL,
      public_key text NOT NULL,
      created_at text NOT NULL,
      tsa_token bytea,
      frontier bytea NOT NULL
    )
  `,
  run,
};
