import type { Migration } from '../migration';

/**
 * The append-only log (ARCHITECTURE.md section 3). `transaction_id` lets a subscriber read only
 * below the oldest running transaction, so an event that commits late is never skipped.
 */
export const eventStoreMigration: Migration = {
  id: '0001-event-store',
  sql: `
    CREATE TABLE events (
      global_position bigserial PRIMARY KEY,
      transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
      stream_id text NOT NULL,
      stream_version integer NOT NULL,
      event_id uuid NOT NULL,
      type text NOT NULL,
      schema_version integer NOT NULL DEFAULT 1,
      data jsonb NOT NULL,
      metadata jsonb NOT NULL,
      recorded_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT events_stream_version_key UNIQUE (stream_id, stream_version),
      CONSTRAINT events_event_id_key UNIQUE (event_id)
    );
    CREATE INDEX events_transaction_order ON events (transaction_id, global_position);
    CREATE TABLE subscription_checkpoints (
      subscription_id text PRIMARY KEY,
      transaction_id xid8 NOT NULL,
      global_position bigint NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE projection_versions (
      projection text PRIMARY KEY,
      version integer NOT NULL,
      rebuilt_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE unique_claims (
      kind text NOT NULL,
      value text NOT NULL,
      stream_id text NOT NULL,
      claimed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (kind, value)
    )
  `,
};
