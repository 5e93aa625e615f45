import { Injectable } from '@nestjs/common';

/** Uploads a signed-in user may have running at once on this instance (each holds up to 50 MB of temporary files). */
export const MAX_UPLOADS_IN_FLIGHT = 2;

/** Counts the uploads running per user; memory of this instance, which is what they fill. */
@Injectable()
export class UploadsInFlight {
  private readonly running = new Map<number, number>();

  /** Takes a slot for `userId` and answers its release (idempotent), or null when all are taken. */
  tryStart(userId: number): (() => void) | null {
    const count = this.running.get(userId) ?? 0;
    if (count >= MAX_UPLOADS_IN_FLIGHT) return null;
    this.running.set(userId, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.running.get(userId) ?? 1) - 1;
      if (left > 0) this.running.set(userId, left);
      else this.running.delete(userId);
    };
  }
}
