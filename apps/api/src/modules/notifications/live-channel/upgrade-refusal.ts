import type { ApiErrorBody } from '@pratiche/contracts';

/** ws's `verifyClient` callback: accept, or answer plain HTTP `status` with a body and headers. */
export type VerifyClientDone = (verified: boolean, status?: number, message?: string, headers?: Record<string, string>) => void;

/**
 * Refuses an upgrade with a plain HTTP error instead of switching protocols: ws writes the
 * status line and closes, so no socket ever exists. The body is the API's usual error shape;
 * browsers do not expose it, but other clients and logs can read it.
 */
export const refuseUpgrade = (done: VerifyClientDone, status: number, message: string): void => {
  const body = JSON.stringify({ error: message, message } satisfies ApiErrorBody);
  done(false, status, body, { 'Content-Type': 'application/json; charset=utf-8' });
};
