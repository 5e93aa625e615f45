import { newSigningKeyPem, publicKeyPemOf, verifyCheckpoint } from '../../../infrastructure/audit-chain/checkpoint-signature';
import { allCheckpoints, type Checkpoint } from '../../../infrastructure/audit-chain/checkpoint-writer';
import { readLogHashes } from '../../../infrastructure/audit-chain/log-hashes';
import { merkleRoot } from '../../../infrastructure/audit-chain/merkle-tree';
import { createTestApp, useTestApp } from '../../../testing/test-app';
import { AuditCheckpoints } from './audit-checkpoints';
import { appendNotes, checkpointCount, lastPosition } from './checkpoint-events.spec-helper';
import { PeriodicCheckpointWriter } from './periodic-checkpoint-writer';

/** Polls `check` every 20 ms for up to 5 s: the writer's own interval decides when it turns true. */
const waitFor = async (check: () => Promise<boolean>) => {
  for (const deadline = Date.now() + 5_000; !(await check());) {
    if (Date.now() > deadline) throw new Error('not within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** What a checkpoint asserts, recomputed from the log as it is now. */
const expectSealsTheLog = async (t: { database: Parameters<typeof readLogHashes>[0] }, c: Checkpoint, publicKeyPem: string) => {
  const { hashes } = await readLogHashes(t.database, c.position);
  expect(c.leafCount).toBe(hashes.length);
  expect(c.root.equals(merkleRoot(hashes))).toBe(true);
  expect(verifyCheckpoint(c, c.signature, publicKeyPem)).toBe(true);
  expect(c.publicKey).toBe(publicKeyPem);
};

describe('AuditCheckpoints (issue 30, tamper evidence: signed checkpoints of the log)', () => {
  // The periodic writer off: these tests drive it themselves.
  const t = useTestApp({ config: { auditCheckpointSeconds: 0 } });
  const checkpoints = () => t.app.get(AuditCheckpoints);

  it('current() seals the log as committed now: every event up to the last position, signed with the served key', async () => {
    await appendNotes(t, 3);
    const checkpoint = await checkpoints().current();
    expect(checkpoint.position).toBe(await lastPosition(t));
    await expectSealsTheLog(t, checkpoint, checkpoints().publicKeyPem);
    expect(await allCheckpoints(t.database)).toEqual([checkpoint]);
  });

  it('current() on a log that has not moved answers the latest checkpoint and writes none', async () => {
    const first = await checkpoints().current();
    const count = await checkpointCount(t);
    expect(await checkpoints().current()).toEqual(first);
    expect(await checkpointCount(t)).toBe(count);
  });

  it('the periodic writer writes a checkpoint after appends, and none when nothing changed', async () => {
    const writer = t.app.get(PeriodicCheckpointWriter);
    await writer.runOnce();
    const before = await checkpointCount(t);
    await writer.runOnce();
    expect(await checkpointCount(t)).toBe(before);
    await appendNotes(t, 2);
    const written = (await writer.runOnce())!;
    expect(await checkpointCount(t)).toBe(before + 1);
    expect(written.position).toBe(await lastPosition(t));
    await expectSealsTheLog(t, written, checkpoints().publicKeyPem);
  });

  it('every AUDIT_CHECKPOINT_SECONDS, an instance seals what was appended; once it is shut down, its timer writes nothing more', async () => {
    const other = await t.anotherInstance({ config: { auditCheckpointSeconds: 0.1 } });
    let closed = false;
    try {
      await appendNotes(t, 2);
      const target = await lastPosition(t);
      await waitFor(async () => (await allCheckpoints(t.database)).some((c) => c.position === target));
      await other.close();
      closed = true;
      const count = await checkpointCount(t);
      await appendNotes(t);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await checkpointCount(t)).toBe(count);
    } finally {
      if (!closed) await other.close();
    }
  });

  it('two instances sealing while the log grows: one checkpoint per position, each call answers a stored, valid one covering the log it saw, none fails', async () => {
    const other = await t.anotherInstance();
    try {
      const writers = [checkpoints(), other.app.get(AuditCheckpoints), checkpoints(), other.app.get(AuditCheckpoints)];
      expect(writers[1]!.publicKeyPem).toBe(writers[0]!.publicKeyPem);
      const answers: { seen: number; checkpoint: Checkpoint }[] = [];
      for (let round = 0; round < 8; round++) {
        await appendNotes(t);
        const seen = await lastPosition(t);
        const sealed = await Promise.all(writers.map((w) => w.current()));
        answers.push(...sealed.map((checkpoint) => ({ seen, checkpoint })));
      }
      const stored = await allCheckpoints(t.database);
      const byPosition = new Map(stored.map((c) => [c.position, c]));
      for (const { seen, checkpoint } of answers) {
        expect(checkpoint.position).toBeGreaterThanOrEqual(seen);
        expect(byPosition.get(checkpoint.position)).toEqual(checkpoint);
      }
      for (const c of stored) await expectSealsTheLog(t, c, checkpoints().publicKeyPem);
    } finally {
      await other.close();
    }
  });
});

describe('AuditCheckpoints: the signing key', () => {
  it('is generated at the first start and kept in app_secrets: a restart signs with the same key', async () => {
    let t = await createTestApp({ config: { auditCheckpointSeconds: 0 } });
    try {
      const key = t.app.get(AuditCheckpoints).publicKeyPem;
      expect(key).toMatch(/^-----BEGIN PUBLIC KEY-----/);
      const { rows } = await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM app_secrets WHERE name = 'audit_signing_key'");
      expect(rows[0]!.n).toBe(1);
      t = await t.restart();
      expect(t.app.get(AuditCheckpoints).publicKeyPem).toBe(key);
    } finally {
      await t.close();
    }
  });

  it('AUDIT_SIGNING_KEY, when set, is the key checkpoints are signed with', async () => {
    const signingKey = newSigningKeyPem();
    const t = await createTestApp({ config: { auditCheckpointSeconds: 0, auditSigningKey: signingKey } });
    try {
      const checkpoints = t.app.get(AuditCheckpoints);
      expect(checkpoints.publicKeyPem).toBe(publicKeyPemOf(signingKey));
      await appendNotes(t);
      const checkpoint = await checkpoints.current();
      expect(verifyCheckpoint(checkpoint, checkpoint.signature, publicKeyPemOf(signingKey))).toBe(true);
    } finally {
      await t.close();
    }
  });
});
