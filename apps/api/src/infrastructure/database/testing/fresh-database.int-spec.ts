import { Client } from 'pg';
import { itOnServer } from '../../../testing/database-backends';
import { createFreshDatabase, createPreparedDatabase } from './fresh-database';

/** Only the server mode has a pool to close; PGlite has no connections. */

describe('createFreshDatabase', () => {
  afterEach(() => jest.restoreAllMocks());

  itOnServer('close() ends every pooled connection before dropping the database, so none dies with an idle connection error', async () => {
    const end = Client.prototype.end;
    let closing = 0;
    // The pool ends its connections with a callback; the admin connection awaits its promise instead.
    jest.spyOn(Client.prototype, 'end').mockImplementation(function (this: Client, callback?: (error?: Error) => void) {
      if (!callback) return (end as (this: Client) => Promise<void>).call(this);
      closing++;
      return end.call(this, (error?: Error) => {
        closing--;
        callback(error);
      }) as never;
    } as Client['end']);
    const query = Client.prototype.query;
    let closingAtDrop: number | undefined;
    jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
      if (typeof args[0] === 'string' && args[0].startsWith('DROP DATABASE')) closingAtDrop = closing;
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as never);
    const errors = jest.spyOn(console, 'error');

    const db = await createFreshDatabase();
    // Several connections at once, so the pool holds more than one when it closes.
    await Promise.all(Array.from({ length: 8 }, () => db.query('SELECT pg_sleep(0.02)')));
    await db.close();

    expect(closingAtDrop).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(errors).not.toHaveBeenCalledWith(expect.stringContaining('idle connection error'), expect.anything());
  });

  it('createPreparedDatabase prepares once per run and gives each caller its own copy: what one writes the next does not see', async () => {
    let prepared = 0;
    const prepare = async (db: { exec: (sql: string) => Promise<void> }) => {
      prepared++;
      await db.exec('CREATE TABLE prepared_rows (n int)');
    };
    const first = await createPreparedDatabase('probe', prepare);
    const second = await createPreparedDatabase('probe', prepare);
    try {
      await first.query('INSERT INTO prepared_rows VALUES (1)');
      expect((await second.query('SELECT n FROM prepared_rows')).rows).toEqual([]);
      expect(prepared).toBe(1);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
