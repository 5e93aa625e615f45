import { z } from 'zod';

/** `GET /api/audit/public-key` (public): the key that verifies the audit log's checkpoint signatures, SPKI PEM. */
export const auditPublicKeyResponseSchema = z.object({
  algorithm: z.literal('Ed25519'),
  publicKey: z.string().startsWith('-----BEGIN PUBLIC KEY-----'),
});
export type AuditPublicKeyResponse = z.infer<typeof auditPublicKeyResponseSchema>;
