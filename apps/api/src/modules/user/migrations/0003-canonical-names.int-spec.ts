import { allMigrations } from '../../../app.migrations';
import type { Database } from '../../../infrastructure/database/database';
import { runMigrations } from '../../../infrastructure/database/migration';
import { eventStoreMigration } from '../../../infrastructure/database/migrations/0001-event-store';
import { accountsMigration } from '../../../infrastructure/database/migrations/0002-accounts';
import { createFreshDatabase } from '../../../infrastructure/database/testing/fresh-database';

describe('migration 0003: existing claims become canonical; on a collision the oldest claim keeps the name', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createFreshDatabase();
    await runMigrations(db, [eventStoreMigration, accountsMigration]);
    // Claims as the old code made them (JavaScript lower case): look-alikes held separate rows.
    const claims: [string, string, string][] = [
      ['username', 'ivan', 'user-1'],
      ['username', 'İvan'.toLowerCase(), 'user-2'],
      ['username', 'ＩＶＡＮ'.toLowerCase(), 'user-3'],
      ['username', 'mario', 'user-4'],
      ['username', 'ｂｏｂ', 'user-5'],
      ['username', 'bob', 'user-6'],
      ['email', 'ivan@example.it', 'user-1'],
      ['email', 'ｉｖａｎ@example.it', 'user-3'],
      ['vat', '12345678901', 'user-1'],
    ];
    for (const [i, [kind, value, stream]] of claims.entries()) {
      await db.query(
        `INSERT INTO unique_claims (kind, value, stream_id, claimed_at) VALUES ($1, $2, $3, '2026-01-01'::timestamptz + $4 * interval '1 minute')`,
        [kind, value, stream, i],
      );
    }
    await runMigrations(db, allMigrations);
  });
  afterAll(() => db.close());

  it('every username and e-mail claim is in canonical form, held by the oldest claimant', async () => {
    const { rows } = await db.query('SELECT kind, value, stream_id FROM unique_claims ORDER BY kind, value');
    expect(rows).toEqual([
      { kind: 'email', value: 'ivan@example.it', stream_id: 'user-1' },
      { kind: 'username', value: 'bob', stream_id: 'user-5' },
      { kind: 'username', value: 'ivan', stream_id: 'user-1' },
      { kind: 'username', value: 'mario', stream_id: 'user-4' },
      { kind: 'vat', value: '12345678901', stream_id: 'user-1' },
    ]);
  });

  it('the later look-alikes lose their claim and are listed for an administrator', async () => {
    const { rows } = await db.query('SELECT kind, stream_id, canonical_value, kept_stream_id FROM unique_claim_collisions ORDER BY kind, stream_id');
    expect(rows).toEqual([
      { kind: 'email', stream_id: 'user-3', canonical_value: 'ivan@example.it', kept_stream_id: 'user-1' },
      { kind: 'username', stream_id: 'user-2', canonical_value: 'ivan', kept_stream_id: 'user-1' },
      { kind: 'username', stream_id: 'user-3', canonical_value: 'ivan', kept_stream_id: 'user-1' },
      { kind: 'username', stream_id: 'user-6', canonical_value: 'bob', kept_stream_id: 'user-5' },
    ]);
  });
});
