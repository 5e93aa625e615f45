import type { AddressInfo } from 'node:net';
import { apiRoutes, liveChannelPath } from '@pratiche/contracts';
import WebSocket from 'ws';
import { sessionCookie } from './cookies';
import type { TestApp } from './test-app';

const MESSAGE_TIMEOUT_MS = 5_000;

/** The test app's `/ws` address; createTestApp does not listen, so this starts it on a free local port. */
export const liveChannelUrl = async (t: TestApp): Promise<string> => {
  if (!t.http.listening) await t.app.listen(0, '127.0.0.1');
  return `ws://127.0.0.1:${(t.http.address() as AddressInfo).port}${liveChannelPath}`;
};

/** A new session of the user (pending users may sign in too), as a Cookie header value. */
export const newSessionCookie = async (t: TestApp, username: string, password: string): Promise<string> => {
  const res = await t.request().post(apiRoutes.login).send({ username, password });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return sessionCookie(res);
};

export class UpgradeRefused extends Error {
  constructor(readonly status: number) {
    super(`upgrade refused with HTTP ${status}`);
  }
}

export type LiveClient = {
  send: (message: unknown) => void;
  /** The next message not read yet, parsed; rejects after a few seconds without one. */
  nextMessage: () => Promise<unknown>;
  /** Every message received so far, parsed. */
  received: unknown[];
  closed: Promise<{ code: number; reason: string }>;
  close: () => void;
};

const track = (socket: WebSocket): LiveClient => {
  const received: unknown[] = [];
  let read = 0;
  const idle = () => {};
  let wake: () => void = idle;
  socket.on('message', (data) => {
    received.push(JSON.parse(data.toString()));
    wake();
  });
  const nextMessage = () =>
    new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no live message arrived')), MESSAGE_TIMEOUT_MS);
      wake = () => {
        if (read >= received.length) return;
        clearTimeout(timer);
        wake = idle;
        resolve(received[read++]);
      };
      wake();
    });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return {
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    nextMessage,
    received,
    closed,
    close: () => socket.close(),
  };
};

/** Opens `/ws` as a browser would; rejects with UpgradeRefused when the server answers plain HTTP. */
export const openLiveClient = (url: string, headers: Record<string, string> = {}): Promise<LiveClient> =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    const client = track(socket);
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_req, res) => {
      reject(new UpgradeRefused(res.statusCode ?? 0));
      res.resume();
      socket.terminate();
    });
    // Kept (not once): a refused or aborted handshake may report more than one error.
    socket.on('error', reject);
  });
