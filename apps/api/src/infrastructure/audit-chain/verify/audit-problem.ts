/** Where an event sits: its stream and version, and its global position in the log. */
export type EventPlace = { streamId: string; version: number; position: number };

/**
 * What `verifyAuditLog` can find wrong. Chain problems name an event; checkpoint problems name a
 * checkpoint and, when an earlier checkpoint still matched, the range of positions the change is in.
 */
export type AuditProblem =
  /** The event's hash is not SHA-256 of the previous hash and its content. */
  | ({ kind: 'content-mismatch' } & EventPlace)
  /** The event's hash matches its content chained to another event of its stream (0: the stream's start) than the one before it. */
  | ({ kind: 'broken-link'; chainsTo: number } & EventPlace)
  /** Versions `from`..`to` of the stream are absent: the event at `version` follows a gap. */
  | ({ kind: 'missing-versions'; from: number; to: number } & EventPlace)
  /** A version below 1: no append writes one. */
  | ({ kind: 'invalid-version' } & EventPlace)
  /** A global position below 1: outside the log's sequence, so outside every checkpoint. */
  | ({ kind: 'position-outside-log' } & EventPlace)
  /** No trusted key verifies the checkpoint's signature; `rowKeySigned`: the key stored beside it does. */
  | { kind: 'checkpoint-signature'; position: number; rowKeySigned: boolean }
  /** The signature holds, but the public key stored in the row is not a trusted one. */
  | { kind: 'checkpoint-key-differs'; position: number }
  /** The log holds `found` events at or below the checkpoint's position, the checkpoint signed `expected`. */
  | { kind: 'checkpoint-leaf-count'; position: number; found: number; expected: number; after: number | null }
  /** Same count, another Merkle root. */
  | { kind: 'checkpoint-root'; position: number; after: number | null }
  /** The stored checkpoint does not follow the one stored before it: its sequence or previous root differ. */
  | { kind: 'checkpoint-chain'; position: number; sequence: number }
  /** The RFC 3161 token stored with the checkpoint does not vouch for it (timestamp-token.ts says why). */
  | { kind: 'checkpoint-timestamp'; position: number; reason: string }
  /** A checkpoint saved outside the database (`--since`, the signer's state file) that no trusted key signed. */
  | { kind: 'saved-checkpoint-signature'; position: number }
  /** The log up to a saved checkpoint's position no longer folds to its root. */
  | { kind: 'saved-checkpoint-root'; position: number; sequence: number | null; found: number; expected: number }
  /** A saved checkpoint is not among the stored ones (deleted, or replaced by another at its position). */
  | { kind: 'saved-checkpoint-missing'; position: number; sequence: number | null; replaced: boolean };

const n = (value: number) => value.toLocaleString('en');

const eventName = (p: EventPlace) => `stream ${p.streamId}, version ${p.version} (position ${n(p.position)})`;

/** "at or below 120", or "between positions 81 and 120" when the checkpoint at 80 still matched. */
const range = (position: number, after: number | null) =>
  after === null ? `at or below position ${n(position)}` : `between positions ${n(after + 1)} and ${n(position)}`;

const versions = (from: number, to: number) => (from === to ? `version ${from}` : `versions ${from} to ${to}`);

/** The problem in a sentence for the operator. */
export const describeProblem = (p: AuditProblem): string => {
  switch (p.kind) {
    case 'content-mismatch':
      return `${eventName(p)}: content does not match its hash (type, data, metadata or time changed, or its hash was replaced)`;
    case 'broken-link':
      return `${eventName(p)}: its hash chains to ${p.chainsTo === 0 ? 'the start of the stream' : `version ${p.chainsTo}`}, not to version ${p.version - 1} (an event was inserted, deleted or moved)`;
    case 'missing-versions':
      return `${eventName(p)}: ${versions(p.from, p.to)} missing (deleted)`;
    case 'invalid-version':
      return `${eventName(p)}: no append writes a version below 1 (inserted by hand)`;
    case 'position-outside-log':
      return `${eventName(p)}: the position is outside the log's sequence, which starts at 1 (inserted by hand)`;
    case 'checkpoint-signature':
      return `checkpoint at position ${n(p.position)}: the signature does not verify with the audit public key (${p.rowKeySigned ? 'signed by another key, the one stored beside it' : 'the checkpoint was edited'})`;
    case 'checkpoint-key-differs':
      return `checkpoint at position ${n(p.position)}: the public key stored beside it is not the audit public key (the row was edited)`;
    case 'checkpoint-leaf-count':
      return `checkpoint at position ${n(p.position)}: leaf count ${n(p.found)}, expected ${n(p.expected)} (an event ${range(p.position, p.after)} was ${p.found < p.expected ? 'deleted' : 'inserted'})`;
    case 'checkpoint-root':
      return `checkpoint at position ${n(p.position)}: root differs (an event ${range(p.position, p.after)} was changed, deleted or inserted)`;
    case 'checkpoint-chain':
      return `checkpoint ${p.sequence} at position ${n(p.position)}: does not follow the stored checkpoint before it (a checkpoint was deleted or inserted)`;
    case 'checkpoint-timestamp':
      return `checkpoint at position ${n(p.position)}: ${p.reason}`;
    case 'saved-checkpoint-signature':
      return `saved checkpoint at position ${n(p.position)}: the signature does not verify with the audit public key`;
    case 'saved-checkpoint-root':
      return `saved checkpoint ${p.sequence ?? ''} at position ${n(p.position)}: the log no longer folds to its root (${n(p.found)} events, ${n(p.expected)} signed): an event at or below position ${n(p.position)} was changed, deleted or inserted since it was signed`.replace(
        'checkpoint  at',
        'checkpoint at',
      );
    case 'saved-checkpoint-missing':
      return `saved checkpoint ${p.sequence ?? ''} at position ${n(p.position)}: ${p.replaced ? 'another checkpoint is stored at its position' : 'not among the stored checkpoints'} (checkpoints were deleted or replaced)`.replace(
        'checkpoint  at',
        'checkpoint at',
      );
  }
};
