import type { IncomingMessage } from 'node:http';
import { requestIdGenerator, requestIdOf } from './request-id';

const request = (headers: Record<string, string> = {}) => ({ headers }) as unknown as IncomingMessage;

describe('request ids', () => {
  it('draws a new uuid for every request when no proxy is trusted, ignoring what the client sends', () => {
    const generate = requestIdGenerator(false);
    const id = generate(request({ 'x-request-id': 'scelto-dal-client-123' }));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(generate(request())).not.toBe(id);
  });

  it("keeps a trusted proxy's well-formed X-Request-Id, so both logs name the request alike", () => {
    expect(requestIdGenerator(true)(request({ 'x-request-id': '7f3a9c0e12b44d5f' }))).toBe('7f3a9c0e12b44d5f');
  });

  it('refuses a malformed one even from a trusted proxy (no log injection)', () => {
    expect(requestIdGenerator(true)(request({ 'x-request-id': 'a"\n{"level":"fatal"}' }))).not.toContain('fatal');
    expect(requestIdGenerator(true)(request({ 'x-request-id': 'x' }))).not.toBe('x');
  });

  it('requestIdOf answers the id the logger gave, and gives one to a request it never saw', () => {
    const seen = { ...request(), id: 'abc-123-def' } as unknown as IncomingMessage;
    expect(requestIdOf(seen)).toBe('abc-123-def');
    const unseen = request();
    expect(requestIdOf(unseen)).toBe(requestIdOf(unseen));
  });
});
