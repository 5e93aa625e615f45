import type { Database } from '../apps/api/src/infrastructure/database/database';

const metadata = `jsonb_build_object('actorId', 'system', 'correlationId', gen_random_uuid()::text)`;

/** Users registering and being approved: `count` events, half of each. */
export const seedUserEvents = async (db: Database, count: number, firstUserId = 100_000) => {
  const users = count / 2;
  await db.exec(`
    INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata)
    SELECT 'user-' || (${firstUserId} + n), 1, gen_random_uuid(), 'UserRegistered', jsonb_build_object(
      'userId', ${firstUserId} + n, 'username', 'utente' || n, 'companyName', 'Azienda ' || n,
      'vatNumber', lpad(n::text, 11, '0'), 'legalRepName', 'Mario Rossi', 'phone', '3331234567',
      'email', 'utente' || n || '@example.it', 'isCedente', n % 2 = 0, 'isCessionario', true, 'isAdmin', false,
      'businessDocument', jsonb_build_object('originalName', 'visura.pdf', 'filename', md5(n::text) || '.pdf'),
      'registeredAt', '2026-01-01T00:00:00.000Z'), ${metadata}
    FROM generate_series(1, ${users}) AS n;
    INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata)
    SELECT 'user-' || (${firstUserId} + n), 2, gen_random_uuid(), 'UserApproved', jsonb_build_object(
      'userId', ${firstUserId} + n, 'by', 1, 'at', '2026-01-02T00:00:00.000Z'), ${metadata}
    FROM generate_series(1, ${users}) AS n;
  `);
};

/**
 * A log of `count` events shaped like the product's (through the hash-chain trigger, as appends
 * are): a tenth of them users registering and being approved, a tenth credits added to each
 * user's wallet, the rest base-access purchases (CreditsSpent with PracticeAccessPurchased),
 * each user buying access to several practices.
 */
export const seedMarketLog = async (db: Database, count: number) => {
  const users = count / 10;
  const purchases = (count - 3 * users) / 2;
  await seedUserEvents(db, 2 * users);
  await db.exec(`
    INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata)
    SELECT 'wallet-' || (100000 + n), 1, gen_random_uuid(), 'CreditsAdded', jsonb_build_object(
      'userId', 100000 + n, 'credits', 50, 'by', 1, 'method', 'pin', 'at', '2026-01-03T00:00:00.000Z'), ${metadata}
    FROM generate_series(1, ${users}) AS n;
    INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata)
    SELECT e.stream_id, e.stream_version, gen_random_uuid(), e.type, e.data, ${metadata}
    FROM generate_series(0, ${purchases - 1}) AS k
    CROSS JOIN LATERAL (SELECT 100001 + k % ${users} AS buyer, 1 + k % 997 + (k / ${users}) * 1000 AS practice) p
    CROSS JOIN LATERAL (VALUES
      ('wallet-' || p.buyer, 2 + k / ${users}, 'CreditsSpent', jsonb_build_object('userId', p.buyer, 'credits', 1,
        'practiceId', p.practice, 'accessType', 'base', 'hours', NULL, 'at', '2026-01-04T00:00:00.000Z')),
      ('access-' || k, 1, 'PracticeAccessPurchased', jsonb_build_object('practiceId', p.practice, 'by', p.buyer, 'credits', 1,
        'at', '2026-01-04T00:00:00.000Z'))
    ) AS e(stream_id, stream_version, type, data)
    ORDER BY k;
  `);
};
