import { Inject, Injectable, Logger } from '@nestjs/common';
import { adminUserMessages } from '@pratiche/contracts';
import { notFound, userDecider, userStreamId, validationError } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../infrastructure/clock/clock';
import { CommandExecutor } from '../../infrastructure/command-handling/command-executor';
import type { RequestContext } from '../../infrastructure/command-handling/request-context';
import type { SqlExecutor } from '../../infrastructure/database/database';
import { UploadStorage } from '../../infrastructure/uploads/upload-storage';
import { UploadedFiles } from '../../infrastructure/uploads/uploaded-files';

const PURPOSE = 'business-document';

/**
 * The admin's visura moves outside the upload (issue 7): attach an upload by name, or remove the
 * account's visura. The event and the rows of `uploaded_files` change in one transaction; the
 * files that leave are deleted from storage only after it commits, so a failed commit loses nothing.
 */
@Injectable()
export class BusinessDocuments {
  private readonly logger = new Logger('BusinessDocuments');

  constructor(
    private readonly executor: CommandExecutor,
    private readonly files: UploadedFiles,
    private readonly storage: UploadStorage,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Attaches an upload the admin made without naming the user and that nothing claimed yet; the
   * stored original name is the one recorded at upload. The previous visura leaves.
   */
  async attach(userId: number, filename: string, adminId: number, context: RequestContext): Promise<void> {
    const upload = await this.files.find(filename);
    if (!upload || upload.purpose !== PURPOSE) throw validationError(adminUserMessages.documentNotAvailable);
    let released: string[] = [];
    await this.executor.execute({
      decider: userDecider,
      streamId: userStreamId(userId),
      command: {
        type: 'AttachBusinessDocument',
        data: { userId, at: this.clock().toISOString(), by: adminId, document: { originalName: upload.originalName, filename } },
      },
      context,
      alsoInTransaction: async (tx) => {
        if (!(await this.claim(tx, filename, userId, adminId))) throw validationError(adminUserMessages.documentNotAvailable);
        released = await this.files.releaseClaimed(tx, userId, PURPOSE, filename);
      },
    });
    await this.removeFiles(released);
  }

  /**
   * Removes the account's visura ('Nessuna visura caricata', 404, when there is none); with
   * `expected`, only if it is still that file (a visura replaced meanwhile stays: 404).
   */
  async remove(userId: number, adminId: number, context: RequestContext, expected?: string): Promise<void> {
    let released: string[] = [];
    await this.executor.execute({
      decider: userDecider,
      streamId: userStreamId(userId),
      command: { type: 'RemoveBusinessDocument', data: { userId, at: this.clock().toISOString(), by: adminId } },
      context,
      alsoInTransaction: async (tx, events) => {
        if (expected && events.some((e) => e.type === 'BusinessDocumentRemoved' && e.data.filename !== expected)) {
          throw notFound(adminUserMessages.documentNotFound);
        }
        released = await this.files.releaseClaimed(tx, userId, PURPOSE, null);
      },
    });
    await this.removeFiles(released);
  }

  /** The conditional update is the lock: an upload goes to one account only. */
  private async claim(tx: SqlExecutor, filename: string, userId: number, adminId: number): Promise<boolean> {
    const { rowCount } = await tx.query(
      `UPDATE uploaded_files SET claimed_by_user = $2
       WHERE filename = $1 AND purpose = '${PURPOSE}' AND uploaded_by = $3 AND claimed_by_user IS NULL AND claimed_by_practice IS NULL`,
      [filename, userId, adminId],
    );
    return rowCount === 1;
  }

  /** After the commit: the change already succeeded, so a file left behind is logged, not answered. */
  private async removeFiles(filenames: readonly string[]): Promise<void> {
    for (const filename of filenames) {
      await this.storage.remove(PURPOSE, filename).catch((error) => this.logger.error(`Visura ${filename} non rimossa: ${String(error)}`));
    }
  }
}
