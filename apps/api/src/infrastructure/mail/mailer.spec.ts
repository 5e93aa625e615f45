import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { Mailer, outboxDir } from './mailer';

// nodemailer loads with the first mail; the first load here fails, as a broken install would.
let mockFailedLoads = 0;
jest.mock('nodemailer', () => {
  if (mockFailedLoads++ === 0) throw new Error('nodemailer failed to load');
  return jest.requireActual('nodemailer');
});

describe('Mailer', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mailer-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('tries to load nodemailer again after a failed load, and shuts down cleanly', async () => {
    const mailer = new Mailer({ dataDir, mailFrom: 'noreply@example.test' } as AppConfig);
    const message = { to: 'buyer@example.test', subject: 'Prova', text: 'Ciao' };

    await expect(mailer.send(message)).rejects.toThrow('nodemailer failed to load');
    await mailer.send(message);

    expect(await readdir(outboxDir({ dataDir }))).toHaveLength(1);
    await expect(mailer.onApplicationShutdown()).resolves.toBeUndefined();
  });

  it('shuts down cleanly when no transport ever loaded', async () => {
    const mailer = new Mailer({ dataDir, mailFrom: 'noreply@example.test' } as AppConfig);
    await expect(mailer.onApplicationShutdown()).resolves.toBeUndefined();
  });
});
