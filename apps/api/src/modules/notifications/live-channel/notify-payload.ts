import { liveNotificationSchema, type LiveNotification } from '@pratiche/contracts';
import { z } from 'zod';

/** The PostgreSQL channel every API instance listens on for its users' notifications. */
export const LIVE_NOTIFICATIONS_CHANNEL = 'live_notifications';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (default build). */
export const NOTIFY_PAYLOAD_MAX_BYTES = 7999;

const ELLIPSIS = '…';

/** `origin` names the sending instance, which has already delivered to its own sockets. */
const payloadSchema = z.object({ userId: z.number().int().positive(), notification: liveNotificationSchema, origin: z.string().optional() });
export type NotifyPayload = z.infer<typeof payloadSchema>;

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * `{userId, notification}` as a NOTIFY payload. Only the message can be long (an admin's review
 * comment), so a payload over the limit has its message cut with an ellipsis rather than the
 * notification lost: the toast links to the practice, where the whole comment is shown.
 */
export const encodeNotifyPayload = (userId: number, notification: LiveNotification, origin?: string): string => {
  const withMessage = (message: string) => JSON.stringify({ userId, notification: { ...notification, message }, origin });
  const whole = withMessage(notification.message);
  if (bytes(whole) <= NOTIFY_PAYLOAD_MAX_BYTES) return whole;
  // The longest prefix that fits, by bisection: the limit is on bytes after JSON escaping, not on characters.
  const chars = [...notification.message];
  const cut = (kept: number) => withMessage(chars.slice(0, kept).join('') + ELLIPSIS);
  let [fits, tooLong] = [0, chars.length];
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (bytes(cut(middle)) <= NOTIFY_PAYLOAD_MAX_BYTES) fits = middle;
    else tooLong = middle;
  }
  const payload = cut(fits);
  if (bytes(payload) > NOTIFY_PAYLOAD_MAX_BYTES) throw new Error('Live notification too large for NOTIFY even without its message');
  return payload;
};

/** The payload another instance sent, or null when it is not one (logged by the caller). */
export const decodeNotifyPayload = (payload: string | undefined): NotifyPayload | null => {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(payload ?? ''));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** The channel that tells every instance which sessions ended, so it closes their sockets too. */
export const LIVE_SESSIONS_ENDED_CHANNEL = 'live_sessions_ended';

/** Session ids as JSON arrays, as many payloads as the limit needs (an expiry purge may end many at once). */
export const encodeEndedSessions = (sessionIds: readonly string[]): string[] => {
  const payloads: string[] = [];
  let chunk: string[] = [];
  for (const id of sessionIds) {
    if (chunk.length > 0 && bytes(JSON.stringify([...chunk, id])) > NOTIFY_PAYLOAD_MAX_BYTES) {
      payloads.push(JSON.stringify(chunk));
      chunk = [];
    }
    chunk.push(id);
  }
  if (chunk.length > 0) payloads.push(JSON.stringify(chunk));
  return payloads;
};

const endedSessionsSchema = z.array(z.string());

export const decodeEndedSessions = (payload: string | undefined): string[] | null => {
  try {
    const parsed = endedSessionsSchema.safeParse(JSON.parse(payload ?? ''));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};
