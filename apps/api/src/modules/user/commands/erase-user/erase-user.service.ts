import { Inject, Injectable } from '@nestjs/common';
import { userDecider, userStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';
import { DatabaseSessionStore } from '../../../../infrastructure/sessions/database-session-store';
import { UploadStorage, userCopyName } from '../../../../infrastructure/uploads/upload-storage';
import { LastActiveAdmin } from '../../last-active-admin';
import { removePersonalRows, type StoredUpload } from '../../personal-rows';

/**
 * Erases a user (issue 10 point 9, crypto-shredding): appends UserDeleted and
 * UserPersonalDataErased by the acting admin, destroys the user's personal-data key and, in
 * the same transaction, removes the person's rows from the ordinary tables: unique claims (the
 * username, VAT number and e-mail become free), password hash, reset tokens, uploaded files
 * (the practices' documents stay, under an erased name).
 * The users_view row goes with UserDeleted (its projection). After commit the sessions end and
 * the files leave the disk, with the watermarked copies kept for the user as a buyer. Erasing again appends nothing and repeats the clean-up, so an
 * interrupted erasure can be completed. The admin's delete-user use case calls this.
 */
@Injectable()
export class UserErasure {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly sessions: DatabaseSessionStore,
    private readonly storage: UploadStorage,
    private readonly lastActiveAdmin: LastActiveAdmin,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async erase(userId: number, adminId: number, context: RequestContext): Promise<void> {
    let uploads: StoredUpload[] = [];
    await this.executor.execute({
      decider: userDecider,
      streamId: userStreamId(userId),
      command: { type: 'EraseUser', data: { userId, at: this.clock().toISOString(), by: adminId } },
      context,
      alsoInTransaction: async (tx, events) => {
        await this.lastActiveAdmin.check(tx, userId, events);
        uploads = await removePersonalRows(tx, userId);
      },
    });
    await this.sessions.destroyUserSessions(userId);
    for (const upload of uploads) await this.storage.remove(upload.purpose, upload.filename);
    // The watermarked copies a buyer downloaded carry their company name.
    await this.storage.removeCopiesNamed(userCopyName(userId));
  }
}
