import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '../database/database';
import { DATABASE } from '../database/database.tokens';
import { UploadStorage } from '../uploads/upload-storage';

/** The migrations this build expects applied (from the app's composition). */
export const EXPECTED_MIGRATIONS = Symbol('EXPECTED_MIGRATIONS');

/** A probe must answer quickly even when the database hangs: a check slower than this failed. */
export const CHECK_TIMEOUT_MS = 2_000;

export type CheckName = 'database' | 'migrations' | 'storage';
export type ReadinessReport = { ready: boolean; checks: Record<CheckName, 'ok' | 'failed'> };

const withinTimeout = <T>(work: Promise<T>): Promise<T> =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('check timed out')), CHECK_TIMEOUT_MS).unref())]);

const outcome = (check: Promise<unknown>) =>
  withinTimeout(check).then(
    () => 'ok' as const,
    () => 'failed' as const,
  );

/**
 * What `/readyz` checks: the database answers, every migration of this build is applied (an
 * instance of a newer build must not serve an older schema), and the upload storage is
 * reachable. Two small queries and one file-system call; no table is scanned.
 */
@Injectable()
export class Readiness {
  constructor(
    @Inject(DATABASE) private readonly database: Database,
    @Inject(EXPECTED_MIGRATIONS) private readonly expectedMigrations: readonly string[],
    private readonly storage: UploadStorage,
  ) {}

  async report(): Promise<ReadinessReport> {
    const [database, migrations, storage] = await Promise.all([
      outcome(this.database.query('SELECT 1')),
      outcome(this.migrationsApplied()),
      outcome(this.storage.assertReachable()),
    ]);
    const checks = { database, migrations, storage };
    return { ready: Object.values(checks).every((c) => c === 'ok'), checks };
  }

  private async migrationsApplied(): Promise<void> {
    const { rows } = await this.database.query<{ id: string }>('SELECT id FROM schema_migrations');
    const applied = new Set(rows.map((r) => r.id));
    const missing = this.expectedMigrations.filter((id) => !applied.has(id));
    if (missing.length > 0) throw new Error(`migrations not applied: ${missing.join(', ')}`);
  }
}
