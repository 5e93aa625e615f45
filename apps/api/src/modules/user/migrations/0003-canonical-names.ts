import { canonicalEmail, canonicalUsername } from '@pratiche/domain';
import type { SqlExecutor } from '../../../infrastructure/database/database';
import type { Migration } from '../../../infrastructure/database/migration';

type Claim = { kind: 'username' | 'email'; value: string; stream_id: string; claimed_at: Date | string };

const canonical = { username: canonicalUsername, email: canonicalEmail };

/**
 * Recomputes the username and e-mail claims in their canonical form (issue 10 point 2). Claims
 * made before this were only lower-cased, so look-alikes ('İvan' beside 'ivan') may both hold
 * one: the OLDEST claim keeps the canonical value, because the look-alike is the one registered
 * beside an existing account. A later account loses its claim, so its name no longer signs in or
 * receives recovery mails (both reach the older account); it is listed in
 * `unique_claim_collisions` for an administrator to rename or remove.
 */
const recomputeClaims = async (tx: SqlExecutor): Promise<void> => {
  const { rows } = await tx.query<Claim>(
    `SELECT kind, value, stream_id, claimed_at FROM unique_claims WHERE kind IN ('username', 'email')
     ORDER BY claimed_at, stream_id, value`,
  );
  await tx.query(`DELETE FROM unique_claims WHERE kind IN ('username', 'email')`);
  const keptBy = new Map<string, string>();
  const kept: Claim[] = [];
  const lost: (Claim & { canonical: string; keptBy: string })[] = [];
  for (const claim of rows) {
    const value = canonical[claim.kind](claim.value);
    const key = `${claim.kind}:${value}`;
    const owner = keptBy.get(key);
    if (owner === undefined) {
      keptBy.set(key, claim.stream_id);
      kept.push({ ...claim, value });
    } else if (owner !== claim.stream_id) {
      lost.push({ ...claim, canonical: value, keptBy: owner });
    }
  }
  await tx.query(
    `INSERT INTO unique_claims (kind, value, stream_id, claimed_at)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[])`,
    [kept.map((c) => c.kind), kept.map((c) => c.value), kept.map((c) => c.stream_id), kept.map((c) => c.claimed_at)],
  );
  await tx.query(
    `INSERT INTO unique_claim_collisions (kind, value, stream_id, canonical_value, kept_stream_id)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])`,
    [lost.map((c) => c.kind), lost.map((c) => c.value), lost.map((c) => c.stream_id), lost.map((c) => c.canonical), lost.map((c) => c.keptBy)],
  );
};

export const canonicalNamesMigration: Migration = {
  id: '0003-canonical-names',
  sql: `
    CREATE TABLE unique_claim_collisions (
      kind text NOT NULL,
      value text NOT NULL,
      stream_id text NOT NULL,
      canonical_value text NOT NULL,
      kept_stream_id text NOT NULL,
      found_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (kind, stream_id)
    )
  `,
  run: recomputeClaims,
};
