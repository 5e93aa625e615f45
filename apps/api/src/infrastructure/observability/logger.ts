import pino, { type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../config/app-config';
import { REDACTED, SENSITIVE_KEYS, scrubSensitive } from './sensitive-log-data';

/**
 * Sensitive keys are redacted twice over. pino's `redact` names them at the top level, which also
 * covers a child logger's bindings (they never reach `formatters.log`). Deeper down, at any depth,
 * `scrubSensitive` does it in `formatters.log`: pino's wildcard paths (`*.*.password`) walked
 * every key of every line and made a quarter of all the memory a purchase allocated.
 */
const topLevelPaths = SENSITIVE_KEYS.map((key) => (/^[A-Za-z_]\w*$/.test(key) ? key : `["${key}"]`));

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
      formatters: { level: (label) => ({ level: label }), log: (fields) => scrubSensitive(fields) as Record<string, unknown> },
      redact: { paths: topLevelPaths, censor: REDACTED },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
