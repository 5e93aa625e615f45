import { Inject, Injectable } from '@nestjs/common';
import { savedSearchDigestDay, savedSearchDigestDecider, savedSearchDigestStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { executeOnce } from '../../../../infrastructure/command-handling/execute-once';
import { APP_CONFIG, type AppConfig } from '../../../../infrastructure/config/app-config';
import type { Database } from '../../../../infrastructure/database/database';
import { DATABASE } from '../../../../infrastructure/database/database.tokens';
import { PeriodicJob } from '../../../../infrastructure/lifecycle/periodic-job';
import { Mailer } from '../../../../infrastructure/mail/mailer';
import { savedSearchDigestMail, type DigestSearch } from '../../../../infrastructure/mail/saved-search-mails';
import { alertTermsOf } from '../../../practice/practice-alert-terms';
import { SavedSearchesReader, type PendingMatch } from '../../saved-searches/saved-searches.reader';

/** One user's pending matches, grouped by search in the reader's order. */
const groupBySearch = (matches: PendingMatch[]): DigestSearch[] => {
  const searches = new Map<number, DigestSearch>();
  for (const m of matches) {
    const search = searches.get(m.searchId) ?? { name: m.name, token: m.token, practiceIds: [] };
    search.practiceIds.push(m.practiceId);
    searches.set(m.searchId, search);
  }
  return [...searches.values()];
};

const byUser = (matches: PendingMatch[]) => {
  const users = new Map<number, PendingMatch[]>();
  for (const m of matches) users.set(m.userId, [...(users.get(m.userId) ?? []), m]);
  return users;
};

/**
 * Issue 31: from 08:00 in Rome, each buyer's matches of 'daily' searches not yet digested go in one
 * mail, grouped by search. Every instance runs it, at the interval of the other notice processors;
 * the digest is decided on the stream of the user and Rome day, which must not exist yet, so
 * whichever instance appends first mails it and the others append and mail nothing.
 */
@Injectable()
export class SavedSearchDigestProcessor extends PeriodicJob {
  constructor(
    private readonly reader: SavedSearchesReader,
    private readonly executor: CommandExecutor,
    private readonly mailer: Mailer,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE) private readonly db: Database,
  ) {
    super('SavedSearchDigest', { intervalMs: config.exclusivityExpiryIntervalSeconds * 1000 });
  }

  /** Sends the digests due at `now`; answers how many this instance appended (and mailed). */
  async runOnce(now = this.clock()): Promise<number> {
    const at = now.toISOString();
    const { day, due } = savedSearchDigestDay(at);
    if (!due) return 0;
    let sent = 0;
    for (const [userId, matches] of byUser(await this.reader.pendingDigests(now))) {
      const data = { userId, day, matches: matches.map(({ searchId, practiceId }) => ({ searchId, practiceId })), at };
      const command = { type: 'SendSavedSearchDigest', data } as const;
      const events = await executeOnce(this.executor, { decider: savedSearchDigestDecider, streamId: savedSearchDigestStreamId(userId, day), command });
      if (events.length === 0) continue;
      const terms = await alertTermsOf(this.db, [...new Set(matches.map((m) => m.practiceId))], now);
      this.mailer.sendInBackground(savedSearchDigestMail(matches[0]!.email, groupBySearch(matches), this.config.publicUrl, terms));
      sent++;
    }
    return sent;
  }
}
