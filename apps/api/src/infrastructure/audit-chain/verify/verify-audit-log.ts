import type { KeyObject } from 'node:crypto';
import type { SqlExecutor } from '../../database/database';
import { allCheckpoints, type Checkpoint } from '../checkpoint-writer';
import { timestampTokenProblem } from '../timestamp-token';
import type { AuditProblem } from './audit-problem';
import { walkChains } from './chain-walk';
import { checkCheckpoints } from './checkpoint-check';

export type AuditVerification = {
  ok: boolean;
  /** The first problem: the chains' first (in stream order) before the checkpoints' first (in position order). */
  firstProblem: AuditProblem | null;
  problems: number;
  events: number;
  streams: number;
  checkpoints: number;
  /** The latest checkpoint's position, and how many events the log holds beyond it (only their chains vouch for them). */
  latestCheckpoint: number | null;
  eventsAfterLatestCheckpoint: number;
};

export type VerifyOptions = {
  /** The keys a checkpoint's signature must verify with (the audit key, or one pinned by the operator). */
  trustedKeys: readonly KeyObject[];
  /** After each batch of the chain walk: the events checked so far. */
  onProgress?: (eventsChecked: number) => void;
  batchSize?: number;
  /** Checkpoints saved outside the database (`--since`, the signer's state file): the log must still extend each. */
  saved?: readonly Checkpoint[];
};

const DEFAULT_BATCH = 20_000;

/** Every stored RFC 3161 token against its checkpoint: signature, the root it stamps, its time. */
const timestampProblems = async (checkpoints: readonly Checkpoint[]): Promise<AuditProblem[]> => {
  const found: AuditProblem[] = [];
  for (const c of checkpoints) {
    const reason = c.tsaToken ? await timestampTokenProblem(c.tsaToken, c.root, c.createdAt) : null;
    if (reason) found.push({ kind: 'checkpoint-timestamp', position: c.position, reason });
  }
  return found;
};

/**
 * Recomputes every stream's hash chain and every checkpoint's Merkle root and signature (README.md
 * beside this folder says what that finds and what it cannot). The two passes run side by side:
 * on the server they read over two connections.
 */
export const verifyAuditLog = async (db: SqlExecutor, options: VerifyOptions): Promise<AuditVerification> => {
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const checkpoints = await allCheckpoints(db);
  const [chains, sealed] = await Promise.all([
    walkChains(db, batchSize, options.onProgress ?? (() => undefined)),
    checkCheckpoints(db, checkpoints, options.trustedKeys, batchSize, options.saved),
  ]);
  const timestamps = await timestampProblems(checkpoints);
  const latest = checkpoints.at(-1);
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM events WHERE global_position > $1', [latest?.position ?? 0]);
  const problems = chains.problems + sealed.problems + timestamps.length;
  return {
    ok: problems === 0,
    firstProblem: chains.firstProblem ?? sealed.firstProblem ?? timestamps[0] ?? null,
    problems,
    events: chains.events,
    streams: chains.streams,
    checkpoints: sealed.checkpoints,
    latestCheckpoint: latest?.position ?? null,
    eventsAfterLatestCheckpoint: rows[0]!.n,
  };
};
