import { Inject, Injectable } from '@nestjs/common';
import { userDecider, userStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';
import type { SqlExecutor } from '../../../../infrastructure/database/database';
import { destroyKey } from '../../../../infrastructure/personal-data/personal-data-keys';
import { ERASED_PERSONAL_DATA, personSubject } from '../../../../infrastructure/personal-data/personal-data.declaration';
import { DatabaseSessionStore } from '../../../../infrastructure/sessions/database-session-store';
import { UploadStorage, type UploadPurpose } from '../../../../infrastructure/uploads/upload-storage';
import { LastActiveAdmin } from '../../last-active-admin';

type StoredUpload = { filename: string; purpose: UploadPurpose };

/**
 * Erases a user (issue 10 point 9, crypto-shredding): appends UserDeleted and
 * UserPersonalDataErased by the acting admin, destroys the user's personal-data key and, in
 * the same transaction, removes the person's rows from the ordinary tables: unique claims (the
 * username, VAT number and e-mail become free), password hash, reset tokens, uploaded files
 * (the practices' documents stay, under an erased name).
 * The users_view row goes with UserDeleted (its projection). After commit the sessions end and
 * the files leave the disk. Erasing again appends nothing and repeats the clean-up, so an
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
        uploads = await this.removePersonalRows(tx, userId);
      },
    });
    await this.sessions.destroyUserSessions(userId);
    for (const upload of uploads) await this.storage.remove(upload.purpose, upload.filename);
  }

  private async removePersonalRows(tx: SqlExecutor, userId: number): Promise<StoredUpload[]> {
    await destroyKey(tx, personSubject(userId));
    await tx.query('DELETE FROM unique_claims WHERE stream_id = $1', [userStreamId(userId)]);
    await tx.query('DELETE FROM user_credentials WHERE user_id = $1', [userId]);
    await tx.query('DELETE FROM password_reset_tokens WHERE user_id = $1', [userId]);
    // The user's visura, and what the user uploaded that nobody claimed; not what an admin
    // being erased uploaded for other users, nor the documents of the user's practices (buyers
    // who paid for them keep them).
    const { rows } = await tx.query<StoredUpload>(
      `DELETE FROM uploaded_files
       WHERE claimed_by_user = $1 OR (uploaded_by = $1 AND claimed_by_user IS NULL AND claimed_by_practice IS NULL)
       RETURNING filename, purpose`,
      [userId],
    );
    // The files of the user's practices stay for their buyers; the names the user gave them go.
    await tx.query('UPDATE uploaded_files SET original_name = $2 WHERE uploaded_by = $1 AND claimed_by_practice IS NOT NULL', [userId, ERASED_PERSONAL_DATA]);
    return rows;
  }
}
