import type { LiveNotification } from '@pratiche/contracts';

/**
 * The port other modules use to tell a user something now. Delivery is best effort: a user
 * with no open page misses the toast; the notification centre stores what its events cause.
 * An abstract class so it can be the injection token of its implementation.
 */
export abstract class NotificationsPublisher {
  /** Delivers to every authenticated live connection of the user. */
  abstract notifyUser(userId: number, notification: LiveNotification): Promise<void>;
}
