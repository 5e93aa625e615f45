import { createServer } from 'node:net';

// Below Linux's ephemeral range (32768-60999 by default): a port the OS hands out for port 0 may
// be taken, before our server listens on it, as the local end of an outgoing connection (to
// PostgreSQL, say), which made a cluster start fail with EADDRINUSE. Outgoing connections never
// take a port below that range; only listeners do, and the probe checks those.
const lowest = 10_000;
const span = 32_768 - lowest;
const handedOut = new Set<number>();

const listensFreely = (port: number) =>
  new Promise<boolean>((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });

/** A TCP port on 127.0.0.1 that nothing listens on right now and that no outgoing connection can take. */
export const freePort = async (): Promise<number> => {
  for (;;) {
    const port = lowest + Math.floor(Math.random() * span);
    if (handedOut.has(port) || !(await listensFreely(port))) continue;
    handedOut.add(port);
    return port;
  }
};
