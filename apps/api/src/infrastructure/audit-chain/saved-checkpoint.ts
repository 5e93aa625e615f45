import { z } from 'zod';
import type { Checkpoint } from './checkpoint-writer';

// Lower-case only and canonical base64 only: one spelling per byte string.
const hex32 = z.string().regex(/^[0-9a-f]{64}$/, 'expected 64 lower-case hex digits');
const base64 = z
  .string()
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'expected base64')
  .refine((s) => Buffer.from(s, 'base64').toString('base64') === s, 'expected canonical base64');

/** A signed checkpoint as JSON: in an export, in the signer's state file, in a file given to `--since`. */
export const checkpointJsonSchema = z.object({
  sequence: z.number().int().min(1).nullable().default(null),
  position: z.number().int().min(0),
  leafCount: z.number().int().min(0),
  root: hex32,
  previousRoot: hex32.nullable().default(null),
  headsRoot: hex32.nullable().default(null),
  headCount: z.number().int().min(0).nullable().default(null),
  createdAt: z.string(),
  signature: base64,
  /** Informative: verifiers take the public key from elsewhere (GET /api/audit/public-key). */
  publicKey: z.string(),
  tsaToken: base64.nullable(),
});
export type CheckpointJson = z.infer<typeof checkpointJsonSchema>;

const hexOf = (b: Buffer | null | undefined) => (b ? b.toString('hex') : null);
const bytesOf = (hex: string | null) => (hex === null ? null : Buffer.from(hex, 'hex'));

export const checkpointToJson = (c: Checkpoint): CheckpointJson => ({
  sequence: c.sequence ?? null,
  position: c.position,
  leafCount: c.leafCount,
  root: c.root.toString('hex'),
  previousRoot: hexOf(c.previousRoot),
  headsRoot: hexOf(c.headsRoot),
  headCount: c.headCount ?? null,
  createdAt: c.createdAt,
  signature: c.signature.toString('base64'),
  publicKey: c.publicKey,
  tsaToken: c.tsaToken?.toString('base64') ?? null,
});

export const checkpointFromJson = (c: CheckpointJson): Checkpoint => ({
  sequence: c.sequence,
  position: c.position,
  leafCount: c.leafCount,
  root: Buffer.from(c.root, 'hex'),
  previousRoot: bytesOf(c.previousRoot),
  headsRoot: bytesOf(c.headsRoot),
  headCount: c.headCount,
  createdAt: c.createdAt,
  signature: Buffer.from(c.signature, 'base64'),
  publicKey: c.publicKey,
  tsaToken: c.tsaToken === null ? null : Buffer.from(c.tsaToken, 'base64'),
});

/**
 * The checkpoint in a file given to `--since`: a saved checkpoint (the signer's state file, or
 * the JSON of one checkpoint) or an export (its `checkpoint`). Throws with the reason otherwise.
 */
export const checkpointFromFile = (text: string): Checkpoint => {
  const json = JSON.parse(text) as { checkpoint?: unknown };
  const candidate = json && typeof json === 'object' && 'checkpoint' in json ? json.checkpoint : json;
  const parsed = checkpointJsonSchema.safeParse(candidate);
  if (!parsed.success) throw new Error(`not a saved checkpoint or export: ${parsed.error.issues[0]!.path.join('.')}: ${parsed.error.issues[0]!.message}`);
  return checkpointFromJson(parsed.data);
};
