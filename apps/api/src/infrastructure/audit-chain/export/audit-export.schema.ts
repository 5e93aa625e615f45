import { auditEntrySchema, auditStreamKinds } from '@pratiche/contracts';
import { z } from 'zod';
import { checkpointJsonSchema } from '../saved-checkpoint';

/** The version tag of the file: a reader refuses any other. */
export const AUDIT_EXPORT_FORMAT = 'pratiche-audit-export-v2';

// Lower-case only: a file must have one spelling per byte string, or a changed character could
// decode to the same bytes and pass unnoticed.
const hex32 = z.string().regex(/^[0-9a-f]{64}$/, 'expected 64 lower-case hex digits');
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
  /** The event as the admin reads it: the verifier checks it against `stored` (shown-reading.ts). */
  shown: auditEntrySchema,
});

/** A stream's head at the checkpoint, proven in the checkpoint's heads tree (stream-heads.ts): the export holds the stream up to it. */
const provenHeadSchema = z.object({
  streamId: z.string(),
  version: position,
  hash: hex32,
  index: z.number().int().min(0),
  proof: z.array(hex32),
});

export const auditExportSchema = z.object({
  format: z.literal(AUDIT_EXPORT_FORMAT),
  subject: z.object({ kind: z.enum(auditStreamKinds), id: position }),
  exportedAt: z.string(),
  checkpoint: checkpointJsonSchema,
  events: z.array(exportedEventSchema),
  /** The head of each stream of `events` (and of the subject's own stream) when the checkpoint was signed. */
  heads: z.array(provenHeadSchema),
  /** Asked with `?since=<position>`: RFC 9162 consistency proof from the tree of `fromLeafCount` events to the checkpoint's. */
  consistency: z
    .object({ fromPosition: z.number().int().min(0), fromLeafCount: z.number().int().min(0), proof: z.array(hex32) })
    .nullable()
    .default(null),
});

export type AuditExport = z.infer<typeof auditExportSchema>;
export type ExportedEvent = z.infer<typeof exportedEventSchema>;
export type ExportedStoredEvent = z.infer<typeof storedEventSchema>;
export type ExportSubject = AuditExport['subject'];
