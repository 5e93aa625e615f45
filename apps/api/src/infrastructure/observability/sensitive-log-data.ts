/**
 * Keys whose values are secrets or personal data (request bodies, user records, session data).
 * The request log line never includes bodies, headers or query strings in the first place; this
 * list guards the other log statements, should one ever pass such an object.
 */
export const SENSITIVE_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'pin',
  'adminPin',
  'token',
  'secret',
  'cookie',
  'authorization',
  'set-cookie',
  'sessionId',
  'username',
  'email',
  'vatNumber',
  'companyName',
  'legalRepName',
  'phone',
  'name',
  'firstName',
  'lastName',
  'address',
  'originalName',
  'reason',
  'comment',
  'body',
  'query',
  'headers',
] as const;

export const REDACTED = '[redacted]';

/** Deeper than any object we log; it also ends a cycle. */
const MAX_DEPTH = 8;

const sensitive = new Set(SENSITIVE_KEYS.map((key) => key.toLowerCase()));

type Fields = Record<string, unknown>;

/** Objects made of data: a request, a socket, a buffer or a stream is left whole (the serializers pick its fields). */
const isDataObject = (value: object): boolean => {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null || value instanceof Error;
};

/** A copy of an error that can be scrubbed: same prototype (pino's error serializer reads its type from it), message and stack. */
const errorCopy = (error: Error): Fields =>
  Object.assign(Object.create(Object.getPrototypeOf(error) as object) as Fields, error, { message: error.message, stack: error.stack });

/**
 * `value` with the value of every sensitive key replaced by REDACTED, at any depth (keys compared
 * without case), in arrays, plain objects and errors. Copy on write: what holds nothing sensitive
 * comes back as the same object, so the usual log line allocates nothing, and the caller's objects
 * are never changed.
 */
export const scrubSensitive = (value: unknown, depth = 0): unknown => {
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, i) => {
      const scrubbed = scrubSensitive(item, depth + 1);
      if (scrubbed !== item) (copy ??= [...value])[i] = scrubbed;
    });
    return copy ?? value;
  }
  if (!isDataObject(value)) return value;
  let copy: Fields | undefined;
  for (const key of Object.keys(value)) {
    const item = (value as Fields)[key];
    const scrubbed = sensitive.has(key.toLowerCase()) && item !== undefined ? REDACTED : scrubSensitive(item, depth + 1);
    if (scrubbed !== item) (copy ??= value instanceof Error ? errorCopy(value) : { ...value })[key] = scrubbed;
  }
  return copy ?? value;
};
