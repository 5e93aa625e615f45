import { setTimeout as delay } from 'node:timers/promises';
import { Injectable, Logger, type FactoryProvider } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { publicKeyPemOf } from '../../../infrastructure/audit-chain/checkpoint-signature';
import { SignerRefusal, writeCheckpoint, type Checkpoint } from '../../../infrastructure/audit-chain/checkpoint-writer';
import { signerStateFile, signerStatePath, type SignerState } from '../../../infrastructure/audit-chain/signer-state';
import { loadAuditSigningKey } from '../../../infrastructure/audit-chain/signing-key';
import { timestampTokenProblem } from '../../../infrastructure/audit-chain/timestamp-token';
import { CLOCK, type Clock } from '../../../infrastructure/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../../infrastructure/config/app-config';
import type { Database } from '../../../infrastructure/database/database';
import { DATABASE } from '../../../infrastructure/database/database.tokens';
import { MetricsService } from '../../../infrastructure/observability/metrics.service';
import { tsaTimestamper, type RootTimestamper } from './tsa-timestamper';

/** Another instance's writer holds the lock for one Merkle root and signature: poll often, give up after a minute. */
const RETRY_MS = 50;
const MAX_WAIT_MS = 60_000;

/** The log's signed checkpoints, as this instance writes and reads them (issue 30, tamper evidence). */
@Injectable()
export class AuditCheckpoints {
  /** The public key (SPKI PEM) checkpoints are signed with. */
  readonly publicKeyPem: string;
  private readonly logger = new Logger('AuditCheckpoints');
  /** 1 while the signer refuses to sign (the tamper alarm, on the metrics server), 0 otherwise. */
  private readonly refusing: Gauge;

  constructor(
    private readonly db: Database,
    private readonly signingKeyPem: string,
    private readonly clock: Clock,
    private readonly timestamp: RootTimestamper | undefined,
    private readonly state: SignerState,
    metrics: MetricsService,
  ) {
    this.publicKeyPem = publicKeyPemOf(signingKeyPem);
    this.refusing = new Gauge({
      name: 'audit_signer_refusing',
      help: '1 while the checkpoint signer refuses to sign: the log or its checkpoints no longer hold what it signed last',
      registers: [metrics.registry],
    });
    this.refusing.set(0);
  }

  /**
   * Seals the log if it moved since the latest checkpoint: answers the new checkpoint, the latest
   * when nothing was appended, or null while another instance is writing one.
   */
  async write(): Promise<Checkpoint | null> {
    let sealedNow = false;
    const now = () => ((sealedNow = true), this.clock());
    let checkpoint: Checkpoint | null;
    try {
      checkpoint = await writeCheckpoint(this.db, { signingKeyPem: this.signingKeyPem, state: this.state }, now);
    } catch (error) {
      if (error instanceof SignerRefusal) {
        this.refusing.set(1);
        this.logger.error(`TAMPER ALARM: checkpoint signer refuses to sign: ${error.message}`);
      }
      throw error;
    }
    this.refusing.set(0);
    if (!checkpoint || !sealedNow) return checkpoint;
    const c = checkpoint;
    this.logger.log(`checkpoint signed: sequence ${c.sequence}, position ${c.position}, ${c.leafCount} events, root ${c.root.toString('hex')}`);
    return this.addTimestamp(checkpoint);
  }

  /** A checkpoint covering the whole log as committed now: writes one if the log moved since the latest (waits for another instance's writer if one is writing). */
  async current(): Promise<Checkpoint> {
    for (let waited = 0; waited <= MAX_WAIT_MS; waited += RETRY_MS) {
      const checkpoint = await this.write();
      if (checkpoint) return checkpoint;
      await delay(RETRY_MS);
    }
    throw new Error('audit checkpoint: another instance held the writer lock for over a minute');
  }

  /**
   * After the commit, so the TSA's answer time holds neither the writer lock nor (on PGlite) the
   * database. The root of a position is the same whoever sealed it, so the token fits the stored row.
   */
  private async addTimestamp(checkpoint: Checkpoint): Promise<Checkpoint> {
    const token = await this.timestamp?.(checkpoint.root);
    if (!token) return checkpoint;
    // Its time too: a token stamped far from the checkpoint's own time would not vouch for it.
    const problem = await timestampTokenProblem(token, checkpoint.root, checkpoint.createdAt);
    if (problem) {
      this.logger.warn(`TSA token refused (${problem}): checkpoint stored without one`);
      return checkpoint;
    }
    await this.db.query('UPDATE audit_checkpoints SET tsa_token = $1 WHERE position = $2 AND tsa_token IS NULL', [token, checkpoint.position]);
    return { ...checkpoint, tsaToken: token };
  }
}

/** The key is read (or generated, at the very first start) before the module's providers are built. */
export const auditCheckpointsProvider: FactoryProvider<AuditCheckpoints> = {
  provide: AuditCheckpoints,
  useFactory: async (db: Database, config: AppConfig, clock: Clock, metrics: MetricsService) =>
    new AuditCheckpoints(
      db,
      await loadAuditSigningKey(db, config.auditSigningKey),
      clock,
      config.tsaUrl ? tsaTimestamper(config.tsaUrl) : undefined,
      signerStateFile(signerStatePath(config.dataDir)),
      metrics,
    ),
  inject: [DATABASE, APP_CONFIG, CLOCK, MetricsService],
};
