import { Logger } from '@nestjs/common';
import { newSigningKeyPem } from '../../../infrastructure/audit-chain/checkpoint-signature';
import { loadConfig } from '../../../infrastructure/config/app-config';
import { createTestApp } from '../../../testing/test-app';

const keyWarning = /AUDIT_SIGNING_KEY is not set: the audit checkpoints are signed with a key kept in the database/;

describe(`A production start without AUDIT_SIGNING_KEY warns (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('NODE_ENV=production without AUDIT_SIGNING_KEY is flagged by the config; with the key, or outside production, it is not', () => {
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_SIMULATED: 'true' }).auditSigningKeyInDatabase).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_SIMULATED: 'true', AUDIT_SIGNING_KEY: newSigningKeyPem() }).auditSigningKeyInDatabase).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).auditSigningKeyInDatabase).toBe(false);
  });

  it.each([
    ['a production start without the key warns once', true, 1],
    ['a start with the key set does not', false, 0],
  ])('%s', async (_what, inDatabase, expected) => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const t = await createTestApp({ config: { auditSigningKeyInDatabase: inDatabase, auditCheckpointSeconds: 0 } });
    try {
      expect(warn.mock.calls.filter(([message]) => keyWarning.test(String(message)))).toHaveLength(expected);
    } finally {
      warn.mockRestore();
      await t.close();
    }
  });
});
