import type { AuditEntry } from '@pratiche/contracts';
import type { Checkpoint } from '../checkpoint-writer';
import type { StoredEventText } from '../event-hash';
import { consistencyProof, inclusionProofs } from '../merkle-tree';
import { checkpointToJson } from '../saved-checkpoint';
import { headProofs, type StreamHead } from '../stream-heads';
import { AUDIT_EXPORT_FORMAT, type AuditExport, type ExportSubject } from './audit-export.schema';

/** One event of the history: as stored (with its stored hash) and as the admin reads it. */
export type HistoryEvent = { globalPosition: number; stored: StoredEventText; hash: Buffer; shown: AuditEntry };

export type AuditExportSource = {
  subject: ExportSubject;
  exportedAt: Date;
  checkpoint: Checkpoint;
  /** The subject's events at or below the checkpoint, in log order. */
  events: readonly HistoryEvent[];
  /** Every event of the log up to the checkpoint (`readLogHashes`): the tree's leaves. */
  log: { positions: readonly number[]; hashes: readonly Buffer[] };
  /** Every stream's head at the checkpoint (`readStreamHeads`): the leaves of its heads tree. */
  heads: readonly StreamHead[];
  /** The position of a checkpoint saved earlier: the file proves the log extends it. */
  since?: number;
};

/** The leaf of a global position: its rank among the log's positions (sorted, possibly with gaps). */
const leafIndexOf = (positions: readonly number[], position: number): number => {
  let [low, high] = [0, positions.length - 1];
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (positions[middle] === position) return middle;
    if (positions[middle]! < position) low = middle + 1;
    else high = middle - 1;
  }
  throw new Error(`Event at position ${position} is not covered by the checkpoint`);
};

/** The proof from the tree of the events up to `since` (its leaf count: how many positions are at or below it). */
const consistencyFrom = (log: AuditExportSource['log'], since: number) => {
  const fromLeafCount = log.positions.filter((p) => p <= since).length;
  return { fromPosition: since, fromLeafCount, proof: consistencyProof(log.hashes, fromLeafCount).map((node) => node.toString('hex')) };
};

/**
 * The signed history file: each event with its inclusion proof in the checkpoint's tree, so the
 * file proves itself offline with the public key alone (`verifyAuditExport`).
 */
export const buildAuditExport = ({ subject, exportedAt, checkpoint, events, log, heads, since }: AuditExportSource): AuditExport => {
  const leafIndices = events.map((e) => leafIndexOf(log.positions, e.globalPosition));
  const { proofs } = inclusionProofs(events.length === 0 ? [] : log.hashes, leafIndices);
  const streams = [...new Set([`${subject.kind}-${subject.id}`, ...events.map((e) => e.stored.streamId)])];
  return {
    format: AUDIT_EXPORT_FORMAT,
    subject,
    exportedAt: exportedAt.toISOString(),
    checkpoint: checkpointToJson(checkpoint),
    events: events.map(({ globalPosition, stored, hash, shown }, i) => ({
      stored: { globalPosition, ...stored },
      hash: hash.toString('hex'),
      leafIndex: leafIndices[i]!,
      proof: proofs[i]!.map((node) => node.toString('hex')),
      shown,
    })),
    consistency: since === undefined || since > checkpoint.position ? null : consistencyFrom(log, since),
    heads: headProofs(heads, streams).map(({ head, index, proof }) => ({
      streamId: head.streamId,
      version: head.version,
      hash: head.hash.toString('hex'),
      index,
      proof: proof.map((node) => node.toString('hex')),
    })),
  };
};

/** The file's text: indented, as a person may open it to read. */
export const auditExportText = (file: AuditExport): string => `${JSON.stringify(file, null, 2)}\n`;
