import { decodeEndedSessions, decodeNotifyPayload, encodeEndedSessions, encodeNotifyPayload, NOTIFY_PAYLOAD_MAX_BYTES } from './notify-payload';

const notice = { title: 'Pratica rifiutata', message: 'La pratica #7 è stata rifiutata.', practiceId: 7 };

describe('NOTIFY payload of a live notification (PostgreSQL limit: under 8000 bytes)', () => {
  it('carries the user id and the notification unchanged when it fits', () => {
    expect(decodeNotifyPayload(encodeNotifyPayload(42, notice))).toEqual({ userId: 42, notification: notice });
  });

  it('names the sending instance, which skips its own payloads (its sockets had them first)', () => {
    expect(decodeNotifyPayload(encodeNotifyPayload(42, notice, 'instance-a'))).toEqual({ userId: 42, notification: notice, origin: 'instance-a' });
  });

  it('cuts an oversized message with an ellipsis to stay under 8000 bytes, keeping title and practice', () => {
    // Multi-byte characters and JSON escapes: the limit is on bytes, not characters.
    const long = { ...notice, message: `Commento: ${'è"'.repeat(5000)}` };
    const payload = encodeNotifyPayload(42, long);
    expect(Buffer.byteLength(payload, 'utf8')).toBeLessThanOrEqual(NOTIFY_PAYLOAD_MAX_BYTES);
    const decoded = decodeNotifyPayload(payload);
    expect(decoded).toMatchObject({ userId: 42, notification: { title: notice.title, practiceId: 7 } });
    expect(decoded?.notification.message.startsWith('Commento: è"')).toBe(true);
    expect(decoded?.notification.message.endsWith('…')).toBe(true);
  });

  it('reads anything else on the channel as null, never throwing', () => {
    expect(decodeNotifyPayload('{not json')).toBeNull();
    expect(decodeNotifyPayload(undefined)).toBeNull();
    expect(decodeNotifyPayload(JSON.stringify({ userId: 'x', notification: notice }))).toBeNull();
  });
});

describe('NOTIFY payloads of ended sessions', () => {
  it('splits many session ids into payloads under 8000 bytes, losing none', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => `session-${String(i).padStart(24, '0')}`);
    const payloads = encodeEndedSessions(ids);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload, 'utf8')).toBeLessThanOrEqual(NOTIFY_PAYLOAD_MAX_BYTES);
    expect(payloads.flatMap((payload) => decodeEndedSessions(payload) ?? [])).toEqual(ids);
  });

  it('reads anything else as null', () => {
    expect(decodeEndedSessions('[1]')).toBeNull();
    expect(decodeEndedSessions('nope')).toBeNull();
  });
});
