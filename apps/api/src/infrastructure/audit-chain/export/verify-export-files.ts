import { createPublicKey } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { checkpointFromFile } from '../saved-checkpoint';
import { timestampTokenProblem } from '../timestamp-token';
import { auditExportSchema } from './audit-export.schema';
import { verifyExport } from './verify-audit-export';

/**
 * The Ed25519 public key from a file: its PEM, or the JSON answer of GET /api/audit/public-key
 * saved as it came (`{"algorithm": "Ed25519", "publicKey": "-----BEGIN PUBLIC KEY-----..."}`).
 */
export const publicKeyFromText = (text: string): string => {
  let pem = text;
  if (text.trimStart().startsWith('{')) {
    try {
      pem = String((JSON.parse(text) as { publicKey?: unknown }).publicKey ?? '');
    } catch {
      pem = '';
    }
  }
  try {
    if (createPublicKey(pem).asymmetricKeyType === 'ed25519') return pem;
  } catch {
    // Reported below, as for a key of another kind.
  }
  throw new Error('The public key file holds no Ed25519 public key (expected a PEM, or the JSON answer of GET /api/audit/public-key)');
};

/** The RFC 3161 token the export's checkpoint carries, if any, checked against it (the file already parsed once: it is valid). */
const exportTimestampProblem = (text: string) => {
  const { checkpoint } = auditExportSchema.parse(JSON.parse(text));
  return checkpoint.tsaToken
    ? timestampTokenProblem(Buffer.from(checkpoint.tsaToken, 'base64'), Buffer.from(checkpoint.root, 'hex'), checkpoint.createdAt)
    : null;
};

/** `npm run audit:verify-export`'s answer for an export file and a public key file: one line, and whether it holds. */
export const verifyExportFiles = async (exportPath: string, publicKeyPath: string, sincePath?: string): Promise<{ ok: boolean; message: string }> => {
  const publicKey = publicKeyFromText(await readFile(publicKeyPath, 'utf8'));
  const since = sincePath === undefined ? undefined : checkpointFromFile(await readFile(sincePath, 'utf8'));
  const verdict = verifyExport(await readFile(exportPath, 'utf8'), publicKey, since);
  if (!verdict.ok) return { ok: false, message: `refused: ${verdict.reason}` };
  const timestamp = await exportTimestampProblem(await readFile(exportPath, 'utf8'));
  if (timestamp) return { ok: false, message: `refused: ${timestamp}` };
  const { subject, checkpoint, eventCount } = verdict;
  return {
    ok: true,
    message:
      `intact, covered up to checkpoint at position ${checkpoint.position} (${checkpoint.createdAt}): ${eventCount} event${eventCount === 1 ? '' : 's'} of ${subject.kind} ${subject.id}` +
      (since ? `; extends the saved checkpoint at position ${since.position}` : ''),
  };
};
