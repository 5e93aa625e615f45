import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openTotpSecret, sealTotpSecret } from './totp-secret-cipher';
import { loadTotpSecretKey, TOTP_KEY_FILE } from './totp-secret-key';

describe('the TOTP secrets key is kept outside the database', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'pratiche-totp-key-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('without TOTP_ENCRYPTION_KEY: a random key is written once to DATA_DIR/totp-encryption.key (owner-only), then read back', async () => {
    const [first, second] = await Promise.all([
      loadTotpSecretKey({ dataDir, totpEncryptionKey: undefined }),
      loadTotpSecretKey({ dataDir, totpEncryptionKey: undefined }),
    ]);
    expect(first).toHaveLength(32);
    expect(second.equals(first)).toBe(true);
    expect((await loadTotpSecretKey({ dataDir, totpEncryptionKey: undefined })).equals(first)).toBe(true);
    expect((await stat(join(dataDir, TOTP_KEY_FILE))).mode & 0o077).toBe(0);
  });

  it('TOTP_ENCRYPTION_KEY (32 bytes in base64) wins and writes no file; another length stops the start', async () => {
    const key = randomBytes(32);
    expect((await loadTotpSecretKey({ dataDir, totpEncryptionKey: key.toString('base64') })).equals(key)).toBe(true);
    await expect(readFile(join(dataDir, TOTP_KEY_FILE))).rejects.toThrow();
    await expect(loadTotpSecretKey({ dataDir, totpEncryptionKey: randomBytes(16).toString('base64') })).rejects.toThrow(
      /TOTP_ENCRYPTION_KEY must hold 32 bytes/,
    );
  });

  it('a sealed secret opens with its key for its user only; a plaintext secret reads as it is', () => {
    const key = randomBytes(32);
    const sealed = sealTotpSecret(key, 7, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openTotpSecret(key, 7, sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => openTotpSecret(key, 8, sealed)).toThrow();
    expect(() => openTotpSecret(randomBytes(32), 7, sealed)).toThrow();
    expect(openTotpSecret(key, 7, 'JBSWY3DPEHPK3PXP')).toBe('JBSWY3DPEHPK3PXP');
  });
});
