import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '../../../infrastructure/database/database';
import { DATABASE } from '../../../infrastructure/database/database.tokens';
import { hashSecret, verifySecret } from './secret-hashing';

/** 6 to 12 digits: short enough to type in the add-credits dialog, long enough not to be guessed at a glance. */
export const isValidAdminPin = (pin: string) => /^\d{6,12}$/.test(pin);
export const invalidAdminPinMessage = 'Il PIN di sicurezza deve essere di 6-12 cifre';

/** The security PIN admins type to add credits (spec 2 /admin); one per installation, hashed. */
@Injectable()
export class AdminPin {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async isSet(): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM admin_pin');
    return rows.length > 0;
  }

  /** Stores the PIN unless one exists; true when this call stored it (several instances may race). */
  async setIfMissing(pin: string): Promise<boolean> {
    const { rows } = await this.db.query('INSERT INTO admin_pin (pin_hash) VALUES ($1) ON CONFLICT DO NOTHING RETURNING singleton', [await hashSecret(pin)]);
    return rows.length > 0;
  }

  /** Replaces the PIN, or stores it when there is none yet (`npm run admin:pin`). */
  async replace(pin: string): Promise<void> {
    await this.db.query(
      `INSERT INTO admin_pin (pin_hash) VALUES ($1)
       ON CONFLICT (singleton) DO UPDATE SET pin_hash = EXCLUDED.pin_hash, updated_at = now()`,
      [await hashSecret(pin)],
    );
  }

  async verify(pin: string): Promise<boolean> {
    const { rows } = await this.db.query<{ pin_hash: string }>('SELECT pin_hash FROM admin_pin');
    return rows[0] ? verifySecret(rows[0].pin_hash, pin) : false;
  }
}
