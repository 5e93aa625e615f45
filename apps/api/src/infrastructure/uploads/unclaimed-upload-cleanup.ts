import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../clock/clock';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PeriodicJob } from '../lifecycle/periodic-job';
import { UploadStorage } from './upload-storage';
import { removeStaleTempFiles, uploadTempFolder } from './upload-temp-files';
import { UploadedFiles } from './uploaded-files';

/**
 * An upload that no registration and no practice used within this time is deleted: long enough
 * to fill in a form, short enough that files nobody wants do not fill the disk or the bucket.
 */
export const UNCLAIMED_UPLOAD_TTL_MS = 60 * 60 * 1000;
/** So an unclaimed file outlives its hour by 10 minutes at most. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Anyone may upload a visura before registering, and sellers upload a practice's documents
 * before saving it, so files nobody claims must not pile up:
 * swept at start-up and every 10 minutes, with the temporary files a stopped process left
 * behind. The row goes first, then the file, so a file is never served without its row. A
 * shutdown waits for a sweep under way.
 */
@Injectable()
export class UnclaimedUploadCleanup extends PeriodicJob {
  constructor(
    private readonly files: UploadedFiles,
    private readonly storage: UploadStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super('UnclaimedUploadCleanup', { intervalMs: SWEEP_INTERVAL_MS, awaitFirstRun: true });
  }

  runOnce() {
    return this.sweep();
  }

  /** Deletes what was unclaimed for an hour at `now`; returns the deleted file names. */
  async sweep(now = this.clock()): Promise<string[]> {
    const cutoff = new Date(now.getTime() - UNCLAIMED_UPLOAD_TTL_MS);
    const expired = await this.files.deleteUnclaimedBefore(cutoff);
    for (const file of expired) await this.storage.remove(file.purpose, file.filename);
    // A request's temporary files go when it ends: older ones belong to no running request.
    await removeStaleTempFiles(uploadTempFolder(this.config.dataDir), cutoff);
    return expired.map((f) => f.filename);
  }
}
