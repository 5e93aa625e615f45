import { generateKeyPairSync } from 'node:crypto';
import { loadConfig } from './app-config';

describe('loadConfig', () => {
  describe('TRUST_PROXY accepts only a hop count or proxy addresses/subnets', () => {
    it('refuses true at start, because it would trust the X-Forwarded-For the client writes', () => {
      expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true is refused.*TRUST_PROXY=1/);
    });

    it('reads a hop count as a number', () => {
      expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    });

    it('reads addresses, subnets and express names as a list', () => {
      expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', 'loopback']);
    });

    it('refuses a value that is neither, naming the setting', () => {
      expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: invalid IP address: yes/);
    });

    it('is off when unset or false', () => {
      expect(loadConfig({}).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    });
  });

  describe('session lifetimes', () => {
    it('default to 30 idle minutes and 12 hours at most', () => {
      expect(loadConfig({})).toMatchObject({ sessionIdleMinutes: 30, sessionMaxHours: 12 });
    });

    it('are read from SESSION_IDLE_MINUTES and SESSION_MAX_HOURS', () => {
      expect(loadConfig({ SESSION_IDLE_MINUTES: '15', SESSION_MAX_HOURS: '8' })).toMatchObject({ sessionIdleMinutes: 15, sessionMaxHours: 8 });
    });

    it('refuse a value that is not a positive number', () => {
      expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES must be a positive number/);
      expect(() => loadConfig({ SESSION_MAX_HOURS: 'dodici' })).toThrow(/SESSION_MAX_HOURS must be a positive number/);
    });
  });

  describe('HOST, the listen address', () => {
    it('defaults to loopback, so npm start is not reachable from the network', () => {
      expect(loadConfig({}).host).toBe('127.0.0.1');
    });

    it('is read from HOST (docker-compose sets 0.0.0.0)', () => {
      expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    });
  });

  describe('operations settings', () => {
    it('log at info, keep metrics off and give requests 10 s to finish at shutdown by default', () => {
      expect(loadConfig({})).toMatchObject({ logLevel: 'info', metricsPort: undefined, shutdownTimeoutSeconds: 10 });
    });

    it('read LOG_LEVEL, METRICS_PORT, METRICS_HOST and SHUTDOWN_TIMEOUT_SECONDS', () => {
      expect(loadConfig({ LOG_LEVEL: 'warn', METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', SHUTDOWN_TIMEOUT_SECONDS: '25' })).toMatchObject({
        logLevel: 'warn',
        metricsPort: 9464,
        metricsHost: '0.0.0.0',
        shutdownTimeoutSeconds: 25,
      });
    });

    it('production safety 14: the metrics server listens on 127.0.0.1 unless METRICS_HOST says otherwise, whatever HOST is', () => {
      expect(loadConfig({ METRICS_PORT: '9464' }).metricsHost).toBe('127.0.0.1');
      expect(loadConfig({ HOST: '0.0.0.0', METRICS_PORT: '9464' }).metricsHost).toBe('127.0.0.1');
      expect(loadConfig({ HOST: '0.0.0.0', METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metricsHost).toBe('10.0.0.5');
    });

    it('refuse an unknown log level and a port that is not one, naming the setting', () => {
      expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL must be one of/);
      expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT must be a port number/);
    });
  });

  describe('the test-only clock offset', () => {
    it('CLOCK_OFFSET_MS is refused when NODE_ENV is production, so a stray setting stops the start', () => {
      expect(() => loadConfig({ CLOCK_OFFSET_MS: '90000000', NODE_ENV: 'production' })).toThrow(/CLOCK_OFFSET_MS is for tests only/);
    });

    it('CLOCK_OFFSET_MS is read as milliseconds elsewhere, and is 0 when unset', () => {
      expect(loadConfig({ CLOCK_OFFSET_MS: '-5000' }).clockOffsetMs).toBe(-5000);
      expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_SIMULATED: 'true' }).clockOffsetMs).toBe(0);
      expect(() => loadConfig({ CLOCK_OFFSET_MS: '1.5' })).toThrow(/CLOCK_OFFSET_MS must be a whole number/);
    });
  });

  it("issue 31: ADMIN_2FA_REQUIRED is on unless set to 'false'; any other value stops the start, naming the setting", () => {
    expect(loadConfig({}).adminTwoFactorRequired).toBe(true);
    expect(loadConfig({ ADMIN_2FA_REQUIRED: 'true' }).adminTwoFactorRequired).toBe(true);
    expect(loadConfig({ ADMIN_2FA_REQUIRED: 'False' }).adminTwoFactorRequired).toBe(false);
    expect(() => loadConfig({ ADMIN_2FA_REQUIRED: 'no' })).toThrow(/ADMIN_2FA_REQUIRED must be 'true' or 'false'/);
  });

  it('EXCLUSIVITY_EXPIRY_INTERVAL_SECONDS defaults to 30 and takes any positive number', () => {
    expect(loadConfig({}).exclusivityExpiryIntervalSeconds).toBe(30);
    expect(loadConfig({ EXCLUSIVITY_EXPIRY_INTERVAL_SECONDS: '0.5' }).exclusivityExpiryIntervalSeconds).toBe(0.5);
    expect(() => loadConfig({ EXCLUSIVITY_EXPIRY_INTERVAL_SECONDS: '0' })).toThrow(/must be a positive number/);
  });

  it('NEGOTIATION_MAIL_WINDOW_SECONDS defaults to 60 and takes any positive number', () => {
    expect(loadConfig({}).negotiationMailWindowSeconds).toBe(60);
    expect(loadConfig({ NEGOTIATION_MAIL_WINDOW_SECONDS: '5' }).negotiationMailWindowSeconds).toBe(5);
    expect(() => loadConfig({ NEGOTIATION_MAIL_WINDOW_SECONDS: 'subito' })).toThrow(/NEGOTIATION_MAIL_WINDOW_SECONDS must be a positive number/);
  });

  describe('tamper evidence (issue 30): AUDIT_CHECKPOINT_SECONDS, AUDIT_SIGNING_KEY, TSA_URL', () => {
    it('AUDIT_CHECKPOINT_SECONDS defaults to 300, 0 turns the periodic writer off, anything not a number of seconds is refused', () => {
      expect(loadConfig({}).auditCheckpointSeconds).toBe(300);
      expect(loadConfig({ AUDIT_CHECKPOINT_SECONDS: '0' }).auditCheckpointSeconds).toBe(0);
      expect(loadConfig({ AUDIT_CHECKPOINT_SECONDS: '60' }).auditCheckpointSeconds).toBe(60);
      expect(() => loadConfig({ AUDIT_CHECKPOINT_SECONDS: '-1' })).toThrow(/AUDIT_CHECKPOINT_SECONDS must be a number of seconds/);
      expect(() => loadConfig({ AUDIT_CHECKPOINT_SECONDS: 'often' })).toThrow(/AUDIT_CHECKPOINT_SECONDS must be a number of seconds/);
    });

    it('AUDIT_SIGNING_KEY: unset means generated at first start; an Ed25519 PKCS#8 PEM is taken, also written on one line with \\n; any other key is refused', () => {
      const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      expect(loadConfig({}).auditSigningKey).toBeUndefined();
      expect(loadConfig({ AUDIT_SIGNING_KEY: pem }).auditSigningKey).toBe(pem);
      expect(loadConfig({ AUDIT_SIGNING_KEY: pem.trim().replace(/\n/g, '\\n') }).auditSigningKey).toBe(pem);
      const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      expect(() => loadConfig({ AUDIT_SIGNING_KEY: rsa })).toThrow(/AUDIT_SIGNING_KEY must be an Ed25519 private key/);
      expect(() => loadConfig({ AUDIT_SIGNING_KEY: 'secret' })).toThrow(/AUDIT_SIGNING_KEY must be an Ed25519 private key/);
    });

    it('TSA_URL: unset means no timestamps; an http(s) URL is taken; anything else is refused', () => {
      expect(loadConfig({}).tsaUrl).toBeUndefined();
      expect(loadConfig({ TSA_URL: 'https://freetsa.example/tsr' }).tsaUrl).toBe('https://freetsa.example/tsr');
      expect(() => loadConfig({ TSA_URL: 'ftp://tsa.example' })).toThrow(/TSA_URL must be an http\(s\) URL/);
      expect(() => loadConfig({ TSA_URL: 'not a url' })).toThrow(/TSA_URL must be an http\(s\) URL/);
    });
  });
});
