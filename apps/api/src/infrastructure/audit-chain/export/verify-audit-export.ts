import { type DocumentNames, withDocumentNames } from '@pratiche/domain';
import { verifyCheckpoint } from '../checkpoint-signature';
import type { Checkpoint } from '../checkpoint-writer';
import { eventHash, genesisHash } from '../event-hash';
import { verifyConsistency, verifyInclusion } from '../merkle-tree';
import { checkpointFromJson } from '../saved-checkpoint';
import { headDigest } from '../stream-heads';
import { AUDIT_EXPORT_FORMAT, auditExportSchema, type AuditExport, type ExportedEvent, type ExportSubject } from './audit-export.schema';
import { shownReadingProblem } from './shown-reading';

export type AuditExportVerdict =
  { ok: true; subject: ExportSubject; checkpoint: { position: number; createdAt: string }; eventCount: number } | { ok: false; reason: string };

const parseFile = (fileText: string): AuditExport | string => {
  let json: unknown;
  try {
    json = JSON.parse(fileText);
  } catch (error) {
    return `not valid JSON (${(error as Error).message})`;
  }
  const parsed = auditExportSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  return `not a ${AUDIT_EXPORT_FORMAT} file: ${issue.path.join('.') || '(root)'}: ${issue.message}`;
};

const checkpointOf = (file: AuditExport) => checkpointFromJson(file.checkpoint);

const nameOf = ({ stored }: ExportedEvent) => `event ${stored.streamId} version ${stored.streamVersion} (position ${stored.globalPosition})`;

/** The streams a history may hold: a practice's own and its document accesses (practice-access-log.ts). */
const belongsTo = ({ kind, id }: ExportSubject, streamId: string) =>
  kind === 'practice' ? streamId === `practice-${id}` || streamId.startsWith(`practiceAccess-${id}-`) : streamId === `${kind}-${id}`;

type StreamChain = Map<string, { version: number; hash: Buffer }>;

/** Where the event stands: in the subject's streams, after the previous one, under the checkpoint. */
const placeProblem = (file: AuditExport, event: ExportedEvent, previous: ExportedEvent | undefined) => {
  const { stored, leafIndex } = event;
  if (!belongsTo(file.subject, stored.streamId)) return `${nameOf(event)} does not belong to the history of ${file.subject.kind} ${file.subject.id}`;
  if (previous && (stored.globalPosition <= previous.stored.globalPosition || leafIndex <= previous.leafIndex)) return `${nameOf(event)} is out of log order`;
  if (stored.globalPosition > file.checkpoint.position) return `${nameOf(event)} is after the checkpoint (position ${file.checkpoint.position})`;
  // Positions start at 1 and may have gaps: a leaf's rank is always below its position.
  if (leafIndex >= stored.globalPosition) return `${nameOf(event)}: leaf ${leafIndex} cannot hold position ${stored.globalPosition}`;
  return null;
};

/** The hash recomputed from the stored text and its stream's previous hash (the genesis hash before version 1). */
const chainProblem = (event: ExportedEvent, chain: StreamChain) => {
  const { stored } = event;
  const before = chain.get(stored.streamId) ?? { version: 0, hash: genesisHash };
  if (stored.streamVersion !== before.version + 1)
    return `${nameOf(event)}: expected version ${before.version + 1} of its stream (versions must follow each other from 1)`;
  const hash = Buffer.from(event.hash, 'hex');
  if (!eventHash(before.hash, stored).equals(hash)) return `${nameOf(event)}: the stored event does not match its hash`;
  chain.set(stored.streamId, { version: stored.streamVersion, hash });
  return null;
};

const proofProblem = (file: AuditExport, event: ExportedEvent) => {
  const [hash, root] = [Buffer.from(event.hash, 'hex'), Buffer.from(file.checkpoint.root, 'hex')];
  const proof = event.proof.map((node) => Buffer.from(node, 'hex'));
  return verifyInclusion(hash, event.leafIndex, file.checkpoint.leafCount, proof, root)
    ? null
    : `${nameOf(event)}: not included in the checkpoint's Merkle tree`;
};

const shownProblem = (event: ExportedEvent, names: DocumentNames) => {
  const problem = shownReadingProblem(event.stored, event.shown, names);
  return problem ? `${nameOf(event)}: ${problem}` : null;
};

type ProvenHead = AuditExport['heads'][number];

/**
 * Completeness: the checkpoint signed the root of every stream's head; each stream of the file
 * must end at its head, proven in that tree. A stream that stops short is a partial history.
 */
const completenessProblem = (file: AuditExport, chain: StreamChain): string | null => {
  const { headsRoot, headCount } = file.checkpoint;
  if (headsRoot === null || headCount === null)
    return 'partial: the checkpoint signs no stream heads (written before they were), completeness cannot be proven';
  const proven = new Map<string, ProvenHead>();
  for (const head of file.heads) {
    const digest = headDigest({ streamId: head.streamId, version: head.version, hash: Buffer.from(head.hash, 'hex') });
    const proof = head.proof.map((node) => Buffer.from(node, 'hex'));
    if (!verifyInclusion(digest, head.index, headCount, proof, Buffer.from(headsRoot, 'hex'))) {
      return `the head of ${head.streamId} (version ${head.version}) is not among the heads the checkpoint signed`;
    }
    proven.set(head.streamId, head);
  }
  // Every stream of the file, and every stream whose head the file proves (none of its events in the file: all left out).
  for (const streamId of new Set([...chain.keys(), ...proven.keys()])) {
    const last = chain.get(streamId) ?? { version: 0, hash: genesisHash };
    const head = proven.get(streamId);
    if (!head) return `partial: no proof of where ${streamId} ended at the checkpoint`;
    if (head.version !== last.version || !Buffer.from(head.hash, 'hex').equals(last.hash)) {
      return `partial: ${streamId} stops at version ${last.version}, the log held version ${head.version} at the checkpoint (position ${file.checkpoint.position})`;
    }
  }
  return null;
};

const sameSigned = (a: Checkpoint, b: Checkpoint) => a.leafCount === b.leafCount && a.root.equals(b.root) && (a.sequence ?? null) === (b.sequence ?? null);
const checkpointName = (c: Checkpoint) => `checkpoint ${c.sequence ?? '(unnumbered)'} at position ${c.position}`;

/**
 * `--since`: the export's checkpoint must extend one saved earlier (signed with the same key):
 * the same checkpoint, the next one (its previous root), or a later one with the RFC 9162
 * consistency proof the export carries when asked with `?since=<position>`. Two different
 * checkpoints of one position mean the log was rewritten between them.
 */
const sinceProblem = (file: AuditExport, since: Checkpoint, publicKeyPem: string): string | null => {
  const current = checkpointOf(file);
  if (!verifyCheckpoint(since, since.signature, publicKeyPem)) return 'the saved checkpoint (--since) is not signed with this public key';
  if (since.position === current.position) {
    return sameSigned(since, current) ? null : `two different checkpoints of position ${since.position}: the log was rewritten between them`;
  }
  if (since.sequence !== null && since.sequence !== undefined && since.sequence === current.sequence) {
    return `two different checkpoints numbered ${since.sequence}: the log was rewritten between them`;
  }
  if (since.position > current.position) return `the export's ${checkpointName(current)} is older than the saved ${checkpointName(since)}`;
  if (current.sequence === (since.sequence ?? -1) + 1 && current.previousRoot?.equals(since.root)) return null;
  const consistency = file.consistency;
  if (!consistency || consistency.fromPosition !== since.position || consistency.fromLeafCount !== since.leafCount) {
    return `no proof that the export's ${checkpointName(current)} extends the saved ${checkpointName(since)}: export again with ?since=${since.position}`;
  }
  const proof = consistency.proof.map((node) => Buffer.from(node, 'hex'));
  return verifyConsistency(since.leafCount, current.leafCount, since.root, current.root, proof)
    ? null
    : `the log of the export's ${checkpointName(current)} does not extend the saved ${checkpointName(since)}: the log up to position ${since.position} was rewritten`;
};

/**
 * Checks a history file offline: the checkpoint signed by the key given (never the one the file
 * carries), every event chained to its stream's previous one from version 1, and included in
 * the signed Merkle root. Says why at the first thing that does not hold.
 */
export const verifyExport = (fileText: string, publicKeyPem: string, since?: Checkpoint): AuditExportVerdict => {
  const file = parseFile(fileText);
  if (typeof file === 'string') return { ok: false, reason: file };
  const signature = Buffer.from(file.checkpoint.signature, 'base64');
  if (!verifyCheckpoint(checkpointOf(file), signature, publicKeyPem)) {
    return { ok: false, reason: 'the checkpoint signature does not verify with this public key (checkpoint altered, or signed by another key)' };
  }
  const chain: StreamChain = new Map();
  // The original names the history gave its files so far (issue 46): the descriptions name files by them.
  let names: DocumentNames = new Map();
  for (const [i, event] of file.events.entries()) {
    names = withDocumentNames(names, { type: event.stored.type, data: event.shown.data });
    const problem = placeProblem(file, event, file.events[i - 1]) ?? chainProblem(event, chain) ?? proofProblem(file, event) ?? shownProblem(event, names);
    if (problem) return { ok: false, reason: problem };
  }
  const partial = completenessProblem(file, chain);
  if (partial) return { ok: false, reason: partial };
  const extension = since ? sinceProblem(file, since, publicKeyPem) : null;
  if (extension) return { ok: false, reason: extension };
  const { position, createdAt } = file.checkpoint;
  return { ok: true, subject: file.subject, checkpoint: { position, createdAt }, eventCount: file.events.length };
};
