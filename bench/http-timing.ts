import { apiRoutes } from '@pratiche/contracts';
import request from 'supertest';
import { testAdmin } from '../apps/api/src/testing/test-app';

// BENCH_REQUESTS shortens a local run; the figures in bench/README.md come from the default.
export const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

/** A query string from a ProTable-like parameter object. */
export const query = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));

/** Signs in as the test app's admin at `origin`; the session cookie header to send. */
export const signInAsAdmin = async (origin: string) => {
  const login = await request(origin).post(apiRoutes.login).send({ username: testAdmin.username, password: testAdmin.password });
  if (login.status !== 200) throw new Error(`admin sign-in failed: ${login.status}`);
  return login
    .get('Set-Cookie')!
    .map((c) => c.split(';')[0])
    .join('; ');
};

/**
 * REQUESTS sequential GETs, each timed until its last byte arrives; their latencies in ms. The
 * body is not parsed: the figure is the server's and the wire's, not this client's JSON.parse.
 */
export const latencies = async (url: string, cookie: string) => {
  const samples: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} failed: ${res.status}`);
    samples.push(performance.now() - started);
  }
  return samples;
};
