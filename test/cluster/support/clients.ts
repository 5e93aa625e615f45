import WebSocket from 'ws';
import { upstreamHeader } from './nginx';

/** A cookie-keeping client of the proxy; every answer says which instance gave it. */
export const proxyClient = (baseUrl: string) => {
  let cookie = '';
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const isForm = body instanceof FormData;
    const answer = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...headers, ...(cookie ? { cookie } : {}), ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const setCookie = answer.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0]!;
    const bytes = Buffer.from(await answer.arrayBuffer());
    const isJson = answer.headers.get('content-type')?.includes('json');
    return {
      status: answer.status,
      upstream: answer.headers.get(upstreamHeader) ?? '',
      headers: answer.headers,
      bytes,
      body: (isJson && bytes.length ? JSON.parse(bytes.toString()) : {}) as Record<string, unknown>,
    };
  };
  /** Like `call`, but any status other than 2xx fails the test. */
  const ok = async (method: string, path: string, body?: unknown) => {
    const answer = await call(method, path, body);
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${answer.bytes.toString()}`);
    return answer;
  };
  return { call, ok, cookie: () => cookie };
};
export type ProxyClient = ReturnType<typeof proxyClient>;

export type LiveSocket = { upstream: string; messages: unknown[]; next: () => Promise<unknown>; close: () => void };

/** `/ws` through the proxy, authenticated as `userId`; `upstream` names the instance holding it. */
export const openSocket = (baseUrl: string, cookie: string, userId: number): Promise<LiveSocket> =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws`, { headers: { cookie } });
    const messages: unknown[] = [];
    let upstream = '';
    let read = 0;
    let wake = () => {};
    socket.once('upgrade', (res) => (upstream = String(res.headers[upstreamHeader] ?? '')));
    socket.on('message', (data) => {
      messages.push(JSON.parse(data.toString()));
      wake();
    });
    socket.on('error', reject);
    const next = () =>
      new Promise<unknown>((done, fail) => {
        const timer = setTimeout(() => fail(new Error(`no live message arrived (received: ${JSON.stringify(messages)})`)), 10_000);
        wake = () => {
          if (read >= messages.length) return;
          clearTimeout(timer);
          wake = () => {}; // a later message waits for the next call
          done(messages[read++]);
        };
        wake();
      });
    socket.once('open', async () => {
      socket.send(JSON.stringify({ type: 'auth', userId }));
      const accepted = await next().catch(reject);
      if (JSON.stringify(accepted) !== JSON.stringify({ type: 'auth', ok: true })) return reject(new Error(`auth refused: ${JSON.stringify(accepted)}`));
      resolve({ upstream, messages, next, close: () => socket.close() });
    });
  });
