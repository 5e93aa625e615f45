import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '../../../infrastructure/database/database';
import { DATABASE } from '../../../infrastructure/database/database.tokens';
import { hashSecret, verifySecret } from './secret-hashing';

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
    const { rows } = await this.db.query('INSERT INTO admin_pin (pin_hash) VALUES ($1) ON CONFLICT DO NOTHING RETURNING singleton', [
      await hashSecret(pin),
    ]);
    return rows.length > 0;
  }

  async verify(pin: string): Promise<boolean> {
    const { rows } = await this.db.query<{ pin_hash: string }>('SELECT pin_hash FROM admin_pin');
    return rows[0] ? verifySecret(rows[0].pin_hash, pin) : false;
  }
}
