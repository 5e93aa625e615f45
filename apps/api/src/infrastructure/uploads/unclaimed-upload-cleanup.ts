import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PeriodicTask } from '../lifecycle/periodic-task';
import { UploadedFiles } from './uploaded-files';
import { UploadStorage } from './upload-storage';

/** An upload that no registration and no practice used within this time is deleted. */
export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Anyone may upload a visura before registering, and sellers upload a practice's documents
 * before saving it, so files nobody claims must not pile up:
 * swept at start-up and every hour. The row goes first, then the file, so a file is never
 * served without its row. A shutdown waits for a sweep under way.
 */
@Injectable()
export class UnclaimedUploadCleanup implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('UnclaimedUploadCleanup');
  private readonly task = new PeriodicTask(() => this.sweep(), SWEEP_INTERVAL_MS, (e) => this.logger.error(String(e)));

  constructor(
    private readonly files: UploadedFiles,
    private readonly storage: UploadStorage,
  ) {}

  onApplicationBootstrap() {
    return this.task.start();
  }

  onApplicationShutdown() {
    return this.task.stop();
  }

  /** Deletes what was unclaimed for 24 hours at `now`; returns the deleted file names. */
  async sweep(now = new Date()): Promise<string[]> {
    const expired = await this.files.deleteUnclaimedBefore(new Date(now.getTime() - UNCLAIMED_UPLOAD_TTL_MS));
    for (const file of expired) await this.storage.remove(file.purpose, file.filename);
    return expired.map((f) => f.filename);
  }
}
