import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiRoutes, auditApiMessages } from '@pratiche/contracts';
import { walletStreamId } from '@pratiche/domain';
import { newSigningKeyPem, publicKeyPemOf } from '../../../infrastructure/audit-chain/checkpoint-signature';
import { SignerRefusal, writeCheckpoint } from '../../../infrastructure/audit-chain/checkpoint-writer';
import { verifyExportFiles } from '../../../infrastructure/audit-chain/export/verify-export-files';
import { checkpointToJson } from '../../../infrastructure/audit-chain/saved-checkpoint';
import { signerStateFile, signerStatePath } from '../../../infrastructure/audit-chain/signer-state';
import { testSigner } from '../../../infrastructure/audit-chain/signer-state.spec-helper';
import { auditVerifyCommand } from '../../../infrastructure/audit-chain/verify/verify-command';
import { MetricsService } from '../../../infrastructure/observability/metrics.service';
import { signInAsAdmin } from '../../../testing/accounts';
import { createFastUser, fundWallet } from '../../../testing/marketplace';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { AuditCheckpoints } from './audit-checkpoints';
import { appendNotes, checkpointCount } from './checkpoint-events.spec-helper';

const backend = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const signingKey = newSigningKeyPem();
const genesis = `'\\x${'00'.repeat(32)}'::bytea`;

/** What a database writer does to hide an edit: the stream's hashes recomputed with the migration's own SQL function. */
const rechain = (t: TestApp, streamId: string) =>
  t.database.exec(`DO $$
    DECLARE e record; previous bytea := ${genesis};
    BEGIN
      FOR e IN SELECT * FROM events WHERE stream_id = '${streamId}' ORDER BY stream_version LOOP
        previous := event_chain_hash(previous, e.stream_id, e.stream_version, e.event_id, e.type, e.schema_version, e.data, e.metadata, e.recorded_at);
        UPDATE events SET hash = previous WHERE global_position = e.global_position;
      END LOOP;
    END $$`);

describe(`The checkpoint signer must not re-seal a rewritten log (${backend})`, () => {
  let t: TestApp;
  let folder: string;
  let wallet: string;
  let walletOwner: number;
  const signer = () => t.app.get(AuditCheckpoints);
  const alarm = async () => (await t.app.get(MetricsService).registry.getSingleMetric('audit_signer_refusing')!.get()).values[0]!.value;

  /** `npm run audit:verify -- --public-key <published key> [--since ...]`, with the signer's state file in DATA_DIR. */
  const verify = async (argv: string[] = []) => {
    const lines = { log: [] as string[], error: [] as string[] };
    const intact = await auditVerifyCommand(
      t.database,
      ['--public-key', 'published.pem', ...argv],
      { cwd: folder, auditSigningKey: signingKey, signerState: signerStateFile(signerStatePath(t.config.dataDir)) },
      { log: (l) => lines.log.push(l), error: (l) => lines.error.push(l), progress: () => undefined },
    );
    return { intact, ...lines };
  };

  /** The refusal: no checkpoint written, the alarm raised, the reason given. */
  const expectRefusal = async (reason: RegExp) => {
    const before = await checkpointCount(t);
    await expect(signer().write()).rejects.toThrow(reason);
    await expect(signer().write()).rejects.toBeInstanceOf(SignerRefusal);
    expect(await checkpointCount(t)).toBe(before);
    expect(await alarm()).toBe(1);
  };

  beforeEach(async () => {
    t = await createTestApp({ config: { auditCheckpointSeconds: 0, auditSigningKey: signingKey } });
    folder = await mkdtemp(join(tmpdir(), 'audit-attack-'));
    await writeFile(join(folder, 'published.pem'), publicKeyPemOf(signingKey));
    // An admin credit of 650, sealed; then more of the log, sealed again.
    const user = await createFastUser(t, { credits: 650 });
    wallet = walletStreamId(user.id);
    walletOwner = user.id;
    await appendNotes(t, 2);
    await signer().write();
    await fundWallet(t, user.id, 100);
    await appendNotes(t, 1);
    await signer().write();
    expect(await alarm()).toBe(0);
    expect((await verify()).intact).toBe(true);
  });
  afterEach(async () => {
    await t.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('an admin credit changed from 650 to 6500, the stream rechained, every checkpoint deleted: the signer refuses, audit:verify reports the break', async () => {
    const saved = join(folder, 'saved-checkpoint.json');
    await writeFile(saved, await readFile(signerStatePath(t.config.dataDir), 'utf8'));
    await t.database.exec(`UPDATE events SET data = jsonb_set(data, '{credits}', '6500') WHERE stream_id = '${wallet}' AND stream_version = 1`);
    await rechain(t, wallet);
    await t.database.exec('DELETE FROM audit_checkpoints');
    await appendNotes(t);

    await expectRefusal(/no checkpoint is stored, but this signer signed checkpoint 2 .*: the checkpoints were deleted/);
    // No signed export vouches for the forged log.
    const admin = await signInAsAdmin(t);
    const res = await admin.get(`${apiRoutes.adminHistory('wallet', walletOwner)}?format=signed`);
    expect([res.status, res.body.message]).toEqual([503, auditApiMessages.signerRefusing]);
    const verdict = await verify();
    expect(verdict.intact).toBe(false);
    expect(verdict.error[0]).toMatch(/^Audit log NOT intact: saved checkpoint 2 at position \d+: the log no longer folds to its root/);
    // The same from a checkpoint saved elsewhere, without the signer's file.
    await rm(signerStatePath(t.config.dataDir));
    expect((await verify(['--since', saved])).error[0]).toMatch(/saved checkpoint 2 at position \d+: the log no longer folds to its root/);
  });

  it('the edit rechained and only the checkpoints above it deleted: the latest stored is older than the one signed last, the signer refuses', async () => {
    const [first] = (await t.database.query<{ position: string }>('SELECT position::text AS position FROM audit_checkpoints ORDER BY sequence')).rows;
    await t.database.exec(`UPDATE events SET data = jsonb_set(data, '{credits}', '1000') WHERE stream_id = '${wallet}' AND stream_version = 2`);
    await rechain(t, wallet);
    await t.database.exec(`DELETE FROM audit_checkpoints WHERE position > ${first!.position}`);
    await appendNotes(t);

    await expectRefusal(/the latest stored checkpoint \(checkpoint 1 at position \d+\) is older than the one this signer signed last \(checkpoint 2/);
    expect((await verify()).error[0]).toMatch(/saved checkpoint 2 at position \d+: the log no longer folds to its root/);
  });

  it("a stream's last event deleted and every checkpoint deleted: the signer refuses, audit:verify reports the break", async () => {
    await t.database.exec(`DELETE FROM events WHERE stream_id = '${wallet}' AND stream_version = 2`);
    await t.database.exec('DELETE FROM audit_checkpoints');

    await expectRefusal(/the checkpoints were deleted/);
    expect((await verify()).error[0]).toMatch(/saved checkpoint 2 at position \d+: the log no longer folds to its root \(\d+ events, \d+ signed\)/);
  });

  it('the edit rechained with every checkpoint left in place: the log no longer folds to the root signed last, the signer refuses', async () => {
    await t.database.exec(`UPDATE events SET data = jsonb_set(data, '{credits}', '6500') WHERE stream_id = '${wallet}' AND stream_version = 1`);
    await rechain(t, wallet);
    await appendNotes(t);

    await expectRefusal(/the log up to position \d+ no longer folds to the root of checkpoint 2/);
    expect((await verify()).intact).toBe(false);
  });

  it('a stored checkpoint replaced by one signed over the forged log: the signer refuses it as different', async () => {
    await t.database.exec(`UPDATE events SET data = jsonb_set(data, '{credits}', '6500') WHERE stream_id = '${wallet}' AND stream_version = 1`);
    await rechain(t, wallet);
    await t.database.exec('DELETE FROM audit_checkpoints');
    // What the signer did before it kept a memory: sign whatever the log holds now.
    await writeCheckpoint(t.database, testSigner(signingKey), () => new Date());
    await t.database.exec(`UPDATE audit_checkpoints SET sequence = 2`);

    await expectRefusal(/the stored checkpoint 2 at position \d+ differs from the one this signer signed: it was replaced/);
    expect((await verify()).intact).toBe(false);
  });

  it('an export made before the rewrite and the checkpoint a memoryless signer would seal over it: audit:verify-export --since refuses them', async () => {
    const admin = await signInAsAdmin(t);
    const exported = (await admin.get(`${apiRoutes.adminHistory('wallet', walletOwner)}?format=signed`).expect(200)).text;
    await writeFile(join(folder, 'storico.json'), exported);
    await t.database.exec(`UPDATE events SET data = jsonb_set(data, '{credits}', '6500') WHERE stream_id = '${wallet}' AND stream_version = 1`);
    await rechain(t, wallet);
    await t.database.exec('DELETE FROM audit_checkpoints');
    await expectRefusal(/the checkpoints were deleted/);
    // What the signer did before it kept a memory: seal the forged log at the same position.
    const forged = (await writeCheckpoint(t.database, testSigner(signingKey), () => new Date()))!;
    await writeFile(join(folder, 'forged.json'), JSON.stringify(checkpointToJson(forged)));

    expect(forged.position).toBe((JSON.parse(exported) as { checkpoint: { position: number } }).checkpoint.position);
    expect(await verifyExportFiles(join(folder, 'storico.json'), join(folder, 'published.pem'), join(folder, 'forged.json'))).toEqual({
      ok: false,
      message: `refused: two different checkpoints of position ${forged.position}: the log was rewritten between them`,
    });
  });

  it('after a refusal the signer still refuses at the next start: its memory is in DATA_DIR, not in the database', async () => {
    await t.database.exec('DELETE FROM audit_checkpoints');
    await expectRefusal(/the checkpoints were deleted/);
    t = await t.restart({ config: { auditCheckpointSeconds: 0, auditSigningKey: signingKey } });
    await expectRefusal(/the checkpoints were deleted/);
  });

  it('a fresh install (no state file, no checkpoint) signs; an intact log is extended with sequence and previous root', async () => {
    const stored = (
      await t.database.query<{ sequence: string; previous_root: Uint8Array | null; root: Uint8Array }>(
        'SELECT sequence::text AS sequence, previous_root, root FROM audit_checkpoints ORDER BY sequence',
      )
    ).rows;
    expect(stored.map((r) => r.sequence)).toEqual(['1', '2']);
    expect(stored[0]!.previous_root).toBeNull();
    expect(Buffer.from(stored[1]!.previous_root!).equals(Buffer.from(stored[0]!.root))).toBe(true);
    const state = JSON.parse(await readFile(signerStatePath(t.config.dataDir), 'utf8')) as { checkpoint: { sequence: number } };
    expect(state.checkpoint.sequence).toBe(2);
  });
});
