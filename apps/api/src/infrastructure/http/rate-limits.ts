import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../database/database';
import { DATABASE } from '../database/database.tokens';
import { tooManyRequests } from './api-error';

/** `points` requests (or failures) per `durationSeconds` for one key (an IP, a username, or both). */
export type RateLimit = { points: number; durationSeconds: number };

export const rateLimitNames = [
  'duplicateCheck',
  'anonymousUpload',
  'userUpload',
  'checkoutStart',
  'passwordReset',
  'registration',
  'loginUsernameIp',
  'loginIp',
  'loginAccount',
  'adminPin',
  'adminPinAll',
  'userDownload',
  'negotiationStep',
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
  // Per signed-in user, whatever the address (every upload route: POST /api/upload, a document
  // added from the checklist, the reconfirmation's extract, the visura). Issue 46: a condominium's
  // common-parts dossier is 21 documents (art. 121 c. 6-bis DL 34/2020 letters a-g, the works'
  // and the seller's documents), sent one by one from the checklist, often twice after a wrong
  // file or a rejection: 100 in 10 minutes leaves twice that room, while a script is still held
  // to one upload every 6 seconds (at most 500 MB in 10 minutes at 5 MB each).
  userUpload: { points: 100, durationSeconds: 10 * 60 },
  // Checkouts started per user: each asks the card provider for a session; a buyer retrying stays well below.
  checkoutStart: { points: 10, durationSeconds: 10 * 60 },
  passwordReset: { points: 5, durationSeconds: 15 * 60 },
  registration: { points: 10, durationSeconds: 60 * 60 },
  loginUsernameIp: { points: 5, durationSeconds: 15 * 60 },
  loginIp: { points: 20, durationSeconds: 15 * 60 },
  loginAccount: { points: 50, durationSeconds: 60 * 60 },
  // Wrong admin PINs per admin; the 5th also blocks the key for 15 minutes (modules/wallet).
  adminPin: { points: 5, durationSeconds: 15 * 60 },
  // Wrong admin PINs by all admins together: the PIN is one secret, so more admins are no more guesses.
  adminPinAll: { points: 10, durationSeconds: 15 * 60 },
  // Practice document downloads (one file or the zip) per user: two a second for a minute is far
  // beyond anyone reading documents, and stops a script from hammering storage and the log.
  userDownload: { points: 120, durationSeconds: 60 },
  // Offers, counters and withdrawals per user and practice: a negotiation takes a few steps an
  // hour; 10 a minute is far beyond that, and stops a script from flooding the other party.
  negotiationStep: { points: 10, durationSeconds: 60 },
};

/** One counter: a limit and the key it is counted on. */
export type LimitKey = { name: RateLimitName; key: string };

export const RATE_LIMIT_SETTINGS = Symbol('RATE_LIMIT_SETTINGS');

/** The table of migration 0007, shared by every limit name (each key is prefixed with its name). */
const SHARED_TABLE = 'rate_limits';

/** rate-limiter-flexible's client shape (`query({name, text, values})`) over our database port. */
const storeClient = (db: Database) => ({
  query: ({ name, text, values }: { name?: string; text: string; values?: unknown[] }) => db.query(text, values, name),
});

/**
 * One limiter per name. With a PostgreSQL server the counters live in its `rate_limits` table, so
 * every instance counts against the same figure (each count is one atomic upsert); should the
 * database fail, an in-memory limiter with the same figure takes over (`insuranceLimiter`).
 * Embedded PGlite is one process: memory is enough there.
 */
const createLimiter = (db: Database, name: RateLimitName, { points, durationSeconds }: RateLimit): RateLimiterAbstract => {
  const memory = new RateLimiterMemory({ points, duration: durationSeconds, keyPrefix: name });
  if (db.kind !== 'postgres') return memory;
  return new RateLimiterPostgres({
    storeClient: storeClient(db),
    storeType: 'client',
    tableName: SHARED_TABLE,
    tableCreated: true,
    keyPrefix: name,
    points,
    duration: durationSeconds,
    insuranceLimiter: memory,
  });
};

/** Counters (rate-limiter-flexible) per limit name, shared by the instances of one PostgreSQL server. */
@Injectable()
export class RateLimiters {
  private readonly limiters: Record<RateLimitName, RateLimiterAbstract>;

  constructor(@Inject(RATE_LIMIT_SETTINGS) settings: RateLimitSettings, @Inject(DATABASE) db: Database) {
    this.limiters = Object.fromEntries(rateLimitNames.map((name) => [name, createLimiter(db, name, settings[name])])) as Record<
      RateLimitName,
      RateLimiterAbstract
    >;
  }

  /** The attempts a limit allows in its window. */
  points(name: RateLimitName): number {
    return this.limiters[name].points;
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
   * pass a check made earlier: each count is atomic (synchronous in memory, one upsert in
   * PostgreSQL) and answers the points used so far. The counters are counted one after another,
   * in order, and the first refusal stops the walk: a request refused by a strict counter never
   * reaches the wider ones, so a burst against one key cannot briefly fill a wider counter and
   * have an attempt refused there that its own key still allowed. The counters it did pass get
   * their point back: a refused request must not use up a limit (else one address could lock an
   * account for all). Answers the points now used on each counter, in order.
   */
  async consumeAll(counters: readonly LimitKey[], message: string): Promise<number[]> {
    const used: number[] = [];
    for (const [i, { name, key }] of counters.entries()) {
      try {
        used.push((await this.limiters[name].consume(key)).consumedPoints);
      } catch (rejection) {
        await Promise.all(counters.slice(0, i).map((passed) => this.giveBack(passed)));
        if (rejection instanceof RateLimiterRes) throw tooManyRequests(message, rejection.msBeforeNext / 1000);
        throw rejection;
      }
    }
    return used;
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
