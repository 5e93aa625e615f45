import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ownerOnly } from '../data-dir/owner-only';

/** `headers`: extra header lines, such as the saved searches' `List-Unsubscribe` (issue 31). */
export type MailMessage = { to: string; subject: string; text: string; headers?: Record<string, string> };

/** Where mails go without SMTP_URL: one .eml file per message, openable by any mail client. */
export const outboxDir = (config: Pick<AppConfig, 'dataDir'>) => join(config.dataDir, 'outbox');

/**
 * Sends mail through SMTP when SMTP_URL is set; otherwise writes each message to the outbox
 * folder, so password recovery works on a laptop without a mail server.
 */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly logger = new Logger('Mailer');
  /** Made with the first mail: nodemailer loads then, not when the app boots. */
  private transport?: Promise<Transporter>;
  private readonly pending = new Set<Promise<void>>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async send(message: MailMessage): Promise<void> {
    // A failed load is not kept: the next mail tries again instead of failing for good.
    this.transport ??= this.createTransport().catch((error: unknown) => {
      this.transport = undefined;
      throw error;
    });
    const info = await (await this.transport).sendMail({ from: this.config.mailFrom, ...message });
    if (!this.config.smtpUrl) await this.writeToOutbox(info.message as Buffer);
  }

  /**
   * Sends without making the caller wait: an answer that waited for SMTP would take longer
   * when the address exists, telling who has an account. Failures are logged.
   */
  sendInBackground(message: MailMessage): void {
    const sending = this.send(message)
      // SMTP errors quote the recipient's address: only the codes reach the log (no personal data).
      .catch((error: unknown) => this.logger.error(`Invio email non riuscito: ${smtpFailure(error)}`))
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  /** Resolves when every background send has finished (tests, shutdown). */
  async idle(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.idle();
    // A transport that never loaded has nothing to close, and must not fail the shutdown.
    (await this.transport?.catch(() => undefined))?.close();
  }

  private async createTransport(): Promise<Transporter> {
    const { createTransport } = await import('nodemailer');
    const { smtpUrl } = this.config;
    return smtpUrl ? createTransport(smtpUrl) : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  private async writeToOutbox(eml: Buffer): Promise<void> {
    const dir = outboxDir(this.config);
    // A mail holds a password-reset link: owner-only, whatever the umask.
    await mkdir(dir, { recursive: true, mode: ownerOnly.folder });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    await writeFile(join(dir, name), eml, { flag: 'wx', mode: ownerOnly.file });
  }
}

/** An SMTP failure by its codes (nodemailer's `code`, the server's `responseCode`), without its text. */
const smtpFailure = (error: unknown): string => {
  const { name, code, responseCode } = (error ?? {}) as { name?: unknown; code?: unknown; responseCode?: unknown };
  return [name, code, responseCode].filter((part) => part !== undefined).join(' ') || 'unknown error';
};
