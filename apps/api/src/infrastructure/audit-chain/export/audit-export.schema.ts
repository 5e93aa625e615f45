import { auditEntrySchema, auditStreamKinds } from '@pratiche/contracts';
import { z } from 'zod';

/** The version tag of the file: a reader refuses any other. */
export const AUDIT_EXPORT_FORMAT = 'pratiche-audit-export-v1';

// Lower-case only and canonical base64 only: a file must have one spelling per byte string, or
// a changed character could decode to the same bytes and pass unnoticed.
const hex32 = z.string().regex(/^[0-9a-f]{64}$/, 'expected 64 lower-case hex digits');
const base64 = z
  .string()
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'expected base64')
  .refine((s) => Buffer.from(s, 'base64').toString('base64') === s, 'expected canonical base64');
const position = z.number().int().min(1);

/** The event exactly as stored (`StoredEventText`) with its place in the log: what its hash covers. */
const storedEventSchema = z.object({
  globalPosition: position,
  streamId: z.string(),
  streamVersion: position,
  eventId: z.string(),
  type: z.string(),
  schemaVersion: z.number().int(),
  data: z.string(),
  metadata: z.string(),
  recordedAt: z.string(),
});

const exportedEventSchema = z.object({
  stored: storedEventSchema,
  hash: hex32,
  /** The event's leaf in the checkpoint's Merkle tree: its rank in the log. */
  leafIndex: z.number().int().min(0),
  /** RFC 6962 audit path from the leaf to the checkpoint's root. */
  proof: z.array(hex32),
  /** The event as the admin reads it: a reading aid, not covered by any hash (see the README). */
  shown: auditEntrySchema,
});

export const auditExportSchema = z.object({
  format: z.literal(AUDIT_EXPORT_FORMAT),
  subject: z.object({ kind: z.enum(auditStreamKinds), id: position }),
  exportedAt: z.string(),
  checkpoint: z.object({
    position: z.number().int().min(0),
    leafCount: z.number().int().min(0),
    root: hex32,
    createdAt: z.string(),
    signature: base64,
    /** Informative: the verifier takes the public key from elsewhere (GET /api/audit/public-key). */
    publicKey: z.string(),
    tsaToken: base64.nullable(),
  }),
  events: z.array(exportedEventSchema),
});

export type AuditExport = z.infer<typeof auditExportSchema>;
export type ExportedEvent = z.infer<typeof exportedEventSchema>;
export type ExportedStoredEvent = z.infer<typeof storedEventSchema>;
export type ExportSubject = AuditExport['subject'];
