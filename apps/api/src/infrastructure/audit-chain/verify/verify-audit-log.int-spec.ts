import { createPublicKey, randomBytes, randomUUID } from 'node:crypto';
import { createMigratedSchema } from '../../../testing/migrated-schema';
import type { Database, SqlExecutor } from '../../database/database';
import { PostgresEventStore } from '../../event-store/postgres-event-store';
import { newSigningKeyPem, publicKeyPemOf, signCheckpoint } from '../checkpoint-signature';
import { allCheckpoints, writeCheckpoint, type Checkpoint } from '../checkpoint-writer';
import { testSigner } from '../signer-state.spec-helper';
import { describeProblem } from './audit-problem';
import { verifyAuditLog, type AuditVerification } from './verify-audit-log';

const backend = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const signingKey = newSigningKeyPem();
const trusted = [createPublicKey(signingKey)];
const signer = testSigner(signingKey);
const credit = (round: number) => ({
  eventId: randomUUID(),
  type: 'CreditsAdded',
  data: { amount: round * 10, note: `ricarica ${round}` },
  metadata: { actorId: 1, correlationId: randomUUID() },
});

class Undo extends Error {}

describe(`audit:verify finds every change made to the log behind the API's back (${backend})`, () => {
  let db: Database;
  let first: Checkpoint;
  let second: Checkpoint;

  /** Where an event is: its global position. */
  const positionOf = async (streamId: string, version: number) =>
    Number(
      (await db.query<{ p: number }>('SELECT global_position AS p FROM events WHERE stream_id = $1 AND stream_version = $2', [streamId, version])).rows[0]!.p,
    );

  /** Tampers with the log in a transaction, verifies inside it, then rolls it all back: every test starts from the intact log. */
  const verifyAfter = async (tamper: string | ((tx: SqlExecutor) => Promise<unknown>), trustedKeys = trusted): Promise<AuditVerification> => {
    let verification: AuditVerification | undefined;
    await db
      .transaction(async (tx) => {
        await (typeof tamper === 'string' ? tx.exec(tamper) : tamper(tx));
        // Batches of 7: the keyset reads cross batch boundaries inside streams and between them.
        verification = await verifyAuditLog(tx, { trustedKeys, batchSize: 7 });
        throw new Undo();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Undo)) throw error;
      });
    return verification!;
  };

  beforeAll(async () => {
    db = await createMigratedSchema();
    const store = new PostgresEventStore(db);
    const appendRound = async (round: number, streams: string[]) => {
      for (const streamId of streams) await store.append([{ streamId, expectedVersion: 'any', events: [credit(round)] }]);
    };
    const all = ['wallet-1', 'wallet-2', 'wallet-3', 'wallet-4'];
    for (const round of [1, 2, 3]) await appendRound(round, all);
    // Positions 13 to 15 taken and never used, as by appends rolled back on a busy server.
    await db.query("SELECT nextval('events_global_position_seq') FROM generate_series(1, 3)");
    for (const round of [4, 5]) await appendRound(round, all);
    first = (await writeCheckpoint(db, signer, () => new Date()))!;
    await appendRound(6, ['wallet-1', 'wallet-2', 'wallet-3']);
    second = (await writeCheckpoint(db, signer, () => new Date()))!;
    await appendRound(7, ['wallet-1', 'wallet-2']);
  });
  afterAll(() => db.close());

  it('passes the intact log, counting its events, streams and checkpoints', async () => {
    expect([first.position, first.leafCount, second.position, second.leafCount]).toEqual([23, 20, 26, 23]);
    expect(await verifyAuditLog(db, { trustedKeys: trusted, batchSize: 7 })).toEqual({
      ok: true,
      firstProblem: null,
      problems: 0,
      events: 25,
      streams: 4,
      checkpoints: 2,
      latestCheckpoint: 26,
      eventsAfterLatestCheckpoint: 2,
    });
  });

  describe('an event whose content changed is named: its stream, version and position', () => {
    it.each([
      ['a payload field', "UPDATE events SET data = jsonb_set(data, '{amount}', '1000') WHERE stream_id = 'wallet-2' AND stream_version = 3"],
      ['a metadata field', "UPDATE events SET metadata = jsonb_set(metadata, '{actorId}', '2') WHERE stream_id = 'wallet-2' AND stream_version = 3"],
      ['the time', "UPDATE events SET recorded_at = recorded_at + interval '1 microsecond' WHERE stream_id = 'wallet-2' AND stream_version = 3"],
      ['the type', "UPDATE events SET type = 'CreditsRefunded' WHERE stream_id = 'wallet-2' AND stream_version = 3"],
    ])('%s', async (_what, tamper) => {
      const verification = await verifyAfter(tamper);
      expect(verification).toMatchObject({ ok: false, problems: 1, events: 25 });
      expect(verification.firstProblem).toEqual({ kind: 'content-mismatch', streamId: 'wallet-2', version: 3, position: await positionOf('wallet-2', 3) });
      expect(describeProblem(verification.firstProblem!)).toMatch(/^stream wallet-2, version 3 \(position 10\): content does not match its hash/);
    });

    it("its hash, replaced by another event's: the next event no longer chains to it, the checkpoints see another leaf", async () => {
      const verification = await verifyAfter(
        "UPDATE events SET hash = (SELECT hash FROM events WHERE global_position = 1) WHERE stream_id = 'wallet-2' AND stream_version = 3",
      );
      expect(verification.firstProblem).toMatchObject({ kind: 'content-mismatch', streamId: 'wallet-2', version: 3 });
      expect(verification.problems).toBe(4);
    });

    it('a change after the latest checkpoint too (only the chain vouches for it)', async () => {
      const verification = await verifyAfter("UPDATE events SET data = '{}' WHERE stream_id = 'wallet-1' AND stream_version = 7");
      expect(verification.firstProblem).toMatchObject({ kind: 'content-mismatch', streamId: 'wallet-1', version: 7 });
    });
  });

  describe('a deleted event', () => {
    it('in the middle of a stream: the version missing, and the checkpoints covering it', async () => {
      const verification = await verifyAfter("DELETE FROM events WHERE stream_id = 'wallet-3' AND stream_version = 2");
      expect(verification.firstProblem).toEqual({
        kind: 'missing-versions',
        from: 2,
        to: 2,
        streamId: 'wallet-3',
        version: 3,
        position: await positionOf('wallet-3', 3),
      });
      expect(describeProblem(verification.firstProblem!)).toContain('version 2 missing');
      expect(verification.problems).toBe(3);
    });

    it("a stream's first event", async () => {
      const verification = await verifyAfter("DELETE FROM events WHERE stream_id = 'wallet-3' AND stream_version IN (1, 2)");
      expect(verification.firstProblem).toMatchObject({ kind: 'missing-versions', from: 1, to: 2, streamId: 'wallet-3', version: 3 });
      expect(describeProblem(verification.firstProblem!)).toContain('versions 1 to 2 missing');
    });

    it('the last of its stream: the checkpoint sealing it has one leaf too few', async () => {
      const verification = await verifyAfter("DELETE FROM events WHERE stream_id = 'wallet-4' AND stream_version = 5");
      expect(verification.firstProblem).toEqual({ kind: 'checkpoint-leaf-count', position: 23, found: 19, expected: 20, after: null });
      expect(describeProblem(verification.firstProblem!)).toBe(
        'checkpoint at position 23: leaf count 19, expected 20 (an event at or below position 23 was deleted)',
      );
      expect(verification.problems).toBe(2);
    });

    it('the last of its stream after a checkpoint that still matches: the range it was in is named', async () => {
      const verification = await verifyAfter("DELETE FROM events WHERE stream_id = 'wallet-3' AND stream_version = 6");
      expect(verification.firstProblem).toEqual({ kind: 'checkpoint-leaf-count', position: 26, found: 22, expected: 23, after: 23 });
      expect(describeProblem(verification.firstProblem!)).toContain('between positions 24 and 26 was deleted');
    });
  });

  describe('an inserted event', () => {
    const insertAtEnd = (streamId: string, version: number, position?: number) =>
      `INSERT INTO events (${position ? 'global_position, ' : ''}stream_id, stream_version, event_id, type, data, metadata)
       VALUES (${position ? `${position}, ` : ''}'${streamId}', ${version}, gen_random_uuid(), 'CreditsAdded', '{"amount": 5000}', '{"actorId": 1}')`;

    it('with a forged hash', async () => {
      const verification = await verifyAfter(async (tx) => {
        await tx.exec(insertAtEnd('wallet-1', 8));
        await tx.query("UPDATE events SET hash = $1 WHERE stream_id = 'wallet-1' AND stream_version = 8", [randomBytes(32)]);
      });
      expect(verification.firstProblem).toMatchObject({ kind: 'content-mismatch', streamId: 'wallet-1', version: 8 });
    });

    it('with a hash chaining it to the start of its stream', async () => {
      const verification = await verifyAfter(`${insertAtEnd('wallet-1', 8)};
        UPDATE events SET hash = event_chain_hash('\\x${'00'.repeat(32)}'::bytea, stream_id, stream_version, event_id, type, schema_version, data, metadata, recorded_at)
        WHERE stream_id = 'wallet-1' AND stream_version = 8`);
      expect(verification.firstProblem).toMatchObject({ kind: 'broken-link', chainsTo: 0, streamId: 'wallet-1', version: 8 });
      expect(describeProblem(verification.firstProblem!)).toContain('its hash chains to the start of the stream, not to version 7');
    });

    it('between two events, the one after it re-hashed onto the one before (a link skipped)', async () => {
      const verification =
        await verifyAfter(`UPDATE events e SET hash = event_chain_hash(p.hash, e.stream_id, e.stream_version, e.event_id, e.type, e.schema_version, e.data, e.metadata, e.recorded_at)
        FROM events p WHERE p.stream_id = 'wallet-2' AND p.stream_version = 2 AND e.stream_id = 'wallet-2' AND e.stream_version = 4`);
      expect(verification.firstProblem).toMatchObject({ kind: 'broken-link', chainsTo: 2, streamId: 'wallet-2', version: 4 });
      expect(describeProblem(verification.firstProblem!)).toContain('its hash chains to version 2, not to version 3');
    });

    it('at the end of a stream through the trigger, at an unused position the checkpoint covers: one leaf too many', async () => {
      const verification = await verifyAfter(insertAtEnd('wallet-4', 6, 14));
      expect(verification.firstProblem).toEqual({ kind: 'checkpoint-leaf-count', position: 23, found: 21, expected: 20, after: null });
      expect(describeProblem(verification.firstProblem!)).toContain('leaf count 21, expected 20 (an event at or below position 23 was inserted)');
    });

    it('at a position below the sequence, which no checkpoint covers', async () => {
      const verification = await verifyAfter(insertAtEnd('wallet-4', 6, -1));
      expect(verification.firstProblem).toEqual({ kind: 'position-outside-log', streamId: 'wallet-4', version: 6, position: -1 });
    });

    it('at version 0, before a stream', async () => {
      const verification = await verifyAfter(insertAtEnd('wallet-4', 0));
      expect(verification.firstProblem).toMatchObject({ kind: 'invalid-version', streamId: 'wallet-4', version: 0 });
    });
  });

  describe('two events reordered', () => {
    it('their contents swapped', async () => {
      const verification = await verifyAfter(`UPDATE events e SET data = o.data, type = o.type FROM events o
        WHERE e.stream_id = 'wallet-2' AND o.stream_id = 'wallet-2' AND (e.stream_version, o.stream_version) IN ((2, 3), (3, 2))`);
      expect(verification.firstProblem).toMatchObject({ kind: 'content-mismatch', streamId: 'wallet-2', version: 2 });
      expect(verification.problems).toBe(2);
    });

    it('their versions swapped', async () => {
      const verification = await verifyAfter(`
        UPDATE events SET stream_version = -2 WHERE stream_id = 'wallet-2' AND stream_version = 2;
        UPDATE events SET stream_version = 2 WHERE stream_id = 'wallet-2' AND stream_version = 3;
        UPDATE events SET stream_version = 3 WHERE stream_id = 'wallet-2' AND stream_version = -2`);
      expect(verification.firstProblem).toMatchObject({ kind: 'content-mismatch', streamId: 'wallet-2', version: 2 });
    });

    it('their places in the log swapped: the checkpoint root differs', async () => {
      const verification = await verifyAfter(`
        UPDATE events SET global_position = -100 WHERE global_position = 1;
        UPDATE events SET global_position = 1 WHERE global_position = 2;
        UPDATE events SET global_position = 2 WHERE global_position = -100`);
      expect(verification.firstProblem).toEqual({ kind: 'checkpoint-root', position: 23, after: null });
      expect(describeProblem(verification.firstProblem!)).toBe(
        'checkpoint at position 23: root differs (an event at or below position 23 was changed, deleted or inserted)',
      );
    });
  });

  describe('a checkpoint that is not what the audit key signed is refused', () => {
    it.each([
      ['its signature', 'UPDATE audit_checkpoints SET signature = set_byte(signature, 0, (get_byte(signature, 0) + 1) % 256) WHERE position = 23'],
      ['its root', 'UPDATE audit_checkpoints SET root = set_byte(root, 0, (get_byte(root, 0) + 1) % 256) WHERE position = 23'],
      ['its leaf count', 'UPDATE audit_checkpoints SET leaf_count = 19 WHERE position = 23'],
    ])('%s edited', async (_what, tamper) => {
      const verification = await verifyAfter(tamper);
      expect(verification.firstProblem).toEqual({ kind: 'checkpoint-signature', position: 23, rowKeySigned: false });
      expect(describeProblem(verification.firstProblem!)).toContain('the checkpoint was edited');
    });

    it('signed again by another key, stored beside it', async () => {
      const forger = newSigningKeyPem();
      const verification = await verifyAfter((tx) =>
        tx.query('UPDATE audit_checkpoints SET signature = $1, public_key = $2 WHERE position = 23', [signCheckpoint(first, forger), publicKeyPemOf(forger)]),
      );
      expect(verification.firstProblem).toEqual({ kind: 'checkpoint-signature', position: 23, rowKeySigned: true });
      expect(describeProblem(verification.firstProblem!)).toContain('signed by another key');
    });

    it('verified against a pinned public key that did not sign it', async () => {
      const verification = await verifyAfter('SELECT 1', [createPublicKey(newSigningKeyPem())]);
      expect(verification.firstProblem).toEqual({ kind: 'checkpoint-signature', position: 23, rowKeySigned: true });
      expect(verification.problems).toBe(2);
    });

    it('genuine but with another public key stored beside it: the row was edited', async () => {
      const verification = await verifyAfter((tx) =>
        tx.query('UPDATE audit_checkpoints SET public_key = $1 WHERE position = 26', [publicKeyPemOf(newSigningKeyPem())]),
      );
      expect(verification).toMatchObject({ problems: 1, firstProblem: { kind: 'checkpoint-key-differs', position: 26 } });
    });

    it('the checkpoints as stored are the ones written', async () => {
      expect((await allCheckpoints(db)).map((c) => c.position)).toEqual([23, 26]);
    });
  });
});
