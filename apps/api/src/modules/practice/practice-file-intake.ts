import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Inject, Injectable } from '@nestjs/common';
import { pdfBudget, practiceUploadMessages } from '@pratiche/contracts';
import { validationError } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../infrastructure/clock/clock';
import { fingerprintOf } from '../../infrastructure/uploads/file-fingerprint';
import { documentKinds, sniffFile, type DocumentKind } from '../../infrastructure/uploads/file-sniffer';
import { cleanOriginalName } from '../../infrastructure/uploads/original-name';
import { UploadStorage } from '../../infrastructure/uploads/upload-storage';
import type { UploadedFile } from '../../infrastructure/uploads/uploaded-files';
import { isOverBudget, PdfNotWatermarkable } from './document-delivery/pdf-watermark';
import { PdfWorkers, PdfWorkTimedOut } from './document-delivery/pdf-workers';

/** A file of the request, streamed to a temporary file (removed once the answer is out). */
export type ReceivedFile = { path: string; size: number; clientName: string };

/** A received file whose bytes passed the checks. */
export type CheckedFile = { file: ReceivedFile; originalName: string; kind: DocumentKind };

/**
 * The checks and the storing every practice document goes through, whichever route brings it
 * (`POST /api/upload`, the reconfirmation's extract): the type by its bytes, a PDF's pages and
 * objects (`pdfBudget`), then storage and the SHA-256 of the bytes.
 */
@Injectable()
export class PracticeFileIntake {
  constructor(
    private readonly storage: UploadStorage,
    private readonly pdfs: PdfWorkers,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Refuses with 400 'name: wrongType' a file of another kind, 'name: pdfOverBudget' a PDF over the budget. */
  async check(file: ReceivedFile, kinds: readonly DocumentKind[], wrongType: string): Promise<CheckedFile> {
    const originalName = cleanOriginalName(file.clientName, 'documento');
    const kind = await sniffFile(file.path, kinds);
    if (!kind) throw validationError(`${originalName}: ${wrongType}`);
    if (kind === 'pdf' && !(await this.withinBudget(file.path))) throw validationError(`${originalName}: ${practiceUploadMessages.pdfOverBudget}`);
    return { file, originalName, kind };
  }

  /** Stores a checked file and returns its `uploaded_files` record, unclaimed and not yet inserted. */
  async store({ file, originalName, kind }: CheckedFile, sellerId: number): Promise<UploadedFile> {
    const { mimeType, extension } = documentKinds[kind];
    const filename = await this.storage.saveFile('practice-document', file.path, file.size, extension);
    // Hashed once here, from the local temporary copy: an offer or a declaration records it without reading storage.
    const { sha256 } = await fingerprintOf(createReadStream(file.path));
    return {
      sha256,
      filename,
      originalName,
      mimeType,
      size: file.size,
      purpose: 'practice-document',
      uploadedAt: this.clock(),
      uploadedBy: sellerId,
      claimedByUser: null,
    };
  }

  /** Removes stored files whose records never made it into the database. */
  async discard(records: readonly UploadedFile[]): Promise<void> {
    for (const record of records) await this.storage.remove('practice-document', record.filename);
  }

  /**
   * A PDF within `pdfBudget` (counted in a worker thread; one that takes longer than the time
   * limit to count is over it). One pdf-lib cannot read passes, as before the budget: buyers are
   * refused it (422) and the owner still has it.
   */
  private async withinBudget(path: string): Promise<boolean> {
    try {
      return !isOverBudget(await this.pdfs.inspect(await readFile(path)), pdfBudget);
    } catch (error) {
      if (error instanceof PdfNotWatermarkable) return true;
      if (error instanceof PdfWorkTimedOut) return false;
      throw error;
    }
  }
}
