import { saleClosed } from '../shared/catalogue';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The seller reconfirms that the credit is still in the cassetto fiscale (the spec's
 * `lastConfirmationDate`). After 30 days without it the listing shows 'Da riconfermare' and the
 * exclusivity cannot be bought; a reminder goes out 3 days before.
 *
 * Since issue 45 a reconfirmation is a dated declaration with an extract of the Piattaforma
 * Cessione Crediti (reconfirmation-declaration.ts). `declarationFreshDays`: the declaration's date
 * (the day the seller read the Piattaforma) may be at most 3 Italian days before the day it is
 * recorded. The Piattaforma changes as soon as a transfer is communicated or the offset is chosen,
 * so an old extract proves little; 3 days still let an extract downloaded on a Friday be declared
 * on the Monday after.
 */
export const reconfirmationPolicy = { validDays: 30, reminderDaysBefore: 3, declarationFreshDays: 3 } as const;

export const reconfirmationDueAt = (lastConfirmedAt: string): string =>
  new Date(Date.parse(lastConfirmedAt) + reconfirmationPolicy.validDays * DAY_MS).toISOString();

export const reconfirmationReminderAt = (lastConfirmedAt: string): string =>
  new Date(Date.parse(reconfirmationDueAt(lastConfirmedAt)) - reconfirmationPolicy.reminderDaysBefore * DAY_MS).toISOString();

/** From the due instant on, the credit is 'Da riconfermare'. */
export const reconfirmationOverdue = (lastConfirmedAt: string, at: string): boolean => Date.parse(at) >= Date.parse(reconfirmationDueAt(lastConfirmedAt));

type Reconfirmable = { status: string; saleStatus: string; lastConfirmedAt: string };

/**
 * 'Da riconfermare' as listings, reads and review signals say it: only a credit on sale needs
 * reconfirming (a pending practice cannot be reconfirmed yet, a sold one no longer).
 */
export const reconfirmationDue = (practice: Reconfirmable, at: string): boolean =>
  practice.status === 'approved' && !saleClosed(practice.saleStatus) && reconfirmationOverdue(practice.lastConfirmedAt, at);
