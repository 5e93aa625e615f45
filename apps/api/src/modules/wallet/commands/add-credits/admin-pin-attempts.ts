import { Inject, Injectable } from '@nestjs/common';
import { forbidden, walletMessages } from '@pratiche/domain';
import { RATE_LIMIT_SETTINGS, RateLimiters, type LimitKey, type RateLimitSettings } from '../../../../infrastructure/http/rate-limits';
import { AdminPin } from '../../../user/credentials/admin-pin';

/** Spec: 5 wrong PINs lock the operation for that admin for 15 minutes. */
export const PIN_LOCK_SECONDS = 15 * 60;

/**
 * The counters a PIN guess is charged to. The spec's lock is per admin; the PIN is one secret
 * shared by every admin, so guesses are also counted per target wallet (a newly promoted admin
 * gets no fresh guesses at the same operation) and for all admins together.
 */
export const pinCounters = (adminId: number, targetUserId: number): LimitKey[] => [
  { name: 'adminPin', key: `admin:${adminId}` },
  { name: 'adminPin', key: `target:${targetUserId}` },
  { name: 'adminPinAll', key: 'add-credits' },
];

/**
 * The PIN check of the add-credits operation. An attempt takes its point on every counter before
 * the PIN is verified (argon2: constant-time), so parallel wrong PINs cannot all pass a check made
 * earlier. A right PIN gives the points back; a wrong one that fills a counter locks that counter
 * for 15 minutes from then, whatever PIN comes next.
 */
@Injectable()
export class AdminPinAttempts {
  constructor(
    private readonly limiters: RateLimiters,
    private readonly pin: AdminPin,
    @Inject(RATE_LIMIT_SETTINGS) private readonly settings: RateLimitSettings,
  ) {}

  async check(adminId: number, targetUserId: number, pin: string): Promise<void> {
    const counters = pinCounters(adminId, targetUserId);
    const used = await this.limiters.consumeAll(counters, walletMessages.pinLocked);
    if (await this.pin.verify(pin)) {
      await Promise.all(counters.map((counter) => this.limiters.giveBack(counter)));
      return;
    }
    const full = counters.filter((counter, i) => used[i]! >= this.settings[counter.name].points);
    await Promise.all(full.map(({ name, key }) => this.limiters.block(name, key, PIN_LOCK_SECONDS)));
    throw forbidden(walletMessages.wrongPin);
  }
}
