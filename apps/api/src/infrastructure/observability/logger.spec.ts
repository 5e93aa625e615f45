import { Writable } from 'node:stream';
import { createRootLogger } from './logger';
import { REDACTED, scrubSensitive } from './sensitive-log-data';

/** A root logger at info level whose lines are parsed into `lines`. */
const capturingLogger = () => {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({ write: (chunk, _encoding, done) => done(void lines.push(JSON.parse(String(chunk)))) });
  return { logger: createRootLogger({ logLevel: 'info' }, destination), lines };
};

describe('log lines: secrets and personal data never written', () => {
  it('a sensitive key is redacted at the top level and nested at any depth, in arrays, whatever its case', () => {
    const { logger, lines } = capturingLogger();
    logger.info(
      {
        password: 'p1',
        user: { Email: 'a@b.it', profile: { address: { street: 'Via Roma 1' } } },
        list: [{ pin: '12345' }, 'kept'],
        a: { b: { c: { d: { e: { phone: '333' } } } } },
      },
      'audited',
    );
    expect(lines[0]).toMatchObject({
      msg: 'audited',
      password: REDACTED,
      user: { Email: REDACTED, profile: { address: REDACTED } },
      list: [{ pin: REDACTED }, 'kept'],
      a: { b: { c: { d: { e: { phone: REDACTED } } } } },
    });
  });

  it("the logged object itself is left as it was: the caller's data is not the log's", () => {
    const { logger } = capturingLogger();
    const fields = { user: { email: 'a@b.it' }, items: [{ token: 't' }] };
    logger.info(fields, 'copy on write');
    expect(fields).toEqual({ user: { email: 'a@b.it' }, items: [{ token: 't' }] });
  });

  it("a child logger's sensitive bindings are redacted", () => {
    const { logger, lines } = capturingLogger();
    logger.child({ username: 'mario.rossi', requestId: 'r1' }).info('with bindings');
    expect(lines[0]).toMatchObject({ username: REDACTED, requestId: 'r1' });
  });

  it('an error with a sensitive field is written with its message and stack, the field redacted', () => {
    const { logger, lines } = capturingLogger();
    const error = Object.assign(new Error('duplicate'), { code: '23505', email: 'a@b.it' });
    logger.error({ err: error }, 'failed');
    expect(lines[0]!.err).toMatchObject({ type: 'Error', message: 'duplicate', code: '23505', email: REDACTED });
    expect(String((lines[0]!.err as { stack: string }).stack)).toContain('duplicate');
    expect(error.email).toBe('a@b.it');
  });

  it('a line with nothing sensitive comes back as the same object (no copy is made)', () => {
    const fields = { method: 'POST', route: '/api/marketplace/view/:id', status: 200, nested: { durationMs: 3 }, list: [1, 2] };
    expect(scrubSensitive(fields)).toBe(fields);
  });

  it('a request or any other class instance is left whole for the serializers, and a cycle ends', () => {
    class Request {
      headers = { cookie: 'sid=1' };
    }
    const request = new Request();
    expect(scrubSensitive({ req: request })).toEqual({ req: request });
    const cyclic: Record<string, unknown> = { secret: 's' };
    cyclic.self = cyclic;
    expect(scrubSensitive(cyclic)).toMatchObject({ secret: REDACTED });
  });
});
