import { notices } from '@pratiche/domain';
import { recordedLog } from '../../../infrastructure/projections/recorded-log.spec-helper';
import { noticesOf } from './notices-of';
import { activeAdmins } from './notifications.projection';

const at = (hour: number) => new Date(Date.UTC(2026, 2, 2, 9 + hour)).toISOString();
const [seller, buyer, admin, practiceId] = [1, 2, 9, 7];
const record = recordedLog();
const negotiation = (type: string, by: number, data: Record<string, unknown> = {}) =>
  record(`practice-${practiceId}`, type, { practiceId, offerId: 5, by, buyerId: buyer, sellerId: seller, amount: 1000, rate: [2027], at: at(0), ...data });

describe('notifications: what each event tells, and to whom (noticesOf)', () => {
  it("a practice's review, purchases and reminders go to its owner, resolved when written (practices_view)", () => {
    for (const [type, data] of [
      ['PracticeApproved', { comment: 'ok' }],
      ['PracticeRejected', { comment: 'no' }],
      ['IntegrationRequested', { comment: 'manca' }],
      ['PracticeAccessPurchased', { by: buyer }],
      ['ExclusivityPurchased', { by: buyer, exclusiveUntil: at(24) }],
      ['ReconfirmationReminderSent', { lastConfirmedAt: at(0) }],
      ['PracticeDocumentReviewed', { decision: 'rejected', reason: 'illeggibile' }],
    ] as const)
      expect(noticesOf(record(`practice-${practiceId}`, type, { practiceId, at: at(0), ...data })).map((n) => n.to)).toEqual([{ ownerOf: practiceId }]);
  });

  it('an approved document and a system approval tell nobody', () => {
    expect(noticesOf(record('practice-7', 'PracticeDocumentReviewed', { practiceId, decision: 'approved', reason: null, at: at(0) }))).toEqual([]);
    expect(noticesOf(record('user-1', 'UserApproved', { userId: admin, by: 'system', at: at(0) }))).toEqual([]);
  });

  it('issue 46: a document added from the checklist tells the admins it awaits review, and each holder of a running exclusivity or closing', () => {
    const changed = (data: Record<string, unknown>) =>
      record(`practice-${practiceId}`, 'PracticeDocumentsChanged', { practiceId, by: seller, userId: seller, at: at(0), replaced: [], ...data });
    const added = { filename: 'a'.repeat(32) + '.pdf', docType: 'durc_congruita', holders: [buyer, 3] };
    expect(noticesOf(changed({ added }))).toEqual([
      { notice: notices.documentToReview(practiceId, 'DURC di congruità'), to: { admins: true } },
      { notice: notices.documentAdded(practiceId, 'DURC di congruità'), to: { userId: buyer } },
      { notice: notices.documentAdded(practiceId, 'DURC di congruità'), to: { userId: 3 } },
    ]);
    expect(notices.documentToReview(practiceId, 'DURC di congruità')).toMatchObject({
      title: 'Nuovo documento da verificare',
      message: 'Il venditore ha aggiunto il documento «DURC di congruità» alla pratica #7: verificalo dalla revisione della pratica.',
    });
    expect(notices.documentAdded(practiceId, 'DURC di congruità').message).toContain(
      'Le offerte già fatte restano riferite ai documenti su cui sono state fatte.',
    );
    // An edit's, a replacement's or a reconfirmation's document change tells nobody, as before.
    expect(noticesOf(changed({}))).toEqual([]);
  });

  it("the account's approval and rejection go to the user", () => {
    expect(noticesOf(record('user-2', 'UserApproved', { userId: buyer, by: admin, at: at(0) }))).toEqual([
      { notice: notices.accountApproved(), to: { userId: buyer } },
    ]);
    expect(noticesOf(record('user-2', 'UserRejected', { userId: buyer, by: admin, at: at(0) }))).toEqual([
      { notice: notices.accountRejected(), to: { userId: buyer } },
    ]);
  });

  it("a negotiation step goes to the other party; an expiry, a completion and an admin's deletion to both", () => {
    const to = (type: string, by: number, data: Record<string, unknown> = {}) => noticesOf(negotiation(type, by, data)).map((n) => n.to);
    expect(to('OfferMade', buyer, { amount: 1000, rate: [2027], expiresAt: at(48), repliesTo: null })).toEqual([{ userId: seller }]);
    expect(to('OfferAccepted', seller)).toEqual([{ userId: buyer }]);
    expect(to('OfferRejected', seller, { reason: null })).toEqual([{ userId: buyer }]);
    expect(to('OfferWithdrawn', buyer)).toEqual([{ userId: seller }]);
    expect(to('OfferExpired', 0)).toEqual([{ userId: seller }, { userId: buyer }]);
    expect(to('ClosingStepRecorded', seller, { step: 'comunicazione', protocol: 'P-1' })).toEqual([{ userId: buyer }]);
    expect(to('ClosingStepRecorded', buyer, { step: 'pagamento', protocol: null })).toEqual([]);
    expect(to('ClosingCompleted', buyer, { amount: 1000, rate: [2027] })).toEqual([{ userId: seller }, { userId: buyer }]);
    expect(to('ClosingAbandoned', buyer, { reason: 'x' })).toEqual([{ userId: seller }]);
    expect(to('ClosingAbandoned', admin, { reason: 'x' })).toEqual([{ userId: seller }, { userId: buyer }]);
  });

  it("an expiry tells the practice's watchers of its time; the 2-hour warning its holder", () => {
    expect(noticesOf(record('p', 'ExclusivityExpired', { practiceId, exclusiveUntil: at(3), at: at(3) }))).toEqual([
      { notice: notices.practiceAvailable(practiceId), to: { watchersOf: practiceId, watchedBy: at(3) } },
    ]);
    // Issue 45: while other buyers' exclusivities hold rate, the practice is not available again.
    expect(noticesOf(record('p', 'ExclusivityExpired', { practiceId, exclusiveUntil: at(3), at: at(3), stillHeld: true }))).toEqual([]);
    expect(noticesOf(record('p', 'ExclusivityEndingSoon', { practiceId, buyerId: buyer, exclusiveUntil: at(3), at: at(1) })).map((n) => n.to)).toEqual([
      { userId: buyer },
    ]);
  });

  it("a saved search's match goes to its buyer and names the search (read from its row); a data-change request to the active admins", () => {
    expect(noticesOf(record('s', 'SavedSearchMatched', { searchId: 4, buyerId: buyer, practiceId, mail: 'daily', at: at(0) }))).toEqual([
      { notice: notices.savedSearchAlert(practiceId, null), to: { userId: buyer }, searchId: 4 },
    ]);
    expect(noticesOf(record('user-2', 'DataChangeRequested', { userId: buyer, fieldsToChange: {}, reason: 'r', at: at(0) }))).toEqual([
      { notice: notices.dataChangeRequested(buyer), to: { admins: true } },
    ]);
  });
});

describe('notifications replay: the active admins of each moment, folded as users_view keeps them', () => {
  const registered = (userId: number, isAdmin: boolean) => record(`user-${userId}`, 'UserRegistered', { userId, isAdmin, registeredAt: at(0) });
  const user = (type: string, userId: number, data: Record<string, unknown> = {}) => record(`user-${userId}`, type, { userId, at: at(0), ...data });

  it('an admin counts once approved and active; blocked, demoted or deleted, no longer', () => {
    const admins = activeAdmins();
    const after = (...events: ReturnType<typeof record>[]) => {
      for (const e of events) admins.apply(e);
      return admins.now();
    };
    expect(after(registered(9, true), registered(8, false))).toEqual([]);
    expect(after(user('UserApproved', 9, { by: 'system' }), user('UserApproved', 8, { by: 9 }))).toEqual([9]);
    expect(after(user('UserEditedByAdmin', 8, { changes: { isAdmin: true }, by: 9 }))).toEqual([9, 8]);
    expect(after(user('UserBlocked', 9, { by: 8 }))).toEqual([8]);
    expect(after(user('UserActivated', 9, { by: 8 }), user('UserEditedByAdmin', 8, { changes: { isAdmin: false }, by: 9 }))).toEqual([9]);
    expect(after(user('UserDeleted', 9, { by: 8 }))).toEqual([]);
  });
});
