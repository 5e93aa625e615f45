import type { Database } from '../database/database';
import { newSigningKeyPem } from './checkpoint-signature';

/**
 * The checkpoints' Ed25519 private key (PKCS#8 PEM): AUDIT_SIGNING_KEY when set; otherwise
 * created at the first start and kept in `app_secrets`, like the session secret, so every
 * instance and restart signs with the same key. Its public key is served at /api/audit/public-key.
 */
export const loadAuditSigningKey = async (db: Database, configured: string | undefined): Promise<string> => {
  if (configured) return configured;
  await db.query("INSERT INTO app_secrets (name, value) VALUES ('audit_signing_key', $1) ON CONFLICT (name) DO NOTHING", [newSigningKeyPem()]);
  const { rows } = await db.query<{ value: string }>("SELECT value FROM app_secrets WHERE name = 'audit_signing_key'");
  return rows[0]!.value;
};
