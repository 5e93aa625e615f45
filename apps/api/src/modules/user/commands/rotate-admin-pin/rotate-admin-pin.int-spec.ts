import { Readable } from 'node:stream';
import type { Database } from '../../../../infrastructure/database/database';
import { createMigratedSchema } from '../../../../testing/migrated-schema';
import { AdminPin } from '../../credentials/admin-pin';
import { readNewPin, rotateAdminPin } from './rotate-admin-pin';

describe('npm run admin:pin (issue 10 point 12)', () => {
  let db: Database;
  let pin: AdminPin;
  beforeAll(async () => {
    db = await createMigratedSchema();
    pin = new AdminPin(db);
    await pin.setIfMissing('246810');
  });
  afterAll(() => db.close());

  it('rotates the PIN: the new one verifies, the old one no longer does', async () => {
    await rotateAdminPin(db, '97531086');
    expect(await pin.verify('97531086')).toBe(true);
    expect(await pin.verify('246810')).toBe(false);
  });

  it.each(['12345', '1234567890123', '12ab56', ''])('a PIN must be 6 to 12 digits: %j is refused and the stored PIN kept', async (bad) => {
    await rotateAdminPin(db, '135790');
    await expect(rotateAdminPin(db, bad)).rejects.toThrow('Il PIN di sicurezza deve essere di 6-12 cifre');
    expect(await pin.verify('135790')).toBe(true);
  });

  it('reads the new PIN from ADMIN_PIN, else from the first line of standard input', async () => {
    expect(await readNewPin({ ADMIN_PIN: '112233' }, Readable.from([]))).toBe('112233');
    expect(await readNewPin({}, Readable.from(['445566\n', 'ignorata\n']))).toBe('445566');
  });
});
