import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Mailer, outboxDir } from '../infrastructure/mail/mailer';
import type { TestApp } from './test-app';

/** A mail of the outbox as plain text: folded header lines joined, the quoted-printable body decoded (headers are not QP). */
export const decodedMail = (eml: string) => {
  const split = eml.search(/\r?\n\r?\n/);
  const headers = eml.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = eml
    .slice(split)
    .replace(/=\r?\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));
  return headers + body;
};

/** The outbox's file names now: pass them to `mailsTo` to read only the mails written after. */
export const outboxFiles = async (t: TestApp) => readdir(outboxDir(t.config)).catch(() => [] as string[]);

/** The mails to `userId` written since `before`, once `expected` have come (they are sent after commit). */
export const mailsTo = async (t: TestApp, userId: number, before: string[], expected: number): Promise<string[]> => {
  const { rows } = await t.database.query<{ email: string }>('SELECT email FROM users_view WHERE id = $1', [userId]);
  const read = async () => {
    await t.app.get(Mailer).idle();
    const created = (await outboxFiles(t)).filter((f) => !before.includes(f));
    const mails = await Promise.all(created.map(async (f) => decodedMail(await readFile(join(outboxDir(t.config), f), 'utf8'))));
    return mails.filter((m) => m.includes(`To: ${rows[0]!.email}`));
  };
  for (let i = 0; i < 20 && expected > 0; i++) {
    const mails = await read();
    if (mails.length >= expected) return mails;
    await sleep(250);
  }
  return read();
};

/**
 * The `List-Unsubscribe` header's URL of a mail, or null. Nodemailer folds long header lines, also
 * inside the URL; RFC 2369 tells readers to ignore whitespace within the angle brackets.
 */
export const listUnsubscribeUrl = (mail: string): string | null => {
  const match = /^List-Unsubscribe: <([^>]*)>/m.exec(mail);
  return match ? match[1]!.replace(/\s+/g, '') : null;
};
