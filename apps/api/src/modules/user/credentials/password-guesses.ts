import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import { authFailureMessages } from '@pratiche/contracts';
import { canonicalUsername } from '@pratiche/domain';
import type { Request } from 'express';
import { clientAddressKey } from '../../../infrastructure/http/client-address';
import { RateLimiters, type LimitKey } from '../../../infrastructure/http/rate-limits';

/** The share of the account-wide limit that costs nothing; from the next failure each attempt waits, doubling. */
const FREE_SHARE_OF_ACCOUNT_LIMIT = 0.1;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 8_000;

/**
 * How long an attempt on an account waits when `accountAttempts` (this one included) are
 * counted against it: nothing for the first tenth of the account-wide limit (5 of the default
 * 50), then 250 ms, 500 ms, 1 s ... up to 8 s. Guessing from many addresses slows down long
 * before the account-wide limit, while the owner still gets in.
 */
export const progressiveDelayMs = (accountAttempts: number, accountLimit = 50): number => {
  const free = Math.floor(accountLimit * FREE_SHARE_OF_ACCOUNT_LIMIT);
  return accountAttempts <= free ? 0 : Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (accountAttempts - free - 1));
};

/**
 * What a password check is told: how to check, and which of its failures are guesses.
 * `completes` (default yes): whether a success ends the sign-in; a right password with a second
 * factor still due gives its point back but forgives nothing until the code is right too.
 */
export type PasswordCheck<T> = {
  username: string;
  req: Request;
  check: () => Promise<T>;
  isGuess: (error: unknown) => boolean;
  completes?: (result: T) => boolean;
};

/**
 * Password guesses (sign-in, the current password of a change) counted per username and
 * address, per address, and per account. The attempt is counted on every key before the
 * password is checked, so a burst of parallel guesses gets no more checks than the limit
 * allows; a success gives the point back and clears the username-and-address count.
 */
@Injectable()
export class PasswordGuesses {
  constructor(private readonly limiters: RateLimiters) {}

  async attempt<T>({ username, req, check, isGuess, completes = () => true }: PasswordCheck<T>): Promise<T> {
    const counters = guessCounters(username, clientAddressKey(req));
    const [, , accountAttempts] = await this.limiters.consumeAll(counters, authFailureMessages.tooManyAttempts);
    const delayMs = progressiveDelayMs(accountAttempts!, this.limiters.points('loginAccount'));
    if (delayMs > 0) await sleep(delayMs);
    try {
      const result = await check();
      await (completes(result) ? this.succeeded(counters) : this.giveBack(counters));
      return result;
    } catch (error) {
      if (!isGuess(error)) await this.giveBack(counters);
      throw error;
    }
  }

  /** The owner got in from here: the failures from this address are forgiven, the others stand. */
  private async succeeded([usernameIp, ...others]: readonly LimitKey[]): Promise<void> {
    await this.limiters.reset(usernameIp!.name, usernameIp!.key);
    await this.giveBack(others);
  }

  private async giveBack(counters: readonly LimitKey[]): Promise<void> {
    await Promise.all(counters.map((counter) => this.limiters.giveBack(counter)));
  }
}

/**
 * Strict per username and address first, then per address, then account-wide (the order consumeAll
 * answers in). The username is hashed: with a PostgreSQL server the keys are rows of `rate_limits`,
 * and a name typed at sign-in (an erased user's too) must not sit there in clear.
 */
const guessCounters = (username: string, address: string): LimitKey[] => {
  const account = createHash('sha256').update(canonicalUsername(username)).digest('hex');
  return [
    { name: 'loginUsernameIp', key: `${account}|${address}` },
    { name: 'loginIp', key: address },
    { name: 'loginAccount', key: account },
  ];
};
