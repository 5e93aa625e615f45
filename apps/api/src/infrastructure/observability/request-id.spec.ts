import type { IncomingMessage } from 'node:http';
import { correlationIdOf, requestIdGenerator, requestIdOf } from './request-id';
import { trustedProxyCheck } from './trusted-proxy';

const request = (headers: Record<string, string> = {}, remoteAddress = '10.0.0.2') => ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const fromProxy = () => true;

describe('request ids', () => {
  it('draws a new uuid for every request when no proxy is trusted, ignoring what the client sends', () => {
    const generate = requestIdGenerator(() => false);
    const id = generate(request({ 'x-request-id': 'scelto-dal-client-123' }));
    expect(id).toMatch(uuid);
    expect(generate(request())).not.toBe(id);
  });

  it("keeps a trusted proxy's well-formed X-Request-Id and X-Correlation-Id, so both logs name the request alike", () => {
    const req = request({ 'x-request-id': '7f3a9c0e12b44d5f', 'x-correlation-id': 'ordine-000042' });
    expect(requestIdGenerator(fromProxy)(req)).toBe('7f3a9c0e12b44d5f');
    expect(correlationIdOf(req)).toBe('ordine-000042');
  });

  it('refuses a malformed one even from a trusted proxy (no log injection)', () => {
    expect(requestIdGenerator(fromProxy)(request({ 'x-request-id': 'a"\n{"level":"fatal"}' }))).not.toContain('fatal');
    expect(requestIdGenerator(fromProxy)(request({ 'x-request-id': 'x' }))).not.toBe('x');
    const req = request({ 'x-correlation-id': 'a b c d e f g h' });
    const id = requestIdGenerator(fromProxy)(req);
    expect(correlationIdOf(req)).toBe(id);
  });

  it('production safety 10: a client header is believed only when the connection comes from a trusted proxy address', () => {
    const headers = { 'x-request-id': 'scelto-dal-client-123', 'x-correlation-id': 'scelto-dal-client-456' };
    const direct = request(headers, '203.0.113.9');
    const id = requestIdGenerator(trustedProxyCheck(['10.0.0.0/8']))(direct);
    expect(id).toMatch(uuid);
    expect(correlationIdOf(direct)).toBe(id);
    const proxied = request(headers, '10.1.2.3');
    expect(requestIdGenerator(trustedProxyCheck(['10.0.0.0/8']))(proxied)).toBe('scelto-dal-client-123');
    expect(correlationIdOf(proxied)).toBe('scelto-dal-client-456');
    expect(requestIdGenerator(trustedProxyCheck(false))(request(headers, '10.1.2.3'))).toMatch(uuid);
    expect(requestIdGenerator(trustedProxyCheck(1))(request(headers, '10.1.2.3'))).toBe('scelto-dal-client-123');
  });

  it('requestIdOf answers the id the logger gave, and gives one to a request it never saw', () => {
    const seen = { ...request(), id: 'abc-123-def' } as unknown as IncomingMessage;
    expect(requestIdOf(seen)).toBe('abc-123-def');
    const unseen = request();
    expect(requestIdOf(unseen)).toBe(requestIdOf(unseen));
    expect(correlationIdOf(unseen)).toBe(requestIdOf(unseen));
  });
});
