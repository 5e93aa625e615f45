import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMigratedSchema } from '../../../testing/migrated-schema';
import type { Database } from '../../database/database';
import { PostgresEventStore } from '../../event-store/postgres-event-store';
import { newSigningKeyPem, publicKeyPemOf } from '../checkpoint-signature';
import { writeCheckpoint } from '../checkpoint-writer';
import { testSigner } from '../signer-state.spec-helper';
import { loadAuditSigningKey } from '../signing-key';
import { auditVerifyCommand } from './verify-command';

describe(`npm run audit:verify: the verdict and the exit status (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let db: Database;
  let folder: string;
  let signingKey: string;

  /** Runs the command as the CLI does (without AUDIT_SIGNING_KEY: the key kept in app_secrets), from `folder`. */
  const run = async (argv: string[] = [], auditSigningKey?: string) => {
    const lines = { log: [] as string[], error: [] as string[] };
    const intact = await auditVerifyCommand(
      db,
      argv,
      { cwd: folder, auditSigningKey },
      { log: (l) => lines.log.push(l), error: (l) => lines.error.push(l), progress: () => undefined },
    );
    return { intact, ...lines };
  };

  beforeAll(async () => {
    db = await createMigratedSchema();
    folder = await mkdtemp(join(tmpdir(), 'audit-verify-'));
    const store = new PostgresEventStore(db);
    for (const streamId of ['wallet-1', 'wallet-2', 'wallet-1']) {
      await store.append([
        {
          streamId,
          expectedVersion: 'any',
          events: [{ eventId: randomUUID(), type: 'CreditsAdded', data: { amount: 10 }, metadata: { actorId: 1, correlationId: randomUUID() } }],
        },
      ]);
    }
    signingKey = await loadAuditSigningKey(db, undefined);
    await writeCheckpoint(db, testSigner(signingKey), () => new Date());
    await writeFile(join(folder, 'published.pem'), publicKeyPemOf(signingKey));
    await writeFile(join(folder, 'other.pem'), publicKeyPemOf(newSigningKeyPem()));
  });
  afterAll(async () => {
    await db.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('says the log is intact, with what it checked', async () => {
    const { intact, log, error } = await run();
    expect(intact).toBe(true);
    expect(error).toEqual([]);
    expect(log[0]).toMatch(/^Audit log intact: every chain and checkpoint matches; 3 events in 2 streams and 1 checkpoint checked in \d+\.\d s\.$/);
  });

  it('checks the checkpoints against a pinned public key file, relative to where npm run was typed', async () => {
    expect((await run(['--public-key', 'published.pem'])).intact).toBe(true);
    const { intact, error } = await run(['--public-key', 'other.pem']);
    expect(intact).toBe(false);
    expect(error[0]).toBe(
      'Audit log NOT intact: checkpoint at position 3: the signature does not verify with the audit public key (signed by another key, the one stored beside it)',
    );
  });

  it('checks against AUDIT_SIGNING_KEY when it is set, not against the key kept in app_secrets', async () => {
    expect((await run([], signingKey)).intact).toBe(true);
    const { intact, error } = await run([], newSigningKeyPem());
    expect(intact).toBe(false);
    expect(error[0]).toContain('checkpoint at position 3: the signature does not verify with the audit public key');
  });

  it('names the first event that does not match, and counts the problems', async () => {
    await db.query("UPDATE events SET data = '{\"amount\": 1000}' WHERE stream_id = 'wallet-1' AND stream_version = 2");
    try {
      const { intact, error } = await run();
      expect(intact).toBe(false);
      expect(error).toEqual([
        'Audit log NOT intact: stream wallet-1, version 2 (position 3): content does not match its hash (type, data, metadata or time changed, or its hash was replaced)',
        expect.stringMatching(/^1 problem in all \(the first shown\); 3 events in 2 streams and 1 checkpoint checked in/),
      ]);
    } finally {
      await db.query("UPDATE events SET data = '{\"amount\": 10}' WHERE stream_id = 'wallet-1' AND stream_version = 2");
    }
  });

  it('refuses an unknown option with its usage', async () => {
    await expect(run(['--public', 'x.pem'])).rejects.toThrow(/Usage: npm run audit:verify \[-- --public-key <pem file> \.\.\.\]/);
  });
});
