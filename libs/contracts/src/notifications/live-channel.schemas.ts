import { z } from 'zod';

/** The live channel of spec 7: a WebSocket on the API's own port, beside the `/api` routes. */
export const liveChannelPath = '/ws';

/** Sent by the client on open: the user whose notifications it wants, which must be the session's. */
export type LiveAuthMessage = { type: 'auth'; userId: number };

/** A notification for the signed-in user (spec 3 "Other payloads"), shown as a toast. */
export const liveNotificationSchema = z.object({
  title: z.string(),
  message: z.string(),
  practiceId: z.number().int().positive().optional(),
});
export type LiveNotification = z.infer<typeof liveNotificationSchema>;

/** The server's other answers: auth accepted, or why the channel is being closed. */
export type LiveAuthAccepted = { type: 'auth'; ok: true };
export type LiveChannelError = { type: 'error'; message: string };

/**
 * Close codes: 1008 (policy violation) means retrying cannot help (wrong user, session ended);
 * 1001 (going away) is a server shutting down, so the client reconnects.
 */
export const liveCloseCodes = { policyViolation: 1008, goingAway: 1001 } as const;

/** Italian texts of the channel's refusals, also used as close reasons (at most 123 bytes). */
export const liveChannelMessages = {
  authRefused: 'Non puoi ricevere le notifiche di un altro utente',
  authMissing: 'Autenticazione del canale notifiche non ricevuta',
  sessionEnded: 'Sessione terminata',
  shuttingDown: 'Server in arresto',
} as const;
