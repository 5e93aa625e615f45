import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ApiErrorBody } from '@pratiche/contracts';

/**
 * Answers an upgrade request with a plain HTTP error instead of switching protocols. The body is
 * the API's usual error shape; browsers do not expose it, but other clients and logs can read it.
 */
export const refuseUpgrade = (socket: Duplex, status: number, message: string): void => {
  if (!socket.writable) return void socket.destroy();
  const body = JSON.stringify({ error: message, message } satisfies ApiErrorBody);
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Connection: close',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
  ];
  socket.once('finish', () => socket.destroy());
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
};
