import { request, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { apiRoutes } from '@pratiche/contracts';
import { startApiProcess, type ApiProcess } from '../../testing/api-process';
import { pdfBuffer } from '../../testing/documents';
import { openLiveClient } from '../../testing/live-client';
import { testAdmin } from '../../testing/test-app';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A visura upload whose body arrives slowly, so the request is in flight for a while: the
 * production route itself, no test-only slow route. `write` sends the next part of the body.
 */
const slowUpload = (api: ApiProcess) => {
  const boundary = 'ProvaSpegnimento';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="visura.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, pdfBuffer(6_000), tail]);
  const req = request(`${api.baseUrl}${apiRoutes.uploadBusinessDocument}`, {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': body.length },
  });
  const answer = new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    req.once('response', (res: IncomingMessage) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection }));
    });
    req.once('error', reject);
  });
  const third = Math.floor(body.length / 3);
  const parts = [body.subarray(0, third), body.subarray(third, 2 * third), body.subarray(2 * third)];
  return { answer, write: () => req.write(parts.shift()!), end: () => req.end(parts.shift()) };
};

const connectionRefused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

describe('graceful shutdown of the real process (SIGTERM, SIGINT)', () => {
  let api: ApiProcess | undefined;
  afterEach(() => api?.dispose());

  it('on SIGTERM: stops accepting connections, lets the request in flight finish, closes sockets with 1001, exits 0', async () => {
    api = await startApiProcess();
    const login = await fetch(`${api.baseUrl}${apiRoutes.login}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: testAdmin.username, password: testAdmin.password }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const socket = await openLiveClient(`ws://127.0.0.1:${api.port}/ws`, { Cookie: cookie });

    const upload = slowUpload(api);
    upload.write();
    await pause(300);
    api.signal('SIGTERM');
    await pause(500);
    expect(await connectionRefused(api.port)).toBe(true);
    expect(await socket.closed).toEqual({ code: 1001, reason: expect.any(String) });
    upload.write();
    await pause(500);
    upload.end();

    const answer = await upload.answer;
    expect({ status: answer.status, body: JSON.parse(answer.body) }).toMatchObject({ status: 201, body: { filename: expect.stringMatching(/\.pdf$/) } });
    expect(answer.connection).toBe('close');
    expect(await api.exited).toBe(0);
    const lines = api.logLines();
    expect(lines.find((l) => l.route === apiRoutes.uploadBusinessDocument)).toMatchObject({ status: 201 });
    expect(lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['SIGTERM received: shutting down', 'Stopped']));
  });

  it('on SIGINT with a request that outlasts SHUTDOWN_TIMEOUT_SECONDS: cuts it at the bound and still exits 0', async () => {
    api = await startApiProcess({ SHUTDOWN_TIMEOUT_SECONDS: '1' });
    const upload = slowUpload(api);
    upload.write();
    await pause(300);
    const signalled = Date.now();
    api.signal('SIGINT');
    await expect(upload.answer).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(await api.exited).toBe(0);
    const elapsed = Date.now() - signalled;
    expect(elapsed).toBeGreaterThanOrEqual(900);
    expect(elapsed).toBeLessThan(5_000);
    expect(api.output()).toContain('1 requests still in flight after 1 s: cut');
  });
});
