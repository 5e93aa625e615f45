import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from './api-error';

/** `points` requests (or failures) per `durationSeconds` for one key (an IP, a username, or both). */
export type RateLimit = { points: number; durationSeconds: number };

export const rateLimitNames = [
  'duplicateCheck',
  'anonymousUpload',
  'userUpload',
  'passwordReset',
  'registration',
  'loginUsernameIp',
  'loginIp',
  'loginAccount',
  'adminPin',
] as const;
export type RateLimitName = (typeof rateLimitNames)[number];
export type RateLimitSettings = Record<RateLimitName, RateLimit>;

/**
 * Generous for people, tight for scripts. Login counts failed guesses only: 5 per username from
 * one IP stops guessing one account from one place without locking its owner out elsewhere,
 * 20 per IP stops trying many accounts from one place, and 50 per account in an hour (slowed
 * down progressively well before that, see password-guesses.ts) bounds guessing from many places.
 * Registration hashes a password, so one address may sign up 10 times an hour.
 */
export const defaultRateLimits: RateLimitSettings = {
  duplicateCheck: { points: 60, durationSeconds: 60 },
  anonymousUpload: { points: 10, durationSeconds: 10 * 60 },
  // Per signed-in user, whatever the address: an admin replacing many visure stays well below.
  userUpload: { points: 30, durationSeconds: 10 * 60 },
  passwordReset: { points: 5, durationSeconds: 15 * 60 },
  registration: { points: 10, durationSeconds: 60 * 60 },
  loginUsernameIp: { points: 5, durationSeconds: 15 * 60 },
  loginIp: { points: 20, durationSeconds: 15 * 60 },
  loginAccount: { points: 50, durationSeconds: 60 * 60 },
  // Wrong admin PINs per admin; the 5th also blocks the key for 15 minutes (modules/wallet).
  adminPin: { points: 5, durationSeconds: 15 * 60 },
};

/** One counter: a limit and the key it is counted on. */
export type LimitKey = { name: RateLimitName; key: string };

export const RATE_LIMIT_SETTINGS = Symbol('RATE_LIMIT_SETTINGS');

/**
 * In-memory counters (rate-limiter-flexible) per limit name. Memory is enough for one instance;
 * several instances would each allow the figure, which is an acceptable loosening.
 */
@Injectable()
export class RateLimiters {
  private readonly limiters: Record<RateLimitName, RateLimiterMemory>;

  constructor(@Inject(RATE_LIMIT_SETTINGS) settings: RateLimitSettings) {
    this.limiters = Object.fromEntries(
      rateLimitNames.map((name) => [name, new RateLimiterMemory({ points: settings[name].points, duration: settings[name].durationSeconds })]),
    ) as Record<RateLimitName, RateLimiterMemory>;
  }

  /** Counts one request; refuses with 429 and `message` once the limit is passed. */
  async consume(name: RateLimitName, key: string, message: string): Promise<void> {
    try {
      await this.limiters[name].consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw tooManyRequests(message, rejection.msBeforeNext / 1000);
      throw rejection;
    }
  }

  /**
   * Counts one attempt on every counter before the work starts, so parallel requests cannot all
   * pass a check made earlier. The memory store counts synchronously, so the counts are taken
   * in one tick. When any counter refuses, the others get their point back: a refused request
   * must not use up a limit it never reached (else one address could lock an account for all).
   * Answers the points now used on each counter, in order.
   */
  async consumeAll(counters: readonly LimitKey[], message: string): Promise<number[]> {
    const outcomes = await Promise.allSettled(counters.map(({ name, key }) => this.limiters[name].consume(key)));
    const refusal = outcomes.find((outcome) => outcome.status === 'rejected');
    if (!refusal) return outcomes.map((outcome) => (outcome as PromiseFulfilledResult<RateLimiterRes>).value.consumedPoints);
    await Promise.all(counters.map((counter, i) => (outcomes[i]!.status === 'fulfilled' ? this.giveBack(counter) : undefined)));
    const rejection: unknown = refusal.reason;
    if (rejection instanceof RateLimiterRes) throw tooManyRequests(message, rejection.msBeforeNext / 1000);
    throw rejection;
  }

  /** Returns the point an attempt took (it succeeded, or was not a guess). */
  async giveBack({ name, key }: LimitKey): Promise<void> {
    await this.limiters[name].reward(key, 1);
  }

  /** Refuses every request on the key for `seconds`, from now (a lock, not a window). */
  async block(name: RateLimitName, key: string, seconds: number): Promise<void> {
    await this.limiters[name].block(key, seconds);
  }

  async reset(name: RateLimitName, key: string): Promise<void> {
    await this.limiters[name].delete(key);
  }
}
