import type { Migration } from '../migration';

/**
 * The write side of accounts that must not live in the event log (ARCHITECTURE.md section 3:
 * secrets never go in events): password hashes, reset tokens, the admin PIN hash. Plus the
 * uploaded files, the cookie sessions and the generated session secret.
 */
export const accountsMigration: Migration = {
  id: '0002-accounts',
  sql: `
    CREATE SEQUENCE user_id_seq;
    CREATE TABLE user_credentials (
      user_id integer PRIMARY KEY,
      password_hash text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE password_reset_tokens (
      token_hash text PRIMARY KEY,
      user_id integer NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX password_reset_tokens_user ON password_reset_tokens (user_id);
    CREATE TABLE admin_pin (
      singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
      pin_hash text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE uploaded_files (
      filename text PRIMARY KEY,
      original_name text NOT NULL,
      mime_type text NOT NULL,
      size integer NOT NULL,
      purpose text NOT NULL,
      uploaded_at timestamptz NOT NULL,
      uploaded_by integer,
      claimed_by_user integer
    );
    CREATE INDEX uploaded_files_unclaimed ON uploaded_files (uploaded_at) WHERE claimed_by_user IS NULL;
    CREATE TABLE sessions (
      sid text PRIMARY KEY,
      sess jsonb NOT NULL,
      user_id integer,
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX sessions_expires_at ON sessions (expires_at);
    CREATE INDEX sessions_user_id ON sessions (user_id);
    CREATE TABLE app_secrets (
      name text PRIMARY KEY,
      value text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `,
};
