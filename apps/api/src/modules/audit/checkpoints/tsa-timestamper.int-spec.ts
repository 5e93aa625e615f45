import { createHash, createPublicKey } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { latestCheckpoint } from '../../../infrastructure/audit-chain/checkpoint-writer';
import { TSA_TIME_TOLERANCE_MS, timestampTokenProblem } from '../../../infrastructure/audit-chain/timestamp-token';
import { describeProblem } from '../../../infrastructure/audit-chain/verify/audit-problem';
import { verifyAuditLog } from '../../../infrastructure/audit-chain/verify/verify-audit-log';
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

  describe('TSA tokens are verified: signature, the root they stamp, their time against the checkpoint', () => {
    const verify = async () => verifyAuditLog(t.database, { trustedKeys: [createPublicKey(t.app.get(AuditCheckpoints).publicKeyPem)] });
    /** Changes the stored tokens, verifies, and puts them back. */
    const withTokens = async (change: (tokens: { position: string; tsa_token: Uint8Array }[]) => Promise<void>) => {
      const { rows } = await t.database.query<{ position: string; tsa_token: Uint8Array }>(
        'SELECT position::text AS position, tsa_token FROM audit_checkpoints WHERE tsa_token IS NOT NULL ORDER BY audit_checkpoints.position',
      );
      try {
        await change(rows);
        return await verify();
      } finally {
        for (const r of rows) await t.database.query('UPDATE audit_checkpoints SET tsa_token = $1 WHERE position = $2', [r.tsa_token, r.position]);
      }
    };

    it('stored genuine tokens pass audit:verify', async () => {
      await sealWith('grant');
      expect(await verify()).toMatchObject({ ok: true, problems: 0 });
    });

    it('a token moved onto another checkpoint: it stamps another root, audit:verify names it', async () => {
      await sealWith('grant');
      const verification = await withTokens(async ([first, second]) => {
        await t.database.query('UPDATE audit_checkpoints SET tsa_token = $1 WHERE position = $2', [first!.tsa_token, second!.position]);
      });
      expect(verification.ok).toBe(false);
      expect(describeProblem(verification.firstProblem!)).toMatch(/^checkpoint at position \d+: the timestamp token stamps another root$/);
    });

    it("a token's signature altered: audit:verify names it", async () => {
      const verification = await withTokens(async ([first]) => {
        const altered = Buffer.from(first!.tsa_token);
        altered[altered.length - 5] ^= 0x01;
        await t.database.query('UPDATE audit_checkpoints SET tsa_token = $1 WHERE position = $2', [altered, first!.position]);
      });
      expect(describeProblem(verification.firstProblem!)).toMatch(/the timestamp token (signature does not verify|cannot be read)/);
    });

    // The token's time has whole seconds: an hour is 3599 or 3600 s.
    it("a token whose time is far from the checkpoint's is refused, within the tolerance it holds", async () => {
      const checkpoint = await sealWith('grant');
      const at = (ms: number) => new Date(new Date(checkpoint.createdAt).getTime() + ms).toISOString();
      expect(await timestampTokenProblem(checkpoint.tsaToken!, checkpoint.root, at(TSA_TIME_TOLERANCE_MS - 60_000))).toBeNull();
      expect(await timestampTokenProblem(checkpoint.tsaToken!, checkpoint.root, at(-3_600_000))).toMatch(
        /^the timestamp token's time \(.+\) is 3[56]\d\d s from the checkpoint's/,
      );
    });
  });

  it('a TSA that answers again: the next checkpoint has its token', async () => {
    const checkpoint = await sealWith('grant');
    expect(checkpoint.tsaToken).not.toBeNull();
    await expect(tsa.verifyToken(checkpoint.tsaToken!, checkpoint.root)).resolves.toBeDefined();
  });
});
