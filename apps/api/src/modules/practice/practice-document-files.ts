import { Injectable, Logger } from '@nestjs/common';
import { practiceApiMessages, type PracticeDocumentsBody } from '@pratiche/contracts';
import {
  documentCategories,
  validationError,
  type DocumentCategory,
  type IncomingDocument,
  type IncomingDocuments,
  type PracticeDocuments,
  type PracticeEvent,
  type StoredDocument,
} from '@pratiche/domain';
import type { SqlExecutor } from '../../infrastructure/database/database';
import { isStoredName, UploadStorage } from '../../infrastructure/uploads/upload-storage';
import { type UploadedFile, UploadedFiles } from '../../infrastructure/uploads/uploaded-files';

/** One file as a request body names it, with its typing. */
type PracticeDocumentBody = NonNullable<PracticeDocumentsBody['societari']>[number];

/** What a practice already holds: only the names matter here, so any read of its documents will do. */
type HeldDocuments = Record<DocumentCategory, readonly StoredDocument[]>;

const noDocuments = (): HeldDocuments => ({ societari: [], fiscali: [] });

const filenamesOf = (documents: PracticeDocuments) => [...new Set(documentCategories.flatMap((c) => documents[c].map((d) => d.filename)))];

/**
 * The link between a practice's documents and the uploaded files: a practice may only name
 * files its seller uploaded and nobody else took (or that it already holds), under the name
 * recorded at upload; files leave storage once no practice holds them.
 */
@Injectable()
export class PracticeDocumentFiles {
  private readonly logger = new Logger('PracticeDocumentFiles');

  constructor(
    private readonly files: UploadedFiles,
    private readonly storage: UploadStorage,
  ) {}

  /**
   * The documents of a request with the original names recorded at upload (the client's are
   * labels it could change), each with the type and issue date sent beside it (the decider
   * checks them). `held` are the practice's current documents, which it may send back.
   */
  async resolve(incoming: PracticeDocumentsBody | undefined, uploaderId: number, held: HeldDocuments = noDocuments()): Promise<IncomingDocuments> {
    const heldNames = new Map(documentCategories.flatMap((c) => held[c].map((d) => [d.filename, d.originalName] as const)));
    const requested = documentCategories.flatMap((c) => (incoming?.[c] ?? []).map((d) => d.filename));
    if (requested.some((filename) => !isStoredName(filename))) throw validationError(practiceApiMessages.documentNotAvailable);
    const uploads = await this.files.findMany(
      requested.filter((f) => !heldNames.has(f)),
      'practice-document',
    );
    for (const upload of uploads) {
      if (upload.uploadedBy === uploaderId && upload.claimedByPractice == null) heldNames.set(upload.filename, upload.originalName);
    }
    const documents: IncomingDocuments = { societari: [], fiscali: [] };
    for (const category of documentCategories) {
      for (const { filename, docType, issuedOn } of incoming?.[category] ?? []) {
        const originalName = heldNames.get(filename);
        if (originalName === undefined) throw validationError(practiceApiMessages.documentNotAvailable);
        documents[category]!.push({ originalName, filename, docType, issuedOn });
      }
    }
    return documents;
  }

  /** One new upload of `uploaderId` (a replacement, issue 28), resolved as `resolve` does; its category is the replaced document's, so any will do here. */
  async resolveUpload(file: PracticeDocumentBody, uploaderId: number): Promise<IncomingDocument> {
    const { societari } = await this.resolve({ societari: [file] }, uploaderId);
    return societari![0]!;
  }

  /**
   * Inside the append transaction: the practice takes the files its events list, and forgets
   * the replaced ones. Refuses (rolling the events back) when another practice took a file first.
   * Returns the files to remove from storage after commit.
   */
  async claim(tx: SqlExecutor, practiceId: number, uploaderId: number, events: readonly PracticeEvent[]): Promise<string[]> {
    const removed: string[] = [];
    await this.files.lockClaimedByPractice(tx, practiceId);
    for (const event of events) {
      if (event.type !== 'PracticeSubmitted' && event.type !== 'PracticeDocumentsChanged') continue;
      if (event.type === 'PracticeDocumentsChanged') {
        const replaced = event.data.replaced.map((d) => d.filename);
        await this.files.deleteRows(tx, replaced);
        removed.push(...replaced);
      }
      const names = filenamesOf(event.data.documents);
      const claimed = await this.files.claimForPractice(tx, names, practiceId, uploaderId);
      if (claimed < names.length) throw validationError(practiceApiMessages.documentNotAvailable);
    }
    return removed;
  }

  /**
   * Appends to a practice with one file stored for it (`record`, the reconfirmation's extract or a
   * document the checklist adds): `append` runs the command with `alsoInTransaction`, which inserts
   * the file's row and lets the practice claim it, so a refusal or a failed append leaves no row
   * and the stored file is removed. Files the append replaced leave storage after commit.
   */
  async appendWithStoredFile(
    record: UploadedFile,
    practiceId: number,
    sellerId: number,
    append: (alsoInTransaction: (tx: SqlExecutor, events: readonly PracticeEvent[]) => Promise<void>) => Promise<unknown>,
  ): Promise<void> {
    let replaced: string[] = [];
    try {
      await append(async (tx, events) => {
        await this.files.insert(record, tx);
        replaced = await this.claim(tx, practiceId, sellerId, events);
      });
    } catch (error) {
      await this.storage.remove('practice-document', record.filename);
      throw error;
    }
    await this.removeFromStorage(replaced);
  }

  /**
   * After commit: drops files no practice holds any more, and the buyers' watermarked copies
   * made from them. A failure only leaves an orphan file behind.
   */
  async removeFromStorage(filenames: readonly string[]): Promise<void> {
    const warn = (filename: string) => (error: unknown) => this.logger.warn(`${filename}: ${String(error)}`);
    for (const filename of filenames) {
      await this.storage.remove('practice-document', filename).catch(warn(filename));
      await this.storage.removeCopies(filename).catch(warn(filename));
    }
  }
}
