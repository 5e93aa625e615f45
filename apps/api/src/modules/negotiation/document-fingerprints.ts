import { Inject, Injectable } from '@nestjs/common';
import { documentCategories, type DocumentFingerprint, type PracticeDocuments } from '@pratiche/domain';
import type { Database } from '../../infrastructure/database/database';
import { DATABASE } from '../../infrastructure/database/database.tokens';
import { fingerprintOf } from '../../infrastructure/uploads/file-fingerprint';
import { UploadStorage } from '../../infrastructure/uploads/upload-storage';

type Row = { filename: string; sha256: string | null; known: boolean };

/**
 * What an offer records of the practice's documents (issue 29): the SHA-256 of each file it
 * holds as the offer is made, so either party can later prove which papers the price was agreed
 * on. The hashes are those taken at upload (`uploaded_files.sha256`, migration 0021): one query,
 * no storage read. A file stored before that migration is hashed from storage once, and its hash
 * kept; a file missing from storage is not present, so it is not listed.
 */
@Injectable()
export class DocumentFingerprints {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly storage: UploadStorage,
  ) {}

  async of(practiceId: number): Promise<DocumentFingerprint[]> {
    const { rows } = await this.db.query<{ documents: PracticeDocuments }>('SELECT documents FROM practices_view WHERE id = $1', [practiceId]);
    const filenames = rows[0] ? documentCategories.flatMap((c) => rows[0]!.documents[c].map((d) => d.filename)) : [];
    if (filenames.length === 0) return [];
    const recorded = await this.db.query<Row>(
      `SELECT f.filename, u.sha256, u.filename IS NOT NULL AS known
       FROM unnest($1::text[]) WITH ORDINALITY AS f(filename, n) LEFT JOIN uploaded_files u ON u.filename = f.filename
       ORDER BY f.n`,
      [filenames],
    );
    const fingerprints = await Promise.all(recorded.rows.map((row) => (row.sha256 ? { filename: row.filename, sha256: row.sha256 } : this.hashed(row))));
    return fingerprints.filter((f): f is DocumentFingerprint => f !== null);
  }

  /** A file stored before hashes were kept at upload: hashed from storage, and the hash kept for the next offer. */
  private async hashed({ filename, known }: Row): Promise<DocumentFingerprint | null> {
    const content = await this.storage.open('practice-document', filename);
    if (content === null) return null;
    const { sha256 } = await fingerprintOf(content);
    if (known) await this.db.query('UPDATE uploaded_files SET sha256 = $2 WHERE filename = $1 AND sha256 IS NULL', [filename, sha256]);
    return { filename, sha256 };
  }
}
