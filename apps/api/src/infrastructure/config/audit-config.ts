import { createPrivateKey } from 'node:crypto';

/** The tamper-evidence settings (issue 30): checkpoint signing, their period, the timestamping authority. */
export type AuditConfig = {
  /** The checkpoints' Ed25519 private key, PKCS#8 PEM (AUDIT_SIGNING_KEY); unset: generated at the first start and kept in app_secrets. */
  auditSigningKey: string | undefined;
  /** How often the log is sealed in a signed checkpoint, when it moved (AUDIT_CHECKPOINT_SECONDS); 0 turns the periodic writer off. */
  auditCheckpointSeconds: number;
  /** The RFC 3161 timestamping authority the checkpoint roots are sent to (TSA_URL); unset: no timestamps. */
  tsaUrl: string | undefined;
  /** NODE_ENV=production without AUDIT_SIGNING_KEY: the key lives in the database it should vouch for; each start warns. */
  auditSigningKeyInDatabase: boolean;
};

/** A PEM with its line breaks written as `\n` (one-line environment files) reads the same. */
const parseSigningKey = (value: string | undefined): string | undefined => {
  const pem = value?.trim().replace(/\\n/g, '\n');
  if (!pem) return undefined;
  let type: string | undefined;
  try {
    type = createPrivateKey(pem).asymmetricKeyType;
  } catch {
    type = undefined;
  }
  if (type !== 'ed25519') throw new Error('AUDIT_SIGNING_KEY must be an Ed25519 private key in PKCS#8 PEM (openssl genpkey -algorithm ed25519)');
  return `${pem}\n`;
};

const parseCheckpointSeconds = (value: string | undefined): number => {
  if (value === undefined || value.trim() === '') return 300;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new Error(`AUDIT_CHECKPOINT_SECONDS must be a number of seconds (0 turns the writer off), got '${value}'`);
  return seconds;
};

const parseTsaUrl = (value: string | undefined): string | undefined => {
  const url = value?.trim();
  if (!url) return undefined;
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) throw new Error(`TSA_URL must be an http(s) URL, got '${value}'`);
  return url;
};

export const loadAuditConfig = (env: NodeJS.ProcessEnv): AuditConfig => ({
  auditSigningKey: parseSigningKey(env.AUDIT_SIGNING_KEY),
  auditCheckpointSeconds: parseCheckpointSeconds(env.AUDIT_CHECKPOINT_SECONDS),
  tsaUrl: parseTsaUrl(env.TSA_URL),
  auditSigningKeyInDatabase: env.NODE_ENV === 'production' && !env.AUDIT_SIGNING_KEY?.trim(),
});
