import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newSigningKeyPem, publicKeyPemOf, signCheckpoint } from '../checkpoint-signature';
import { merkleRoot } from '../merkle-tree';
import { headsRoot } from '../stream-heads';
import { auditExportText, buildAuditExport } from './build-audit-export';
import { publicKeyFromText, verifyExportFiles } from './verify-export-files';

const signingKey = newSigningKeyPem();
const publicKey = publicKeyPemOf(signingKey);

describe('npm run audit:verify-export: reading the files (issue 30)', () => {
  it('takes the public key as a PEM or as the saved answer of GET /api/audit/public-key', () => {
    expect(publicKeyFromText(publicKey)).toBe(publicKey);
    expect(publicKeyFromText(JSON.stringify({ algorithm: 'Ed25519', publicKey }))).toBe(publicKey);
  });

  it('refuses a file without an Ed25519 public key, naming what it expects', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
    for (const text of ['', 'not a key', '{"publicKey": 3}', '{"algo', rsa]) {
      expect(() => publicKeyFromText(text)).toThrow('The public key file holds no Ed25519 public key');
    }
  });

  it('answers one line: intact and up to which checkpoint, or refused and why', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'audit-export-'));
    try {
      const claim = {
        sequence: 1,
        position: 0,
        leafCount: 0,
        root: merkleRoot([]),
        previousRoot: null,
        headsRoot: headsRoot([]),
        headCount: 0,
        createdAt: '2026-11-27T10:05:00.000Z',
      };
      const checkpoint = { ...claim, signature: signCheckpoint(claim, signingKey), publicKey, tsaToken: null };
      const source = {
        subject: { kind: 'wallet', id: 4 },
        exportedAt: new Date(),
        checkpoint,
        events: [],
        log: { positions: [], hashes: [] },
        heads: [],
      } as const;
      const file = buildAuditExport(source);
      await writeFile(join(folder, 'storico.json'), auditExportText(file));
      await writeFile(join(folder, 'key.json'), JSON.stringify({ algorithm: 'Ed25519', publicKey }));
      await writeFile(join(folder, 'other.pem'), publicKeyPemOf(newSigningKeyPem()));
      expect(await verifyExportFiles(join(folder, 'storico.json'), join(folder, 'key.json'))).toEqual({
        ok: true,
        message: 'intact, covered up to checkpoint at position 0 (2026-11-27T10:05:00.000Z): 0 events of wallet 4',
      });
      expect(await verifyExportFiles(join(folder, 'storico.json'), join(folder, 'other.pem'))).toEqual({
        ok: false,
        message: expect.stringMatching(/^refused: the checkpoint signature does not verify/),
      });
    } finally {
      await rm(folder, { recursive: true });
    }
  });
});
