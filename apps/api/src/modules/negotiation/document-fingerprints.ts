import { Inject, Injectable } from '@nestjs/common';
import { documentCategories, type DocumentFingerprint, type PracticeDocuments } from '@pratiche/domain';
import type { Database } from '../../infrastructure/database/database';
import { DATABASE } from '../../infrastructure/database/database.tokens';
import { fingerprintOf } from '../../infrastructure/uploads/file-fingerprint';
import { UploadStorage } from '../../infrastructure/uploads/upload-storage';

/**
 * What an offer records of the practice's documents (issue 29): the SHA-256 of each file it
 * holds as the offer is made, read from storage, so either party can later prove which papers
 * the price was agreed on. A file missing from storage is not present, so it is not listed.
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
    const fingerprints = await Promise.all(filenames.map((filename) => this.fingerprint(filename)));
    return fingerprints.filter((f): f is DocumentFingerprint => f !== null);
  }

  private async fingerprint(filename: string): Promise<DocumentFingerprint | null> {
    const content = await this.storage.open('practice-document', filename);
    return content === null ? null : { filename, sha256: (await fingerprintOf(content)).sha256 };
  }
}
