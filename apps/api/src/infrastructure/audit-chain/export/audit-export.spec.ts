import { randomUUID } from 'node:crypto';
import type { AuditEntry } from '@pratiche/contracts';
import { describeEvent } from '@pratiche/domain';
import { upcastEventData } from '../../event-store/event-row';
import { newSigningKeyPem, publicKeyPemOf, signCheckpoint, type CheckpointClaim } from '../checkpoint-signature';
import type { Checkpoint } from '../checkpoint-writer';
import { eventHash, genesisHash, type StoredEventText } from '../event-hash';
import { merkleRoot } from '../merkle-tree';
import { headsRoot, type StreamHead } from '../stream-heads';
import type { AuditExport } from './audit-export.schema';
import { alterOneCharacter, otherBase64Character, otherDigit, otherHexDigit } from './audit-export.spec-helper';
import { auditExportText, buildAuditExport, type HistoryEvent } from './build-audit-export';
import { withoutSecrets } from './shown-reading';
import { verifyExport } from './verify-audit-export';

const signingKey = newSigningKeyPem();
const publicKey = publicKeyPemOf(signingKey);

type LogEvent = HistoryEvent;

/** A log of `streams` appended in turn (global positions with a gap, as a rolled-back append leaves), hashes chained per stream. */
const buildLog = (streams: readonly (readonly [string, number])[]): LogEvent[] => {
  const last = new Map<string, { version: number; hash: Buffer }>();
  return streams.map(([streamId, amount], i) => {
    const before = last.get(streamId) ?? { version: 0, hash: genesisHash };
    const stored: StoredEventText = {
      streamId,
      streamVersion: before.version + 1,
      eventId: randomUUID(),
      type: 'PracticeResubmitted',
      schemaVersion: 1,
      data: `{"amount": ${amount}, "practiceId": 7}`,
      metadata: '{"actorId": 3, "correlationId": "c-1"}',
      recordedAt: `2026-11-27T10:00:0${i % 10}.123456Z`,
    };
    const hash = eventHash(before.hash, stored);
    last.set(streamId, { version: stored.streamVersion, hash });
    const globalPosition = i < 3 ? i + 1 : i + 5;
    const shown: AuditEntry = {
      position: globalPosition,
      streamId,
      version: stored.streamVersion,
      type: stored.type,
      at: new Date(stored.recordedAt).toISOString(),
      actor: { id: 3, username: 'venditore' },
      description: describeEvent(stored.type, upcastEventData(stored.type, { amount, practiceId: 7 })),
      data: withoutSecrets(upcastEventData(stored.type, { amount, practiceId: 7 })) as Record<string, unknown>,
    };
    return { globalPosition, stored, hash, shown };
  });
};

/** Every stream's last event in the log, sorted as the heads tree's leaves. */
const headsOf = (log: readonly LogEvent[]): StreamHead[] =>
  [...new Map(log.map((e) => [e.stored.streamId, { streamId: e.stored.streamId, version: e.stored.streamVersion, hash: e.hash }])).values()].sort((a, b) =>
    Buffer.compare(Buffer.from(a.streamId), Buffer.from(b.streamId)),
  );

const checkpointOver = (log: readonly LogEvent[], key = signingKey): Checkpoint => {
  const heads = headsOf(log);
  const claim: CheckpointClaim = {
    sequence: 1,
    position: log.at(-1)!.globalPosition,
    leafCount: log.length,
    root: merkleRoot(log.map((e) => e.hash)),
    previousRoot: null,
    headsRoot: headsRoot(heads),
    headCount: heads.length,
    createdAt: '2026-11-27T10:05:00.000Z',
  };
  return { ...claim, signature: signCheckpoint(claim, key), publicKey: publicKeyPemOf(key), tsaToken: null };
};

const log = buildLog([
  ['practice-7', 90_000],
  ['wallet-3', 5],
  ['practiceAccess-7-a', 1],
  ['practice-7', 91_234],
  ['practice-8', 10],
  ['practiceAccess-7-b', 2],
  ['practice-7', 92_000],
]);
const history = log.filter((e) => e.stored.streamId.includes('-7'));

const exportText = (checkpoint = checkpointOver(log), events: readonly LogEvent[] = history) =>
  auditExportText(
    buildAuditExport({
      subject: { kind: 'practice', id: 7 },
      exportedAt: new Date('2026-11-27T11:00:00Z'),
      checkpoint,
      events,
      log: { positions: log.map((e) => e.globalPosition), hashes: log.map((e) => e.hash) },
      heads: headsOf(log),
    }),
  );

const base64Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

describe('signed history export: verifyExport (issue 30 "Exports that prove themselves")', () => {
  it('a file as exported is intact, covered up to its checkpoint', () => {
    expect(verifyExport(exportText(), publicKey)).toEqual({
      ok: true,
      subject: { kind: 'practice', id: 7 },
      checkpoint: { position: 11, createdAt: '2026-11-27T10:05:00.000Z' },
      eventCount: 5,
    });
  });

  it('each event carries its stored text, hash, leaf and proof, and the checkpoint its signature', () => {
    const file = JSON.parse(exportText());
    expect(file.format).toBe('pratiche-audit-export-v2');
    expect(file.events.map((e: { leafIndex: number }) => e.leafIndex)).toEqual([0, 2, 3, 5, 6]);
    expect(file.events[1].stored).toMatchObject({ globalPosition: 3, streamId: 'practiceAccess-7-a', streamVersion: 1 });
    expect(file.events[0].shown.description).toBe('Pratica 7 modificata e inviata di nuovo in verifica');
  });

  describe('audit:verify-export --since: the export extends a checkpoint saved earlier', () => {
    const earlier = log.slice(0, 4);
    const checkpointAt = (events: readonly LogEvent[], sequence: number, previousRoot: Buffer | null): Checkpoint => {
      const heads = headsOf(events);
      const claim: CheckpointClaim = {
        sequence,
        position: events.at(-1)!.globalPosition,
        leafCount: events.length,
        root: merkleRoot(events.map((e) => e.hash)),
        previousRoot,
        headsRoot: headsRoot(heads),
        headCount: heads.length,
        createdAt: '2026-11-27T10:04:00.000Z',
      };
      return { ...claim, signature: signCheckpoint(claim, signingKey), publicKey, tsaToken: null };
    };
    // The export's checkpoint is the third: not the one right after the saved first.
    const third = () => checkpointAt(log, 3, Buffer.alloc(32, 9));
    const exportWith = (since?: number) =>
      auditExportText(
        buildAuditExport({
          subject: { kind: 'practice', id: 7 },
          exportedAt: new Date('2026-11-27T11:00:00Z'),
          checkpoint: third(),
          events: history,
          log: { positions: log.map((e) => e.globalPosition), hashes: log.map((e) => e.hash) },
          heads: headsOf(log),
          since,
        }),
      );

    it('the same checkpoint passes; two different checkpoints of one position are refused', () => {
      expect(verifyExport(exportText(), publicKey, checkpointOver(log))).toMatchObject({ ok: true });
      const rewritten = log.map((e, i) => (i === 0 ? { ...e, hash: Buffer.alloc(32, 1) } : e));
      expect(verifyExport(exportText(), publicKey, checkpointOver(rewritten))).toEqual({
        ok: false,
        reason: 'two different checkpoints of position 11: the log was rewritten between them',
      });
    });

    it('a later checkpoint extends the saved one by the consistency proof the export carries (?since=); without it, says how to get it', () => {
      const saved = checkpointAt(earlier, 1, null);
      expect(verifyExport(exportWith(saved.position), publicKey, saved)).toMatchObject({ ok: true });
      expect(verifyExport(exportWith(), publicKey, saved)).toEqual({
        ok: false,
        reason: "no proof that the export's checkpoint 3 at position 11 extends the saved checkpoint 1 at position 8: export again with ?since=8",
      });
    });

    it('a saved checkpoint over a log rewritten since is refused: the consistency proof does not hold', () => {
      const saved = checkpointAt(
        earlier.map((e, i) => (i === 1 ? { ...e, hash: Buffer.alloc(32, 2) } : e)),
        1,
        null,
      );
      expect(verifyExport(exportWith(saved.position), publicKey, saved)).toEqual({
        ok: false,
        reason:
          "the log of the export's checkpoint 3 at position 11 does not extend the saved checkpoint 1 at position 8: the log up to position 8 was rewritten",
      });
    });

    it('a saved checkpoint the public key did not sign is refused', () => {
      const saved = checkpointAt(earlier, 1, null);
      expect(verifyExport(exportWith(saved.position), publicKey, { ...saved, signature: Buffer.alloc(64) })).toEqual({
        ok: false,
        reason: 'the saved checkpoint (--since) is not signed with this public key',
      });
    });
  });

  it('exports prove that nothing is missing: a history with its events left out says "partial" and fails', () => {
    expect(verifyExport(exportText(checkpointOver(log), []), publicKey)).toEqual({
      ok: false,
      reason: 'partial: practice-7 stops at version 0, the log held version 3 at the checkpoint (position 11)',
    });
  });

  it('exports prove that nothing is missing: a stream cut short of its head at the checkpoint says "partial" and fails', () => {
    const cut = history.filter((e) => !(e.stored.streamId === 'practice-7' && e.stored.streamVersion === 3));
    expect(verifyExport(exportText(checkpointOver(log), cut), publicKey)).toEqual({
      ok: false,
      reason: 'partial: practice-7 stops at version 2, the log held version 3 at the checkpoint (position 11)',
    });
    // The head proof of a stream dropped with its events: still partial (no proof of where it ended).
    const file = JSON.parse(exportText(checkpointOver(log), cut)) as AuditExport;
    file.heads = file.heads.filter((h) => h.streamId !== 'practice-7');
    expect(verifyExport(JSON.stringify(file), publicKey)).toEqual({ ok: false, reason: 'partial: no proof of where practice-7 ended at the checkpoint' });
  });

  it('exports prove that nothing is missing: a head that the checkpoint did not sign is refused', () => {
    const file = JSON.parse(exportText()) as AuditExport;
    file.heads[0]!.version += 1;
    expect(verifyExport(JSON.stringify(file), publicKey)).toEqual({ ok: false, reason: expect.stringMatching(/is not among the heads the checkpoint signed/) });
  });

  it.each([
    ['a changed description', (e: AuditEntry) => ({ ...e, description: 'Pratica 7 approvata' }), /the shown description differs/],
    ['a changed amount', (e: AuditEntry) => ({ ...e, data: { ...e.data, amount: 900_000 } }), /the shown data differ/],
    ['a changed actor', (e: AuditEntry) => ({ ...e, actor: { id: 4, username: 'acquirente' } }), /the shown actor is 4, the stored one 3/],
    ['the system shown as the actor', (e: AuditEntry) => ({ ...e, actor: { id: null, username: 'Sistema' } }), /the shown actor is none, the stored one 3/],
  ])('exports prove what the reader sees: %s in the readable part is refused', (_what, change, reason) => {
    const file = JSON.parse(exportText()) as AuditExport;
    file.events[1]!.shown = change(file.events[1]!.shown);
    expect(verifyExport(JSON.stringify(file), publicKey)).toEqual({ ok: false, reason: expect.stringMatching(reason) });
  });

  const tampered: [string, (text: string) => string, RegExp][] = [
    ['a digit of the stored data', (t) => alterOneCharacter(t, /"data": "\{\\"amount\\": 9(1)234/, otherDigit), /does not match its hash/],
    ['a character of the stored metadata', (t) => alterOneCharacter(t, /"metadata": "\{\\"actorId\\": (3)/, otherDigit), /does not match its hash/],
    ['a digit of the stored time', (t) => alterOneCharacter(t, /"recordedAt": "2026-11-27T10:00:03\.12(3)/, otherDigit), /does not match its hash/],
    ['the stored type', (t) => alterOneCharacter(t, /"type": "(P)racticeResubmitted"/, () => 'Q'), /does not match its hash/],
    ['a hex digit of an event hash', (t) => alterOneCharacter(t, /"hash": "([0-9a-f])/, otherHexDigit), /does not match its hash/],
    ['a hex digit of a proof', (t) => alterOneCharacter(t, /"proof": \[\s*"([0-9a-f])/, otherHexDigit), /not included in the checkpoint's Merkle tree/],
    ['a leaf index', (t) => alterOneCharacter(t, /"leafIndex": (3)/, () => '4'), /not included in the checkpoint's Merkle tree/],
    [
      'a character of the signature',
      (t) => alterOneCharacter(t, /"signature": "[A-Za-z0-9+/]{10}([A-Za-z0-9+/])/, otherBase64Character),
      /signature does not verify/,
    ],
    ['a hex digit of the root', (t) => alterOneCharacter(t, /"root": "[0-9a-f]{5}([0-9a-f])/, otherHexDigit), /signature does not verify/],
    ['the checkpoint position', (t) => alterOneCharacter(t, /"position": 1(1),\n\s*"leafCount"/, () => '2'), /signature does not verify/],
    ['the leaf count', (t) => alterOneCharacter(t, /"leafCount": (7)/, () => '8'), /signature does not verify/],
    ['the checkpoint time', (t) => alterOneCharacter(t, /"createdAt": "2026-11-27T10:0(5)/, () => '6'), /signature does not verify/],
    ['the shown time', (t) => alterOneCharacter(t, /"at": "2026-11-27T10:00:0(0)/, () => '9'), /shown position, stream, version, type or time differ/],
    ['a stream version', (t) => alterOneCharacter(t, /"streamVersion": (2)/, () => '3'), /expected version 2/],
  ];

  it.each(tampered)('one changed byte is refused: %s', (_what, change, reason) => {
    const verdict = verifyExport(change(exportText()), publicKey);
    expect(verdict).toEqual({ ok: false, reason: expect.stringMatching(reason) });
  });

  it('the last character of a signature cannot be respelt: only canonical base64 is read', () => {
    const text = exportText();
    const signature = /"signature": "([^"]+)"/.exec(text)![1]!;
    // 64 bytes: the last character before '==' carries 4 unused bits; changing them keeps the bytes.
    const last = signature.length - 3;
    const respelt = signature.slice(0, last) + base64Alphabet[base64Alphabet.indexOf(signature[last]!) ^ 1] + signature.slice(last + 1);
    expect(Buffer.from(respelt, 'base64').equals(Buffer.from(signature, 'base64'))).toBe(true);
    expect(verifyExport(text.replace(signature, respelt), publicKey)).toEqual({ ok: false, reason: expect.stringMatching(/canonical base64/) });
  });

  it('an event left out of the middle of a stream breaks the chain', () => {
    const text = exportText(
      checkpointOver(log),
      history.filter((e) => e.stored.streamVersion !== 2 || e.stored.streamId !== 'practice-7'),
    );
    expect(verifyExport(text, publicKey)).toEqual({ ok: false, reason: expect.stringMatching(/practice-7 version 3 .*expected version 2/) });
  });

  it("an event of another practice's stream is refused", () => {
    const text = exportText(
      checkpointOver(log),
      log.filter((e) => e.stored.streamId === 'practice-7' || e.stored.streamId === 'practice-8'),
    );
    expect(verifyExport(text, publicKey)).toEqual({ ok: false, reason: expect.stringMatching(/practice-8 .* does not belong to the history of practice 7/) });
  });

  it('a file signed by another key is refused, whatever public key the file itself carries', () => {
    const text = exportText(checkpointOver(log, newSigningKeyPem()));
    expect(verifyExport(text, publicKey)).toEqual({ ok: false, reason: expect.stringMatching(/signature does not verify/) });
  });

  it('not JSON, or another format: refused with the reason', () => {
    expect(verifyExport('{"format": ', publicKey)).toEqual({ ok: false, reason: expect.stringMatching(/^not valid JSON/) });
    const other = exportText().replace('pratiche-audit-export-v2', 'pratiche-audit-export-v1');
    expect(verifyExport(other, publicKey)).toEqual({ ok: false, reason: expect.stringMatching(/^not a pratiche-audit-export-v2 file: format/) });
  });
});
