import { decodeNotifyPayload, encodeNotifyPayload, NOTIFY_PAYLOAD_MAX_BYTES } from './notify-payload';

const notice = { title: 'Pratica rifiutata', message: 'La pratica #7 è stata rifiutata.', practiceId: 7 };

describe('NOTIFY payload of a live notification (PostgreSQL limit: under 8000 bytes)', () => {
  it('carries the user id and the notification unchanged when it fits', () => {
    expect(decodeNotifyPayload(encodeNotifyPayload(42, notice))).toEqual({ userId: 42, notification: notice });
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
