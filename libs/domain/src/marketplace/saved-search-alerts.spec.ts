import { describeEvent } from '../audit/event-descriptions';
import { eventTypeLabels } from '../audit/event-labels';
import { fold } from '../shared/decider';
import {
  savedSearchAlertDecider,
  savedSearchAlertStreamId,
  savedSearchDigestDay,
  savedSearchDigestDecider,
  savedSearchDigestStreamId,
  savedSearchNameKey,
  type SavedSearchDigestSent,
  type SavedSearchMatched,
} from './saved-search-alerts';

const match: SavedSearchMatched['data'] = { searchId: 4, buyerId: 9, practiceId: 21, at: '2026-03-02T10:00:00.000Z' };
const digest: SavedSearchDigestSent['data'] = {
  userId: 9,
  day: '2026-03-02',
  matches: [
    { searchId: 4, practiceId: 21 },
    { searchId: 5, practiceId: 22 },
  ],
  at: '2026-03-02T07:00:00.000Z',
};

describe('saved-search alerts (issue 31)', () => {
  it('a match is decided once per search and practice: a matched stream decides nothing', () => {
    const command = { type: 'MatchSavedSearch' as const, data: match };
    const first = savedSearchAlertDecider.decide(command, savedSearchAlertDecider.initialState());
    expect(first).toEqual([{ type: 'SavedSearchMatched', data: match }]);
    expect(savedSearchAlertDecider.decide(command, fold(savedSearchAlertDecider, first))).toEqual([]);
  });

  it('each search and practice has its own alert stream', () => {
    expect(savedSearchAlertStreamId(4, 21)).toBe('saved-search-alert-4-21');
    expect(savedSearchAlertStreamId(4, 21)).not.toBe(savedSearchAlertStreamId(42, 1));
  });

  it('a digest is decided once per user and day, and an empty one is not sent', () => {
    const command = { type: 'SendSavedSearchDigest' as const, data: digest };
    const first = savedSearchDigestDecider.decide(command, savedSearchDigestDecider.initialState());
    expect(first).toEqual([{ type: 'SavedSearchDigestSent', data: digest }]);
    expect(savedSearchDigestDecider.decide(command, fold(savedSearchDigestDecider, first))).toEqual([]);
    expect(savedSearchDigestDecider.decide({ ...command, data: { ...digest, matches: [] } }, savedSearchDigestDecider.initialState())).toEqual([]);
    expect(savedSearchDigestStreamId(9, '2026-03-02')).toBe('saved-search-digest-9-2026-03-02');
  });

  it('the digest is due from 08:00 in Rome, winter and summer time, on the Rome calendar day', () => {
    expect(savedSearchDigestDay('2026-03-02T06:59:59.000Z')).toEqual({ day: '2026-03-02', due: false });
    expect(savedSearchDigestDay('2026-03-02T07:00:00.000Z')).toEqual({ day: '2026-03-02', due: true });
    expect(savedSearchDigestDay('2026-07-02T05:59:00.000Z')).toEqual({ day: '2026-07-02', due: false });
    expect(savedSearchDigestDay('2026-07-02T06:00:00.000Z')).toEqual({ day: '2026-07-02', due: true });
    // 23:30 UTC on 2 March is already 3 March in Rome (before 08:00).
    expect(savedSearchDigestDay('2026-03-02T23:30:00.000Z')).toEqual({ day: '2026-03-03', due: false });
  });

  it("names are unique per buyer in the canonical form: case, accents, width and spaces don't count", () => {
    expect(savedSearchNameKey(' Superbonus  Città ')).toBe(savedSearchNameKey('SUPERBONUS CITTA'));
    expect(savedSearchNameKey('Ｅcobonus')).toBe(savedSearchNameKey('ecobonus'));
    expect(savedSearchNameKey('Ecobonus 1')).not.toBe(savedSearchNameKey('Ecobonus 2'));
  });

  it('the admin history labels and describes both events in Italian', () => {
    expect(eventTypeLabels.SavedSearchMatched).toBe('Avviso di ricerca salvata');
    expect(describeEvent('SavedSearchMatched', match)).toBe("Avviso all'acquirente: la pratica 21 corrisponde alla sua ricerca salvata n. 4");
    expect(eventTypeLabels.SavedSearchDigestSent).toBe('Riepilogo giornaliero delle ricerche salvate');
    expect(describeEvent('SavedSearchDigestSent', digest)).toBe('Riepilogo giornaliero del 02/03/2026: 2 pratiche per le ricerche salvate');
  });
});
