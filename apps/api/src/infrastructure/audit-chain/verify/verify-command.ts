import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Database } from '../../database/database';
import type { Checkpoint } from '../checkpoint-writer';
import { checkpointFromFile } from '../saved-checkpoint';
import type { SignerState } from '../signer-state';
import { describeProblem } from './audit-problem';
import { progressPrinter } from './progress-printer';
import { trustedKeys } from './trusted-keys';
import { verifyAuditLog, type AuditVerification } from './verify-audit-log';

/** Where the command writes: the verdict (a failed one to stderr in the CLI), and progress on long logs (stderr). */
export type CommandOutput = { log: (line: string) => void; error: (line: string) => void; progress: (line: string) => void };

const usage = 'Usage: npm run audit:verify [-- --public-key <pem file> ...] [--since <saved checkpoint or export file> ...]';

const n = (value: number) => value.toLocaleString('en');
const plural = (count: number, one: string, many: string) => `${n(count)} ${count === 1 ? one : many}`;

/** The "--public-key" files' PEMs and the "--since" files' checkpoints. */
const readArguments = async (argv: readonly string[], cwd: string): Promise<{ pinned: string[]; since: Checkpoint[] }> => {
  try {
    const { values } = parseArgs({
      args: [...argv],
      options: { 'public-key': { type: 'string', multiple: true }, since: { type: 'string', multiple: true } },
      strict: true,
    });
    const read = (file: string) => readFile(resolve(cwd, file), 'utf8');
    return {
      pinned: await Promise.all((values['public-key'] ?? []).map(read)),
      since: await Promise.all((values.since ?? []).map(async (file) => checkpointFromFile(await read(file)))),
    };
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  }
};

const summary = (v: AuditVerification, seconds: number) => {
  const scope = `${plural(v.events, 'event', 'events')} in ${plural(v.streams, 'stream', 'streams')} and ${plural(v.checkpoints, 'checkpoint', 'checkpoints')} checked in ${seconds.toFixed(1)} s`;
  if (!v.ok)
    return [`Audit log NOT intact: ${describeProblem(v.firstProblem!)}`, `${plural(v.problems, 'problem', 'problems')} in all (the first shown); ${scope}.`];
  const lines = [`Audit log intact: every chain and checkpoint matches; ${scope}.`];
  if (v.latestCheckpoint === null) {
    lines.push('No checkpoint yet: a stream whose last events were deleted, or an event appended by hand, cannot be told from the log alone.');
  } else if (v.eventsAfterLatestCheckpoint > 0) {
    lines.push(
      `${plural(v.eventsAfterLatestCheckpoint, 'event', 'events')} after the latest checkpoint (position ${n(v.latestCheckpoint)}): only their chains vouch for them.`,
    );
  }
  return lines;
};

/**
 * Where relative files are (where `npm run` was typed), AUDIT_SIGNING_KEY as the config read it,
 * and the signer's state (its last checkpoint, in DATA_DIR): checked as a `--since` when present.
 */
export type CommandContext = { cwd: string; auditSigningKey: string | undefined; signerState?: SignerState };

/**
 * `npm run audit:verify`: verifies the log of `db` and prints the verdict; answers whether it is
 * intact (the CLI exits 1 otherwise).
 */
export const auditVerifyCommand = async (db: Database, argv: readonly string[], context: CommandContext, out: CommandOutput): Promise<boolean> => {
  const { pinned, since } = await readArguments(argv, context.cwd);
  const signerLast = await context.signerState?.read();
  const saved = signerLast ? [...since, signerLast] : since;
  const started = performance.now();
  const trusted = await trustedKeys(db, pinned, context.auditSigningKey);
  const verification = await verifyAuditLog(db, { trustedKeys: trusted, onProgress: progressPrinter(out.progress), saved });
  for (const line of summary(verification, (performance.now() - started) / 1000)) (verification.ok ? out.log : out.error)(line);
  return verification.ok;
};
