import { resolve } from 'node:path';
import { compile as compileProxyTrust } from 'proxy-addr';
import { loadAuditConfig, type AuditConfig } from './audit-config';
import { loadPaymentsConfig, type PaymentsConfig } from './payments-config';
import { loadS3Config, type S3Config } from './s3-config';

/** Every setting the product reads, with its default; the README lists the same table. */
export type AppConfig = {
  port: number;
  /** Listen address (HOST): loopback unless a deployment opens it on purpose. */
  host: string;
  dataDir: string;
  /** Shared document storage (S3_BUCKET and the other S3_* settings); unset: files under DATA_DIR. */
  s3: S3Config | undefined;
  databaseUrl: string | undefined;
  sessionSecret: string | undefined;
  /** A session ends after this many minutes without a request (SESSION_IDLE_MINUTES). */
  sessionIdleMinutes: number;
  /** A session ends this many hours after sign-in, however active (SESSION_MAX_HOURS). */
  sessionMaxHours: number;
  adminUsername: string;
  adminPassword: string | undefined;
  adminPin: string | undefined;
  supportEmail: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  stripeApiBase: PaymentsConfig['stripeApiBase'];
  paymentsSimulated: PaymentsConfig['paymentsSimulated'];
  /** Serve the built web app from this folder when it exists. */
  webDistDir: string;
  /** Express 'trust proxy' (TRUST_PROXY); off by default so rate limits key on the socket address. */
  trustProxy: false | number | string[];
  /** pino level (LOG_LEVEL): trace, debug, info, warn, error, fatal or silent. */
  logLevel: LogLevel;
  /** Port of the Prometheus `/metrics` server (METRICS_PORT); off when unset. 0 picks a free port (tests). */
  metricsPort: number | undefined;
  /** Listen address of the metrics server (METRICS_HOST); loopback, whatever HOST is, unless set on purpose. */
  metricsHost: string;
  /** How long a shutdown waits for requests in flight before cutting them (SHUTDOWN_TIMEOUT_SECONDS). */
  shutdownTimeoutSeconds: number;
  /** How often each instance's exclusivity expiry processor looks for ended exclusivities (EXCLUSIVITY_EXPIRY_INTERVAL_SECONDS). */
  exclusivityExpiryIntervalSeconds: number;
  /**
   * How long the negotiation mails to one user about one practice are gathered into one, which
   * tells the latest step (NEGOTIATION_MAIL_WINDOW_SECONDS); 0 (tests only) mails each at once.
   */
  negotiationMailWindowSeconds: number;
  /** AUDIT_SIGNING_KEY, AUDIT_CHECKPOINT_SECONDS, TSA_URL: audit-config.ts. */
  auditSigningKey: AuditConfig['auditSigningKey'];
  auditCheckpointSeconds: AuditConfig['auditCheckpointSeconds'];
  tsaUrl: AuditConfig['tsaUrl'];
  auditSigningKeyInDatabase: AuditConfig['auditSigningKeyInDatabase'];
  /**
   * Test only (CLOCK_OFFSET_MS): the app's clock runs this far ahead of the system's, so a test of
   * the built process can see 24-hour rules end. Refused when NODE_ENV is production.
   */
  clockOffsetMs: number;
  /**
   * ADMIN_2FA_REQUIRED (issue 31): an active admin without two-factor sign-in may only enrol
   * (every other signed-in route answers 403). On unless set to 'false' (demo or test deployments).
   */
  adminTwoFactorRequired: boolean;
  /**
   * TOTP_ENCRYPTION_KEY: the AES-256 key (base64) of the two-factor secrets; unset: the key file
   * `DATA_DIR/totp-encryption.key`, created at first start. Never in the database or its backups.
   */
  totpEncryptionKey: string | undefined;
};

export const logLevels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

const parseLogLevel = (value: string | undefined): LogLevel => {
  const level = value?.trim().toLowerCase() || 'info';
  if (!(logLevels as readonly string[]).includes(level)) throw new Error(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got '${value}'`);
  return level as LogLevel;
};

/** A TCP port, or undefined when unset: the feature it serves is then off. */
const optionalPort = (name: string, value: string | undefined): number | undefined => {
  if (value === undefined || value.trim() === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`${name} must be a port number, got '${value}'`);
  return port;
};

/**
 * TRUST_PROXY: a hop count or proxy addresses/subnets (express's 'trust proxy' semantics).
 * `true` is refused: it trusts every X-Forwarded-For entry, including the one the client
 * writes itself, so a per-IP limit would key on whatever the client claims.
 */
const parseTrustProxy = (value: string | undefined): false | number | string[] => {
  const setting = value?.trim();
  if (!setting || setting === 'false') return false;
  if (setting === 'true') {
    throw new Error(
      'TRUST_PROXY=true is refused: it trusts the client-supplied X-Forwarded-For header. ' +
        'Set the number of proxies in front of the app (e.g. TRUST_PROXY=1) or their addresses/subnets (e.g. TRUST_PROXY=10.0.0.0/8,127.0.0.1).',
    );
  }
  if (/^\d+$/.test(setting)) return Number(setting);
  const proxies = setting.split(',').map((entry) => entry.trim());
  try {
    compileProxyTrust(proxies);
  } catch (error) {
    throw new Error(`TRUST_PROXY: ${(error as Error).message} (expected a hop count or proxy addresses/subnets)`);
  }
  return proxies;
};

/** A positive number of minutes or hours; anything else stops the start with the setting's name. */
const positiveNumber = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`${name} must be a positive number, got '${value}'`);
  return parsed;
};

/** A yes/no setting: 'true' or 'false' (any case), the fallback when unset; anything else stops the start. */
const booleanSetting = (name: string, value: string | undefined, fallback: boolean): boolean => {
  const setting = value?.trim().toLowerCase();
  if (!setting) return fallback;
  if (setting === 'true' || setting === 'false') return setting === 'true';
  throw new Error(`${name} must be 'true' or 'false', got '${value}'`);
};

/** CLOCK_OFFSET_MS: whole milliseconds; a production start with it set stops rather than run on a shifted clock. */
const parseClockOffset = (value: string | undefined, nodeEnv: string | undefined): number => {
  if (value === undefined || value.trim() === '') return 0;
  if (nodeEnv === 'production') throw new Error('CLOCK_OFFSET_MS is for tests only and is refused when NODE_ENV=production');
  const offset = Number(value);
  if (!Number.isInteger(offset)) throw new Error(`CLOCK_OFFSET_MS must be a whole number of milliseconds, got '${value}'`);
  return offset;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    s3: loadS3Config(env),
    databaseUrl: env.DATABASE_URL || undefined,
    sessionSecret: env.SESSION_SECRET || undefined,
    sessionIdleMinutes: positiveNumber('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 30),
    sessionMaxHours: positiveNumber('SESSION_MAX_HOURS', env.SESSION_MAX_HOURS, 12),
    adminUsername: env.ADMIN_USERNAME || 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    adminPin: env.ADMIN_PIN || undefined,
    supportEmail: env.SUPPORT_EMAIL || 'supporto@pratiche.example',
    publicUrl: env.PUBLIC_URL || `http://localhost:${port}`,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Marketplace Pratiche <no-reply@pratiche.example>',
    webDistDir: resolve(env.WEB_DIST_DIR ?? resolve(__dirname, '../../../../web/dist')),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    metricsPort: optionalPort('METRICS_PORT', env.METRICS_PORT),
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    shutdownTimeoutSeconds: positiveNumber('SHUTDOWN_TIMEOUT_SECONDS', env.SHUTDOWN_TIMEOUT_SECONDS, 10),
    exclusivityExpiryIntervalSeconds: positiveNumber('EXCLUSIVITY_EXPIRY_INTERVAL_SECONDS', env.EXCLUSIVITY_EXPIRY_INTERVAL_SECONDS, 30),
    negotiationMailWindowSeconds: positiveNumber('NEGOTIATION_MAIL_WINDOW_SECONDS', env.NEGOTIATION_MAIL_WINDOW_SECONDS, 60),
    clockOffsetMs: parseClockOffset(env.CLOCK_OFFSET_MS, env.NODE_ENV),
    adminTwoFactorRequired: booleanSetting('ADMIN_2FA_REQUIRED', env.ADMIN_2FA_REQUIRED, true),
    totpEncryptionKey: env.TOTP_ENCRYPTION_KEY || undefined,
    // STRIPE_*, PAYMENTS_SIMULATED and the production rule: payments-config.ts.
    ...loadPaymentsConfig(env),
    ...loadAuditConfig(env),
  };
};

export const APP_CONFIG = Symbol('APP_CONFIG');
