import { createPublicKey } from 'node:crypto';
import { loadavg } from 'node:os';
import { allMigrations } from '../apps/api/src/app.migrations';
import { writeCheckpoint } from '../apps/api/src/infrastructure/audit-chain/checkpoint-writer';
import { memorySignerState } from '../apps/api/src/infrastructure/audit-chain/signer-state.spec-helper';
import { loadAuditSigningKey } from '../apps/api/src/infrastructure/audit-chain/signing-key';
import { verifyAuditLog } from '../apps/api/src/infrastructure/audit-chain/verify/verify-audit-log';
import type { Database } from '../apps/api/src/infrastructure/database/database';
import { runMigrations } from '../apps/api/src/infrastructure/database/migration';
import { createPostgresDatabase } from '../apps/api/src/infrastructure/database/postgres.database';
import { createScratchDatabase } from '../apps/api/src/infrastructure/database/testing/fresh-database';
import { reportWhenRun, type BenchLine } from './report';

const EVENTS = Number(process.env.BENCH_AUDIT_EVENTS ?? 1_000_000);
const EVENTS_PER_STREAM = 10;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A wallet's purchase events, ~300 bytes of data each, written version by version (all first
 * events, then all second ones...): through the chain trigger, so every hash is the real chain,
 * and each stream's events lie far apart in the table, as in a log written over months.
 */
const seedLog = async (db: Database) => {
  const streams = EVENTS / EVENTS_PER_STREAM;
  for (let version = 1; version <= EVENTS_PER_STREAM; version++) {
    await db.query(
      `INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata)
       SELECT 'wallet-' || n, $1, gen_random_uuid(), 'BaseAccessPurchased', jsonb_build_object(
         'walletId', n, 'practiceId', 'pratica-' || (n * 7919 % 50000), 'buyerId', n, 'sellerId', n % 1000,
         'credits', 25 + n % 500, 'balanceAfter', 10000 - $1 * 25, 'purchaseId', gen_random_uuid(),
         'reason', 'Acquisto accesso base alla pratica', 'practiceTitle', 'Superbonus 110% condominio via Roma ' || n,
         'purchasedAt', '2026-01-01T00:00:00.000Z'),
         jsonb_build_object('actorId', n, 'correlationId', gen_random_uuid()::text, 'causationId', gen_random_uuid()::text)
       FROM generate_series(1, $2::int) AS n`,
      [version, streams],
    );
  }
  await db.exec('VACUUM ANALYZE events');
};

const seconds = (since: number) => (performance.now() - since) / 1000;

/** `audit:verify`'s work (every chain and the checkpoint) over a log of EVENTS events on PostgreSQL. */
export const benchAuditVerify = async (): Promise<BenchLine[]> => {
  const scratch = await createScratchDatabase(serverUrl);
  const db = createPostgresDatabase(scratch.url);
  try {
    await runMigrations(db, allMigrations);
    let started = performance.now();
    await seedLog(db);
    console.error(`audit-verify bench: ${EVENTS.toLocaleString('en')} events written in ${seconds(started).toFixed(1)} s`);
    const signingKey = await loadAuditSigningKey(db, undefined);
    started = performance.now();
    await writeCheckpoint(db, { signingKeyPem: signingKey, state: memorySignerState() }, () => new Date());
    console.error(`audit-verify bench: checkpoint written in ${seconds(started).toFixed(1)} s`);
    const load = loadavg()[0]!.toFixed(1);
    started = performance.now();
    const verification = await verifyAuditLog(db, { trustedKeys: [createPublicKey(signingKey)] });
    const elapsed = seconds(started);
    if (!verification.ok || verification.events !== EVENTS || verification.checkpoints !== 1)
      throw new Error(`audit:verify failed the seeded log: ${JSON.stringify(verification)}`);
    const over = `over ${EVENTS.toLocaleString('en')} events, ${(EVENTS / EVENTS_PER_STREAM).toLocaleString('en')} streams, 1 checkpoint (load ${load})`;
    return [
      { name: `PostgreSQL audit:verify ${over}`, value: elapsed, unit: 's', target: 60, lowerIsBetter: true },
      { name: 'PostgreSQL audit:verify rate', value: EVENTS / elapsed, unit: 'events/s' },
    ];
  } finally {
    await db.close();
    await scratch.drop();
  }
};

reportWhenRun(module, benchAuditVerify);
