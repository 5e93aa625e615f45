import type { RecordedEvent } from '../../../infrastructure/event-store/event-store.types';
import { foldRows } from '../../../infrastructure/projections/fold-projection';
import { recordedLog } from '../../../infrastructure/projections/recorded-log.spec-helper';
import { notificationExclusivitiesProjection, notificationRemindersProjection } from './notification-work-lists.projection';

const HOUR = 3_600_000;
const t0 = Date.parse('2026-03-02T09:00:00.000Z');
const at = (hours: number) => new Date(t0 + hours * HOUR).toISOString();
const [practiceId, seller, buyer] = [7, 1, 2];

const log = recordedLog();
const recorded = (type: string, data: Record<string, unknown>) => log(`practice-${practiceId}`, type, data);

const other = 3;
const exclusive = (from: number, hours: number, by = buyer) =>
  recorded('ExclusivityPurchased', { practiceId, by, at: at(from), credits: 100, hours, exclusiveUntil: at(from + hours) });
const warned = (until: number, buyerId = buyer) => recorded('ExclusivityEndingSoon', { practiceId, buyerId, exclusiveUntil: at(until), at: at(until - 2) });
const expired = (until: number) => recorded('ExclusivityExpired', { practiceId, buyerId: buyer, exclusiveUntil: at(until), at: at(until) });
const accepted = (hour: number, buyerId = buyer) => recorded('OfferAccepted', { practiceId, offerId: 5, buyerId, sellerId: seller, by: seller, at: at(hour) });

describe('notification_exclusivities projection: given events, the exclusivities still to warn of', () => {
  const toWarn = (events: RecordedEvent[]) => foldRows(notificationExclusivitiesProjection, events);

  it('an exclusivity bought waits for its warning: its holder and its end', () => {
    expect(toWarn([exclusive(0, 24)])).toEqual([{ practiceId, buyerId: buyer, endsAt: at(24) }]);
  });

  it('warned, or over without a warning, it leaves the list', () => {
    expect(toWarn([exclusive(0, 24), warned(24)])).toEqual([]);
    expect(toWarn([exclusive(0, 24), expired(24)])).toEqual([]);
  });

  it('a warning of another end (an earlier exclusivity) leaves the running one listed', () => {
    expect(toWarn([exclusive(0, 24), expired(24), exclusive(30, 48), warned(24)])).toEqual([{ practiceId, buyerId: buyer, endsAt: at(78) }]);
  });

  it('an accepted offer opens the closing, which keeps the exclusivity running with no end to warn of', () => {
    expect(toWarn([exclusive(0, 24), accepted(5)])).toEqual([]);
  });

  it("issue 45: two buyers' exclusivities side by side are each warned of, or leave, on their own", () => {
    const sideBySide = [exclusive(0, 24), exclusive(1, 48, other)];
    expect(toWarn([...sideBySide, accepted(5)])).toEqual([{ practiceId, buyerId: other, endsAt: at(49) }]);
    expect(toWarn([...sideBySide, warned(24)])).toEqual([{ practiceId, buyerId: other, endsAt: at(49) }]);
    expect(toWarn([...sideBySide, warned(49, other)])).toEqual([{ practiceId, buyerId: buyer, endsAt: at(24) }]);
  });
});

describe('notification_reconfirmation_reminders projection: given events, the periods reminded', () => {
  it('each reminder sent records its confirmation period, once', () => {
    const reminded = (lastConfirmedAt: string) => recorded('ReconfirmationReminderSent', { practiceId, lastConfirmedAt, at: at(1) });
    const rows = foldRows(notificationRemindersProjection, [reminded(at(-100)), reminded(at(-100)), reminded(at(-10))]);
    expect(rows).toEqual([
      { practiceId, lastConfirmedAt: at(-100) },
      { practiceId, lastConfirmedAt: at(-10) },
    ]);
  });
});
