import type { Migration } from '../migration';

/**
 * Checkpoints as a signed chain (infrastructure/audit-chain/README.md): `sequence` numbers them
 * from 1, `previous_root` is the root of the checkpoint before (null for the first), `heads_root`
 * the Merkle root of every stream's head (stream, version, hash) at the position, `head_count` its
 * number of leaves (the streams). Rows written
 * before keep nulls and their v1 signature.
 */
export const checkpointSequenceMigration: Migration = {
  id: '0017-checkpoint-sequence',
  sql: `
    ALTER TABLE audit_checkpoints ADD COLUMN sequence bigint UNIQUE;
    ALTER TABLE audit_checkpoints ADD COLUMN previous_root bytea;
    ALTER TABLE audit_checkpoints ADD COLUMN heads_root bytea;
    ALTER TABLE audit_checkpoints ADD COLUMN head_count bigint
  `,
};
