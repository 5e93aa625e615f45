import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { latestCheckpoint } from '../../../infrastructure/audit-chain/checkpoint-writer';
import { useTestApp } from '../../../testing/test-app';
import { AuditCheckpoints } from './audit-checkpoints';
import { appendNotes } from './checkpoint-events.spec-helper';
import { startFakeTsa, type FakeTsa, type FakeTsaMode } from './fake-tsa.spec-helper';

describe('checkpoints: the root timestamped by an RFC 3161 authority when TSA_URL is set (issue 30, tamper evidence)', () => {
  let tsa: FakeTsa;
  const t = useTestApp(async () => {
    tsa = await startFakeTsa();
    return { config: { tsaUrl: tsa.url, auditCheckpointSeconds: 0 } };
  });
  afterAll(() => tsa.close());
  const warn = jest.spyOn(Logger.prototype, 'warn');
  afterAll(() => warn.mockRestore());

  const sealWith = async (mode: FakeTsaMode) => {
    tsa.state.mode = mode;
    await appendNotes(t);
    return t.app.get(AuditCheckpoints).current();
  };

  it('stores the TSA token of a new checkpoint: a valid token (openssl ts -verify) whose imprint is SHA-256 of the root', async () => {
    const checkpoint = await sealWith('grant');
    const stored = (await latestCheckpoint(t.database))!;
    expect(stored.position).toBe(checkpoint.position);
    expect(stored.tsaToken).not.toBeNull();
    expect(stored.tsaToken!.equals(checkpoint.tsaToken!)).toBe(true);
    await expect(tsa.verifyToken(stored.tsaToken!, stored.root)).resolves.toBeDefined();
    // The check can fail: the same token over another root is refused.
    await expect(tsa.verifyToken(stored.tsaToken!, createHash('sha256').update('another root').digest())).rejects.toThrow();
  });

  it('sends a TimeStampReq as application/timestamp-query', async () => {
    tsa.state.requests.length = 0;
    await sealWith('grant');
    expect(tsa.state.requests.map((r) => r.contentType)).toEqual(['application/timestamp-query']);
  });

  it.each<[FakeTsaMode, RegExp]>([
    ['http-500', /HTTP 500/],
    ['garbage', /not DER|not a TimeStampResp/],
    ['reject', /status 2, not granted/],
    ['other-nonce', /nonce/],
    ['bad-signature', /signature does not verify/],
  ])('a TSA answering %s: the checkpoint is stored without a token and a warning logged', async (mode, reason) => {
    const checkpoint = await sealWith(mode);
    const stored = (await latestCheckpoint(t.database))!;
    expect(stored.position).toBe(checkpoint.position);
    expect(checkpoint.tsaToken).toBeNull();
    expect(stored.tsaToken).toBeNull();
    const warning = warn.mock.calls.map(([message]) => String(message)).find((message) => reason.test(message));
    expect(warning).toMatch(/gave no timestamp .*checkpoint stored without one/);
  });

  it('a TSA that answers again: the next checkpoint has its token', async () => {
    const checkpoint = await sealWith('grant');
    expect(checkpoint.tsaToken).not.toBeNull();
    await expect(tsa.verifyToken(checkpoint.tsaToken!, checkpoint.root)).resolves.toBeDefined();
  });
});
