import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from './api-error';

/** `points` requests (or failures) per `durationSeconds` for one key (an IP or a username). */
export type RateLimit = { points: number; durationSeconds: number };

export const rateLimitNames = ['duplicateCheck', 'anonymousUpload', 'userUpload', 'passwordReset', 'loginUsername', 'loginIp'] as const;
export type RateLimitName = (typeof rateLimitNames)[number];
export type RateLimitSettings = Record<RateLimitName, RateLimit>;

/**
 * Generous for people, tight for scripts. Login counts failures only: 5 per username stops
 * guessing one account, 20 per IP stops trying many accounts from one place.
 */
export const defaultRateLimits: RateLimitSettings = {
  duplicateCheck: { points: 60, durationSeconds: 60 },
  anonymousUpload: { points: 10, durationSeconds: 10 * 60 },
  // Per signed-in user, whatever the address: an admin replacing many visure stays well below.
  userUpload: { points: 30, durationSeconds: 10 * 60 },
  passwordReset: { points: 5, durationSeconds: 15 * 60 },
  loginUsername: { points: 5, durationSeconds: 15 * 60 },
  loginIp: { points: 20, durationSeconds: 15 * 60 },
};

export const RATE_LIMIT_SETTINGS = Symbol('RATE_LIMIT_SETTINGS');

/**
 * In-memory counters (rate-limiter-flexible) per limit name. Memory is enough for one instance;
 * several instances would each allow the figure, which is an acceptable loosening.
 */
@Injectable()
export class RateLimiters {
  private readonly limiters: Record<RateLimitName, RateLimiterMemory>;

  constructor(@Inject(RATE_LIMIT_SETTINGS) private readonly settings: RateLimitSettings) {
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

  /** Refuses with 429 when the key has already used every point (checked before an attempt). */
  async ensureNotExhausted(name: RateLimitName, key: string, message: string): Promise<void> {
    const state = await this.limiters[name].get(key);
    if (state && state.consumedPoints >= this.settings[name].points) throw tooManyRequests(message, state.msBeforeNext / 1000);
  }

  /** Counts a failure without refusing the current request (its own answer is the failure). */
  async penalize(name: RateLimitName, key: string): Promise<void> {
    await this.limiters[name].penalty(key, 1);
  }

  async reset(name: RateLimitName, key: string): Promise<void> {
    await this.limiters[name].delete(key);
  }
}
