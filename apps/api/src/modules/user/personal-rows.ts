import { userStreamId } from '@pratiche/domain';
import type { SqlExecutor } from '../../infrastructure/database/database';
import { destroyKey } from '../../infrastructure/personal-data/personal-data-keys';
import { ERASED_PERSONAL_DATA, personSubject } from '../../infrastructure/personal-data/personal-data.declaration';
import type { UploadPurpose } from '../../infrastructure/uploads/upload-storage';
import { removeTwoFactorSecrets } from './two-factor/two-factor-secrets';

export type StoredUpload = { filename: string; purpose: UploadPurpose };

/**
 * A user's erasure in the ordinary tables, inside the erasure's transaction: the personal-data
 * key, unique claims, password hash, reset tokens, two-factor secret and recovery codes and the
 * user's own uploads go; answers the
 * files to remove from storage after commit.
 */
export const removePersonalRows = async (tx: SqlExecutor, userId: number): Promise<StoredUpload[]> => {
  await destroyKey(tx, personSubject(userId));
  await tx.query('DELETE FROM unique_claims WHERE stream_id = $1', [userStreamId(userId)]);
  await tx.query('DELETE FROM user_credentials WHERE user_id = $1', [userId]);
  await tx.query('DELETE FROM password_reset_tokens WHERE user_id = $1', [userId]);
  await removeTwoFactorSecrets(tx, userId);
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
};
