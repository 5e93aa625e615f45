import type { RawData } from 'ws';

/** What a client message means to the server: an auth claim, something else (ignored, for newer clients), or junk. */
export type ClientMessage = { kind: 'auth'; userId: unknown } | { kind: 'other' } | { kind: 'malformed'; reason: string };

const decode = (data: RawData): string => {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return (Buffer.isBuffer(data) ? data : Buffer.from(data)).toString('utf8');
};

/**
 * Parses a text frame. Malformed input is reported, never thrown: one bad frame must not take
 * the connection, let alone the process, down. The claimed user id is checked by the caller.
 */
export const readClientMessage = (data: RawData, isBinary: boolean): ClientMessage => {
  if (isBinary) return { kind: 'malformed', reason: 'binary frame' };
  let value: unknown;
  try {
    value = JSON.parse(decode(data));
  } catch {
    return { kind: 'malformed', reason: 'invalid JSON' };
  }
  if (typeof value !== 'object' || value === null) return { kind: 'malformed', reason: 'not an object' };
  const { type, userId } = value as { type?: unknown; userId?: unknown };
  return type === 'auth' ? { kind: 'auth', userId } : { kind: 'other' };
};
