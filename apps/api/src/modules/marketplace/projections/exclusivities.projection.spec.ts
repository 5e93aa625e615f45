import { evolvePractice, initialPracticeState, runningExclusivities, type ExistingPractice, type PracticeEvent } from '@pratiche/domain';
import type { RecordedEvent } from '../../../infrastructure/event-store/event-store.types';
import { foldSetRows } from '../../../infrastructure/projections/fold-set-projection';
import { recordedLog } from '../../../infrastructure/projections/recorded-log.spec-helper';
import { exclusivitiesProjection, exclusivityRowEnd, exclusivityRowRunning, type ExclusivityRow } from './exclusivities.projection';

const HOUR = 3_600_000;
const t0 = Date.parse('2026-03-02T09:00:00.000Z');
const at = (hours: number) => new Date(t0 + hours * HOUR).toISOString();
const [practiceId, seller, buyer, other] = [7, 1, 2, 3];

const log = recordedLog();
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => log(`practice-${practiceId}`, type, data);

const submitted = () =>
  recorded('PracticeSubmitted', {
    practiceId,
    by: seller,
    at: at(-2),
    type: 'superbonus',
    amount: 150_000,
    discount: 10,
    year: 2027,
    rate: [],
    documents: { societari: [], fiscali: [] },
  });
const approved = () => recorded('PracticeApproved', { practiceId, by: 99, at: at(-1), comment: null });
const exclusive = (by: number, from: number, hours: 24 | 48 | 72) =>
  recorded('ExclusivityPurchased', { practiceId, by, at: at(from), credits: 100, hours, exclusiveUntil: at(from + hours) });
const step = (type: string, hour: number, extra: Record<string, unknown> = {}) =>
  recorded(type, { practiceId, offerId: 5, buyerId: buyer, sellerId: seller, by: buyer, amount: 1000, rate: [2027], at: at(hour), ...extra });

/** The rows, each with whether it runs at `hour` by the read model. */
const rowsAt = (events: RecordedEvent[], hour: number) =>
  foldSetRows(exclusivitiesProjection, events).map((row: ExclusivityRow) => [row.buyerId, exclusivityRowEnd(row), exclusivityRowRunning(row, at(hour))]);

/** Whether the practice's own fold (the domain) says an exclusivity runs at `hour`. */
const domainRunning = (events: RecordedEvent[], hour: number) => {
  const state = events.reduce((s, e) => evolvePractice(s, { type: e.type, data: e.data } as PracticeEvent), initialPracticeState());
  return runningExclusivities(state as ExistingPractice, at(hour)).length > 0;
};

describe('exclusivities projection: given events, the rows', () => {
  it('an exclusivity bought runs until its end as bought, exclusive', () => {
    const events = [submitted(), approved(), exclusive(buyer, 0, 24)];
    expect(rowsAt(events, 23)).toEqual([[buyer, at(24), true]]);
    expect(rowsAt(events, 24)).toEqual([[buyer, at(24), false]]);
  });

  it('an accepted offer keeps the exclusivity running past its end while the closing is open', () => {
    const events = [submitted(), approved(), exclusive(buyer, 0, 24), step('OfferMade', 1), step('OfferAccepted', 2)];
    expect(rowsAt(events, 100)).toEqual([[buyer, at(24), true]]);
  });

  it.each(['ClosingCompleted', 'ClosingAbandoned'])("%s ends the exclusivity at the closing's end, before its end as bought", (end) => {
    const events = [
      submitted(),
      approved(),
      exclusive(buyer, 0, 72),
      step('OfferMade', 1),
      step('OfferAccepted', 2),
      step(end, 3, { protocol: 'ADE-1', reason: 'r' }),
    ];
    expect(rowsAt(events, 4)).toEqual([[buyer, at(3), false]]);
  });

  it('the sale ends a running exclusivity; one already over keeps its end', () => {
    const sold = (hour: number) => recorded('PracticeMarkedSold', { practiceId, by: seller, at: at(hour), viaPortal: true });
    expect(rowsAt([submitted(), approved(), exclusive(buyer, 0, 24), sold(5)], 6)).toEqual([[buyer, at(5), false]]);
    expect(rowsAt([submitted(), approved(), exclusive(buyer, 0, 24), sold(30)], 31)).toEqual([[buyer, at(24), false]]);
  });

  it("another buyer's exclusivity after the first is over is a row of its own; the first keeps its record", () => {
    const expired = recorded('ExclusivityExpired', { practiceId, buyerId: buyer, exclusiveUntil: at(24), at: at(25) });
    const events = [submitted(), approved(), exclusive(buyer, 0, 24), expired, exclusive(other, 26, 48)];
    expect(rowsAt(events, 27)).toEqual([
      [buyer, at(24), false],
      [other, at(74), true],
    ]);
  });

  it('issue 45: two exclusivities run side by side; a closing holds its own open, the sale ends both', () => {
    const sideBySide = [submitted(), approved(), exclusive(buyer, 0, 24), exclusive(other, 1, 24), step('OfferMade', 2), step('OfferAccepted', 3)];
    expect(rowsAt(sideBySide, 30)).toEqual([
      [buyer, at(24), true],
      [other, at(25), false],
    ]);
    const sold = recorded('PracticeMarkedSold', { practiceId, by: seller, at: at(4), viaPortal: true });
    expect(rowsAt([...sideBySide.slice(0, 4), sold], 5)).toEqual([
      [buyer, at(4), false],
      [other, at(4), false],
    ]);
  });

  it("agrees with the practice's own fold at every hour of a closing that ends early and of one held past the end", () => {
    const scenarios = [
      [submitted(), approved(), exclusive(buyer, 0, 24), step('OfferMade', 1), step('OfferAccepted', 2), step('ClosingAbandoned', 30, { reason: 'r' })],
      [submitted(), approved(), exclusive(buyer, 0, 72), step('OfferMade', 1), step('OfferAccepted', 2), step('ClosingCompleted', 5, { protocol: 'ADE-1' })],
    ];
    for (const events of scenarios) {
      for (let n = 3; n <= events.length; n += 1) {
        const prefix = events.slice(0, n);
        const last = Date.parse(String(prefix.at(-1)!.data.at));
        for (let hour = (last - t0) / HOUR; hour < 80; hour += 1) {
          const running = rowsAt(prefix, hour).some(([, , active]) => active);
          expect([n, hour, running]).toEqual([n, hour, domainRunning(prefix, hour)]);
        }
      }
    }
  });
});
