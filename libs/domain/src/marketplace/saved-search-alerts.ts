import { canonicalUsername } from '../shared/canonical-names';
import type { Decider, DomainCommand, DomainEvent } from '../shared/decider';

/**
 * Issue 31: a buyer's saved search is told of each practice that comes to match it. Each alert
 * is decided on a stream of its own (search and practice) that must not exist yet, so two
 * processors, or a replay after a restart, find it sent and append nothing: exactly once per
 * practice and search, the pattern of `exclusivityWarningDecider`.
 */
export type SavedSearchMatched = DomainEvent<
  'SavedSearchMatched',
  { searchId: number; buyerId: number; practiceId: number; mail: SavedSearchMail; at: string }
>;

/** How a search's alerts are mailed when it matched (its `mail` then): at once, in the next daily digest, or not at all. */
export type SavedSearchMail = 'immediate' | 'daily' | 'off';

/**
 * Matches recorded before the event said how their search mailed read as 'daily': each is listed
 * for the digest, whose own filter (the search mails daily now, the match is under two days old)
 * then decides, so the pending matches of daily searches are still digested, and a match older
 * than two days is never mailed.
 */
export const upcastSavedSearchEventData = (type: string, data: Record<string, unknown>): Record<string, unknown> =>
  type === 'SavedSearchMatched' && !('mail' in data) ? { ...data, mail: 'daily' } : data;
export type MatchSavedSearch = DomainCommand<'MatchSavedSearch', SavedSearchMatched['data']>;

export const savedSearchAlertStreamId = (searchId: number, practiceId: number) => `saved-search-alert-${searchId}-${practiceId}`;

export const savedSearchAlertDecider: Decider<{ matched: boolean }, MatchSavedSearch, SavedSearchMatched> = {
  decide: (command, state) => (state.matched ? [] : [{ type: 'SavedSearchMatched', data: command.data }]),
  evolve: () => ({ matched: true }),
  initialState: () => ({ matched: false }),
};

/** One practice of a digest and the search it matched. */
export type DigestedMatch = { searchId: number; practiceId: number };

/**
 * The daily digest of a buyer's 'daily' searches: one stream per user and Rome day, so the
 * digest is sent once that day however many instances run.
 */
export type SavedSearchDigestSent = DomainEvent<'SavedSearchDigestSent', { userId: number; day: string; matches: DigestedMatch[]; at: string }>;
export type SendSavedSearchDigest = DomainCommand<'SendSavedSearchDigest', SavedSearchDigestSent['data']>;

export const savedSearchDigestStreamId = (userId: number, day: string) => `saved-search-digest-${userId}-${day}`;

export const savedSearchDigestDecider: Decider<{ sent: boolean }, SendSavedSearchDigest, SavedSearchDigestSent> = {
  // An empty digest is no digest: nothing to tell, and the day stays open for later matches.
  decide: (command, state) => (state.sent || command.data.matches.length === 0 ? [] : [{ type: 'SavedSearchDigestSent', data: command.data }]),
  evolve: () => ({ sent: true }),
  initialState: () => ({ sent: false }),
};

/** From this hour of the Rome day the daily digest goes out. */
export const savedSearchDigestHour = 8;

const romeParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The Rome calendar day ('2026-03-02') of an instant, and whether the digest's hour has come in it. */
export const savedSearchDigestDay = (at: string): { day: string; due: boolean } => {
  const parts = Object.fromEntries(romeParts.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, due: Number(parts.hour) >= savedSearchDigestHour };
};

/** A search name's canonical form: one buyer cannot keep 'Superbonus Roma' and 'superbonus  roma'. */
export const savedSearchNameKey = (name: string): string => canonicalUsername(name).replace(/\s+/g, ' ');
