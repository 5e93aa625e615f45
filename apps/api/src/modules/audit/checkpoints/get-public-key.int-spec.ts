import { apiRoutes, auditPublicKeyResponseSchema } from '@pratiche/contracts';
import { verifyCheckpoint } from '../../../infrastructure/audit-chain/checkpoint-signature';
import { allCheckpoints } from '../../../infrastructure/audit-chain/checkpoint-writer';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { AuditCheckpoints } from './audit-checkpoints';
import { appendNotes } from './checkpoint-events.spec-helper';

describe('GET /api/audit/public-key (issue 30: the key that verifies the checkpoints, for anyone)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { auditCheckpointSeconds: 0 } });
  });
  afterAll(() => t.close());

  const servedKey = async () => {
    const res = await t.request().get(apiRoutes.auditPublicKey);
    expect(res.status).toBe(200);
    return auditPublicKeyResponseSchema.parse(res.body);
  };

  it('answers anonymously {algorithm: Ed25519, publicKey: SPKI PEM}, the key that verifies every stored checkpoint', async () => {
    for (let i = 0; i < 2; i++) {
      await appendNotes(t);
      await t.app.get(AuditCheckpoints).current();
    }
    const { algorithm, publicKey } = await servedKey();
    expect(algorithm).toBe('Ed25519');
    const stored = await allCheckpoints(t.database);
    expect(stored.length).toBeGreaterThanOrEqual(2);
    for (const c of stored) expect(verifyCheckpoint(c, c.signature, publicKey)).toBe(true);
    // The check can fail: a checkpoint claiming another root does not verify.
    const [first] = stored;
    expect(verifyCheckpoint({ ...first!, leafCount: first!.leafCount + 1 }, first!.signature, publicKey)).toBe(false);
  });

  it('serves the same key after a restart (the key is kept in app_secrets)', async () => {
    const before = await servedKey();
    t = await t.restart();
    expect(await servedKey()).toEqual(before);
  });
});
