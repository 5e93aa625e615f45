import { notificationKinds, type NotificationKind } from '@pratiche/domain';
import { z } from 'zod';
import { pageNumberParam, pageSizeParam } from '../shared/query-numbers';

/** `GET /api/notifications?page=&pageSize=`: the caller's notifications, newest first. */
export const notificationsQuerySchema = z.object({
  page: pageNumberParam(),
  pageSize: pageSizeParam(50, 10),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const notificationKindSchema = z.enum(notificationKinds);

/** One stored notification; `id` is the caller's to mark read. */
export const storedNotificationSchema = z.object({
  id: z.number().int(),
  kind: notificationKindSchema,
  title: z.string(),
  message: z.string(),
  practiceId: z.number().int().optional(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type StoredNotification = z.infer<typeof storedNotificationSchema>;

/** A page of the list, the total and the unread count (the bell's badge). */
export type NotificationsPage = { items: StoredNotification[]; total: number; unread: number };

export const notificationMessages = {
  notFound: 'Notifica non trovata',
  read: 'Notifica segnata come letta',
  allRead: 'Tutte le notifiche sono segnate come lette',
  invalidPreferences: "Preferenze di notifica non valide: indica per ogni tipo se vuoi ricevere l'email",
} as const;

/** Per kind, whether the user wants the e-mail; every kind must be given. The bell always shows them. */
const emailChoice = z.object({ email: z.boolean({ message: notificationMessages.invalidPreferences }) }, { message: notificationMessages.invalidPreferences });

export const notificationPreferencesSchema = z.object(
  Object.fromEntries(notificationKinds.map((kind) => [kind, emailChoice])) as Record<NotificationKind, typeof emailChoice>,
  { message: notificationMessages.invalidPreferences },
);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** `GET /api/notifications/watches`: the practices the buyer asked 'Avvisami' for. */
export type PracticeWatches = { practiceIds: number[] };

export const practiceWatchMessages = {
  watched: 'Ti avviseremo quando la pratica sarà di nuovo disponibile',
  unwatched: 'Avviso rimosso',
  notWatchable: 'Puoi chiedere un avviso solo per pratiche approvate di altri venditori',
} as const;
