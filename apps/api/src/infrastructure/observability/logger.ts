import pino, { type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../config/app-config';

/**
 * Keys whose values are secrets or personal data (request bodies, user records, session data).
 * The request log line never includes bodies, headers or query strings in the first place; this
 * list guards the other log statements, should one ever pass such an object.
 */
const SENSITIVE_KEYS = [
  'password', 'currentPassword', 'newPassword', 'confirmPassword', 'pin', 'adminPin', 'token', 'secret',
  'cookie', 'authorization', 'set-cookie', 'sessionId',
  'username', 'email', 'vatNumber', 'companyName', 'legalRepName', 'phone', 'name', 'firstName', 'lastName', 'address',
  'originalName', 'reason', 'comment', 'body', 'query', 'headers',
];

/** pino's redact paths name a key at a fixed depth: the top level and three levels down cover our objects. */
const redactPaths = SENSITIVE_KEYS.flatMap((key) => {
  const safe = /^[A-Za-z_]\w*$/.test(key) ? key : `["${key}"]`;
  const tail = safe.startsWith('[') ? safe : `.${safe}`;
  return [safe, `*${tail}`, `*.*${tail}`, `*.*.*${tail}`];
});

export const REDACTED = '[redacted]';

/**
 * The process's root logger: JSON lines on stdout (or `destination`, which tests capture), the
 * level from LOG_LEVEL, ISO timestamps and the level as a word, sensitive keys redacted.
 */
export const createRootLogger = (config: Pick<AppConfig, 'logLevel'>, destination?: DestinationStream): Logger =>
  pino(
    {
      level: config.logLevel,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: redactPaths, censor: REDACTED },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
