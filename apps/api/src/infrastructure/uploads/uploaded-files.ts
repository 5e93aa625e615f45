import { Inject, Injectable } from '@nestjs/common';
import type { Database, SqlExecutor } from '../database/database';
import { DATABASE } from '../database/database.tokens';
import type { UploadPurpose } from './upload-storage';

/** First key of the per-user advisory lock of unclaimedBytesOf (any constant no other lock uses). */
const UNCLAIMED_BYTES_LOCK = 7_342_002;

export type UploadedFile = {
  filename: string;
  originalName: string;
  mimeType: string;
  size: number;
  purpose: UploadPurpose;
  uploadedAt: Date;
  uploadedBy: number | null;
  claimedByUser: number | null;
  /** The practice whose documents include the file; unset until a practice names it. */
  claimedByPractice?: number | null;
  /** SHA-256 of the stored bytes, hashed at upload (practice documents; migration 0021). */
  sha256?: string | null;
};

type Row = {
  filename: string;
  original_name: string;
  mime_type: string;
  size: number;
  purpose: UploadPurpose;
  uploaded_at: Date;
  uploaded_by: number | null;
  claimed_by_user: number | null;
  claimed_by_practice: number | null;
  sha256: string | null;
};

const toFile = (r: Row): UploadedFile => ({
  filename: r.filename,
  originalName: r.original_name,
  mimeType: r.mime_type,
  size: r.size,
  purpose: r.purpose,
  uploadedAt: new Date(r.uploaded_at),
  uploadedBy: r.uploaded_by,
  claimedByUser: r.claimed_by_user,
  claimedByPractice: r.claimed_by_practice,
  sha256: r.sha256,
});

/** The `uploaded_files` table: what was stored, by whom, and which user it now belongs to. */
@Injectable()
export class UploadedFiles {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(file: UploadedFile, tx: SqlExecutor = this.db): Promise<void> {
    await tx.query(
      `INSERT INTO uploaded_files (filename, original_name, mime_type, size, purpose, uploaded_at, uploaded_by, claimed_by_user, sha256)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [file.filename, file.originalName, file.mimeType, file.size, file.purpose, file.uploadedAt, file.uploadedBy, file.claimedByUser, file.sha256 ?? null],
    );
  }

  async find(filename: string, tx: SqlExecutor = this.db): Promise<UploadedFile | null> {
    const { rows } = await tx.query<Row>('SELECT * FROM uploaded_files WHERE filename = $1', [filename]);
    return rows[0] ? toFile(rows[0]) : null;
  }

  /**
   * Gives an anonymous, still unclaimed upload to `userId`; false when someone else claimed it
   * first. The conditional update is the lock: two registrations cannot both take one file.
   */
  async claimAnonymous(tx: SqlExecutor, filename: string, purpose: UploadPurpose, userId: number): Promise<boolean> {
    const { rowCount } = await tx.query(
      `UPDATE uploaded_files SET claimed_by_user = $3
       WHERE filename = $1 AND purpose = $2 AND uploaded_by IS NULL AND claimed_by_user IS NULL`,
      [filename, purpose, userId],
    );
    return rowCount === 1;
  }

  /**
   * Deletes the rows of the files of `purpose` that belong to `userId`, except `keep`, and
   * returns their names. Called in the transaction that replaces or removes the user's file:
   * the caller deletes the files themselves only after that transaction commits, so a failed
   * commit leaves both row and file in place.
   */
  async releaseClaimed(tx: SqlExecutor, userId: number, purpose: UploadPurpose, keep: string | null): Promise<string[]> {
    const { rows } = await tx.query<{ filename: string }>(
      `DELETE FROM uploaded_files WHERE claimed_by_user = $1 AND purpose = $2 AND filename IS DISTINCT FROM $3 RETURNING filename`,
      [userId, purpose, keep],
    );
    return rows.map((r) => r.filename);
  }

  /**
   * As `releaseClaimed`, keeping every name in `keep`: the account's documents (issue 46), where
   * an upload replaces only the file of its kind and year, so the files still current are kept.
   */
  async releaseClaimedExcept(tx: SqlExecutor, userId: number, purpose: UploadPurpose, keep: readonly string[]): Promise<string[]> {
    const { rows } = await tx.query<{ filename: string }>(
      `DELETE FROM uploaded_files WHERE claimed_by_user = $1 AND purpose = $2 AND NOT (filename = ANY($3)) RETURNING filename`,
      [userId, purpose, keep],
    );
    return rows.map((r) => r.filename);
  }

  async findMany(filenames: readonly string[], purpose: UploadPurpose): Promise<UploadedFile[]> {
    const { rows } = await this.db.query<Row>('SELECT * FROM uploaded_files WHERE filename = ANY($1) AND purpose = $2', [filenames, purpose]);
    return rows.map(toFile);
  }

  /**
   * Gives the files to a practice: each must be one it already holds, or an upload of
   * `uploaderId` that nothing claimed yet. Returns how many rows qualified; the caller refuses
   * (and rolls back) when that is fewer than it named. The conditional update is the lock.
   */
  async claimForPractice(tx: SqlExecutor, filenames: readonly string[], practiceId: number, uploaderId: number): Promise<number> {
    if (filenames.length === 0) return 0;
    const { rowCount } = await tx.query(
      `UPDATE uploaded_files SET claimed_by_practice = $2
       WHERE filename = ANY($1) AND purpose = 'practice-document'
         AND (claimed_by_practice = $2 OR (claimed_by_practice IS NULL AND claimed_by_user IS NULL AND uploaded_by = $3))`,
      [filenames, practiceId, uploaderId],
    );
    return rowCount;
  }

  /**
   * Locks the rows of the files a practice holds, in one order, before a change deletes some and
   * claims others: two changes of one practice then wait for each other instead of deadlocking.
   */
  async lockClaimedByPractice(tx: SqlExecutor, practiceId: number): Promise<void> {
    await tx.query('SELECT filename FROM uploaded_files WHERE claimed_by_practice = $1 ORDER BY filename FOR UPDATE', [practiceId]);
  }

  /** Forgets files that are about to leave storage (a deleted or replaced document). */
  async deleteRows(tx: SqlExecutor, filenames: readonly string[]): Promise<void> {
    if (filenames.length > 0) await tx.query('DELETE FROM uploaded_files WHERE filename = ANY($1)', [filenames]);
  }

  /** Forgets every file a practice held (the practice is deleted) and returns their names. */
  async deleteClaimedByPractice(tx: SqlExecutor, practiceId: number): Promise<string[]> {
    const { rows } = await tx.query<{ filename: string }>('DELETE FROM uploaded_files WHERE claimed_by_practice = $1 RETURNING filename', [practiceId]);
    return rows.map((r) => r.filename);
  }

  /**
   * Bytes `userId` uploaded that no practice and no user took yet. Inside `tx` it first takes the
   * user's advisory lock, so two uploads of one user check and insert one after the other.
   */
  async unclaimedBytesOf(userId: number, tx: SqlExecutor = this.db, lock = false): Promise<number> {
    if (lock) await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [UNCLAIMED_BYTES_LOCK, userId]);
    const { rows } = await tx.query<{ bytes: string | null }>(
      'SELECT sum(size) AS bytes FROM uploaded_files WHERE uploaded_by = $1 AND claimed_by_practice IS NULL AND claimed_by_user IS NULL',
      [userId],
    );
    return Number(rows[0]?.bytes ?? 0);
  }

  /** Removes the rows of uploads that no user and no practice claimed, older than `cutoff`, and returns them. */
  async deleteUnclaimedBefore(cutoff: Date): Promise<UploadedFile[]> {
    const { rows } = await this.db.query<Row>(
      'DELETE FROM uploaded_files WHERE claimed_by_user IS NULL AND claimed_by_practice IS NULL AND uploaded_at < $1 RETURNING *',
      [cutoff],
    );
    return rows.map(toFile);
  }
}
