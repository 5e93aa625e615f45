import { Inject } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import type { LiveNotification } from '@pratiche/contracts';
import type { NotificationKind } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../infrastructure/clock/clock';
import { EventRecorded } from '../../infrastructure/command-handling/event-recorded';
import { APP_CONFIG, type AppConfig } from '../../infrastructure/config/app-config';
import type { Database } from '../../infrastructure/database/database';
import { DATABASE } from '../../infrastructure/database/database.tokens';
import { Mailer } from '../../infrastructure/mail/mailer';
import { notificationMail, type MailableNotice } from '../../infrastructure/mail/notification-mails';
import { savedSearchAlertMail } from '../../infrastructure/mail/saved-search-mails';
import { alertTermsOf } from '../practice/practice-alert-terms';
import { negotiationMailKinds, NegotiationMailWindows } from './negotiation-mail-windows';
import { NotificationsPublisher } from './notifications-publisher';
import { NotificationsReader } from './notifications.reader';
import { notificationsProjection } from './projections/notifications.projection';
import { SavedSearchMailReader } from './saved-search-mail.reader';

/** Kinds whose toast links to the practice: the seller's, and the negotiation's (issue 29), which go to both parties. */
const practiceKinds = new Set<NotificationKind>([
  'practiceApproved',
  'practiceRejected',
  'integrationRequested',
  'accessPurchased',
  'exclusivityPurchased',
  'reconfirmationDue',
  'documentRejected',
  'documentToReview',
  'documentAdded',
  'offerReceived',
  'offerAnswered',
  'closingUpdate',
]);
/**
 * The one toast without a stored notification: a blocked user loses his sessions right after
 * (ChangeUserStatusHandler), and with them the bell; the toast says why the page stops working.
 */
const blockedToast: LiveNotification = { title: 'Account bloccato', message: "Il tuo account è stato bloccato dall'amministrazione." };
const notifyingTypes = new Set(notificationsProjection.handles);
/** Issue 46: the alerts of a practice a buyer may want carry its terms in the mail. */
const alertKinds = new Set<NotificationKind>(['savedSearchAlert', 'practiceAvailable']);

/**
 * The one delivery of every notification kind: after commit, each notification an event stored is
 * mailed to its user (unless the user turned that kind's mail off; the negotiation's kinds
 * gathered per user and practice) and shown as a toast. The rows, recipients included, are read
 * back by the event's position, so mail, toast and bell say the same words to the same people.
 */
@EventsHandler(EventRecorded)
export class NotificationDeliveryHandler implements IEventHandler<EventRecorded> {
  constructor(
    private readonly reader: NotificationsReader,
    private readonly mailer: Mailer,
    private readonly publisher: NotificationsPublisher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly savedSearches: SavedSearchMailReader,
    private readonly negotiationMails: NegotiationMailWindows,
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async handle({ event }: EventRecorded): Promise<void> {
    if (event.type === 'UserBlocked') return this.publisher.notifyUser(Number(event.data.userId), blockedToast);
    if (!notifyingTypes.has(event.type)) return;
    for (const { userId, email, emailOff, notification } of await this.reader.deliveries(event.globalPosition)) {
      if (!emailOff) await this.mail(userId, email, notification, event);
      // The toast's 'Vai alla pratica' opens /practice/{id}: only the kinds in practiceKinds carry the practice.
      const { kind, title, message, practiceId } = notification;
      await this.publisher.notifyUser(userId, { title, message, ...(practiceId && practiceKinds.has(kind) ? { practiceId } : {}) });
    }
  }

  private async mail(userId: number, email: string, stored: MailableNotice, event: EventRecorded['event']): Promise<void> {
    // A burst of negotiation steps on one practice makes one mail (NegotiationMailWindows).
    if (negotiationMailKinds.has(stored.kind)) return this.negotiationMails.hold(userId, email, stored);
    const notification = await this.withTerms(stored);
    if (notification.kind !== 'savedSearchAlert') return this.mailer.sendInBackground(notificationMail(email, notification, this.config.publicUrl));
    // Issue 31: mailed now only when the search says so ('daily' goes in the digest, 'off' nowhere), with its unsubscribe link.
    const search = await this.savedSearches.mailOf(Number(event.data.searchId));
    if (search?.mail === 'immediate') this.mailer.sendInBackground(savedSearchAlertMail(email, notification, this.config.publicUrl, search.token));
  }

  private async withTerms(notification: MailableNotice): Promise<MailableNotice> {
    if (!alertKinds.has(notification.kind) || !notification.practiceId) return notification;
    const terms = await alertTermsOf(this.db, [notification.practiceId], this.clock());
    return { ...notification, terms: terms.get(notification.practiceId) ?? null };
  }
}
