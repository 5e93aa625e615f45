import { createPublicKey, type KeyObject } from 'node:crypto';
import type { Database } from '../../database/database';
import { publicKeyPemOf } from '../checkpoint-signature';
import { loadAuditSigningKey } from '../signing-key';

/**
 * The keys checkpoints must be signed with: the pinned public keys (PEM) when the operator gives
 * some, which hold even against someone who replaced the key in the database; otherwise the audit
 * signing key the API uses (AUDIT_SIGNING_KEY, or the one kept in app_secrets).
 */
export const trustedKeys = async (db: Database, pinnedPems: readonly string[], configuredSigningKey: string | undefined): Promise<KeyObject[]> => {
  if (pinnedPems.length > 0) return pinnedPems.map((pem) => createPublicKey(pem));
  return [createPublicKey(publicKeyPemOf(await loadAuditSigningKey(db, configuredSigningKey)))];
};
