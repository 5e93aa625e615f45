import { liveChannelPath, liveCloseCodes, liveNotificationSchema, type LiveAuthMessage, type LiveNotification } from '@pratiche/contracts';

const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/** Spec 7: the secure scheme when the page is served securely; same host, so the session cookie goes along. */
const liveChannelUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${liveChannelPath}`;

/**
 * Doubling delays up to 30 s, each shortened by a random part of up to a half, so the pages
 * left open during a server restart do not all come back in the same instant.
 */
const retryDelay = (attempt: number) => Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** attempt) * (0.5 + Math.random() / 2);

type ServerMessage = { kind: 'notification'; notification: LiveNotification } | { kind: 'accepted' } | { kind: 'other' };

/** Parses what the server sent; spec 7 says parse failures are only logged. */
function readServerMessage(data: unknown): ServerMessage {
  let value: unknown;
  try {
    value = JSON.parse(String(data));
  } catch (error) {
    console.warn('Notifica non leggibile', error);
    return { kind: 'other' };
  }
  const notification = liveNotificationSchema.safeParse(value);
  if (notification.success) return { kind: 'notification', notification: notification.data };
  const { type, ok } = (value ?? {}) as { type?: unknown; ok?: unknown };
  if (type === 'auth' && ok === true) return { kind: 'accepted' };
  console.warn('Messaggio del canale notifiche', value);
  return { kind: 'other' };
}

/**
 * Keeps a live channel open for the user: sends the auth message on every open and reconnects
 * with backoff after a drop. A 1008 close (wrong user, session ended) is final, as retrying
 * with the same cookie cannot help. Returns the function that closes it for good.
 */
export function connectLiveChannel(userId: number, onNotification: (notification: LiveNotification) => void): () => void {
  let socket: WebSocket | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;

  const open = () => {
    const current = new WebSocket(liveChannelUrl());
    socket = current;
    current.onopen = () => current.send(JSON.stringify({ type: 'auth', userId } satisfies LiveAuthMessage));
    current.onmessage = (event) => {
      const message = readServerMessage(event.data);
      if (message.kind === 'notification') onNotification(message.notification);
      if (message.kind === 'accepted') attempt = 0;
    };
    current.onclose = (event) => {
      if (stopped || event.code === liveCloseCodes.policyViolation) return;
      retryTimer = setTimeout(open, retryDelay(attempt++));
    };
  };

  open();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    socket?.close();
  };
}
