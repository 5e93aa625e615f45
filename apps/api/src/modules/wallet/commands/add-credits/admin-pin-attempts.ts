import { Injectable } from '@nestjs/common';
import { forbidden, walletMessages } from '@pratiche/domain';
import { RateLimiters, type LimitKey } from '../../../../infrastructure/http/rate-limits';
import { AdminPin } from '../../../user/credentials/admin-pin';

/** Spec: 5 wrong PINs lock the operation for that admin for 15 minutes. */
export const PIN_LOCK_SECONDS = 15 * 60;

/**
 * The PIN check of the add-credits operation. An attempt takes its point on the admin's counter
 * before the PIN is verified (argon2: constant-time), so parallel wrong PINs cannot all pass a
 * check made earlier: at most 5 are ever verified. A right PIN gives its point back; the 5th
 * wrong one locks the operation for 15 minutes from then, whatever PIN comes next.
 */
@Injectable()
export class AdminPinAttempts {
  constructor(
    private readonly limiters: RateLimiters,
    private readonly pin: AdminPin,
  ) {}

  async check(adminId: number, pin: string): Promise<void> {
    const counter: LimitKey = { name: 'adminPin', key: `admin:${adminId}` };
    const [used] = await this.limiters.consumeAll([counter], walletMessages.pinLocked);
    if (await this.pin.verify(pin)) {
      await this.limiters.giveBack(counter);
      return;
    }
    if (used! >= 5) await this.limiters.block(counter.name, counter.key, PIN_LOCK_SECONDS);
    throw forbidden(walletMessages.wrongPin);
  }
}
