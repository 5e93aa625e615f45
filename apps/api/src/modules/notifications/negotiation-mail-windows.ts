import { Inject, Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import type { NotificationKind } from '@pratiche/domain';
import { APP_CONFIG, type AppConfig } from '../../infrastructure/config/app-config';
import { Mailer } from '../../infrastructure/mail/mailer';
import { notificationMail, type MailableNotice } from '../../infrastructure/mail/notification-mails';

/** The negotiation's kinds (issue 29): a burst of steps on one practice makes one mail. */
export const negotiationMailKinds: ReadonlySet<NotificationKind> = new Set(['offerReceived', 'offerAnswered', 'closingUpdate']);

type Window = { email: string; latest: MailableNotice; steps: number; timer: NodeJS.Timeout };

/** The line added when a mail stands for several steps: the bell and the practice list them all. */
export const gatheredStepsLine = (others: number) =>
  `Nel frattempo la trattativa ha avuto ${others === 1 ? 'un altro aggiornamento' : `altri ${others} aggiornamenti`}: li trovi tutti nelle notifiche e nella pratica.`;

/**
 * Gathers the negotiation mails to one user about one practice: the first step opens a window
 * of NEGOTIATION_MAIL_WINDOW_SECONDS, each later step in it replaces the notice, and when it
 * closes one mail tells the latest step and how many came before it (30 offers made and
 * withdrawn in 3 seconds make one mail, not 60). The bell and the toast still get every step.
 * Windows are held by the instance that recorded the steps (each instance gathers its own);
 * a shutdown sends what is held before the mailer closes.
 */
@Injectable()
export class NegotiationMailWindows implements BeforeApplicationShutdown {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Mails the notice now (no window configured) or holds it in its user's and practice's window. */
  hold(userId: number, email: string, notice: MailableNotice): void {
    const seconds = this.config.negotiationMailWindowSeconds;
    if (seconds <= 0) return this.mailer.sendInBackground(notificationMail(email, notice, this.config.publicUrl));
    const key = `${userId}:${notice.practiceId}`;
    const open = this.windows.get(key);
    if (open) {
      Object.assign(open, { email, latest: notice, steps: open.steps + 1 });
      return;
    }
    const timer = setTimeout(() => this.close(key), seconds * 1000);
    timer.unref();
    this.windows.set(key, { email, latest: notice, steps: 1, timer });
  }

  /** How many steps the open window of this user and practice holds (0 when none is open). */
  held(userId: number, practiceId: number): number {
    return this.windows.get(`${userId}:${practiceId}`)?.steps ?? 0;
  }

  /** Closes every open window now, each with its one mail. */
  flush(): void {
    for (const key of [...this.windows.keys()]) this.close(key);
  }

  beforeApplicationShutdown(): void {
    this.flush();
  }

  private close(key: string): void {
    const window = this.windows.get(key);
    if (!window) return;
    this.windows.delete(key);
    clearTimeout(window.timer);
    const { email, latest, steps } = window;
    const notice = steps === 1 ? latest : { ...latest, message: `${latest.message}\n\n${gatheredStepsLine(steps - 1)}` };
    this.mailer.sendInBackground(notificationMail(email, notice, this.config.publicUrl));
  }
}
