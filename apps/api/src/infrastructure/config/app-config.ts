import { resolve } from 'node:path';

/** Every setting the product reads, with its default; the README lists the same table. */
export type AppConfig = {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  adminPin: string | undefined;
  supportEmail: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  /** Serve the built web app from this folder when it exists. */
  webDistDir: string;
  /** Express 'trust proxy' (TRUST_PROXY); off by default so rate limits key on the socket address. */
  trustProxy: boolean | number | string;
};

/** TRUST_PROXY: 'true', a hop count, or addresses/subnets as express accepts them. */
const parseTrustProxy = (value: string | undefined): boolean | number | string => {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    sessionSecret: env.SESSION_SECRET || undefined,
    adminUsername: env.ADMIN_USERNAME || 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    adminPin: env.ADMIN_PIN || undefined,
    supportEmail: env.SUPPORT_EMAIL || 'supporto@pratiche.example',
    publicUrl: env.PUBLIC_URL || `http://localhost:${port}`,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Marketplace Pratiche <no-reply@pratiche.example>',
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    webDistDir: resolve(env.WEB_DIST_DIR ?? resolve(__dirname, '../../../../web/dist')),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
};

export const APP_CONFIG = Symbol('APP_CONFIG');
