import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { practiceApiMessages, type PracticeResponse } from '@pratiche/contracts';
import { APP_CONFIG, type AppConfig } from '../../../infrastructure/config/app-config';
import { ApiError } from '../../../infrastructure/http/api-error';
import { MetricsService } from '../../../infrastructure/observability/metrics.service';
import { fingerprintOf } from '../../../infrastructure/uploads/file-fingerprint';
import { UploadStorage, userCopyName } from '../../../infrastructure/uploads/upload-storage';
import { uploadTempFolder } from '../../../infrastructure/uploads/upload-temp-files';
import type { UserView } from '../../identity/users.reader';
import { downloadsAsOwnerOrAdmin } from '../practice-access';
import { downloadFooter } from './download-footer';
import { PdfNotWatermarkable, PdfOverBudget } from './pdf-watermark';
import { PdfWorkers, PdfWorkTimedOut } from './pdf-workers';

/**
 * What a buyer's PDFs carry: the footer text and the time it names (also their modification
 * date), and the name of the copy kept for that buyer beside each stored file.
 */
export type Watermark = { text: string; at: Date; copy: string };

/** One file as it leaves: the SHA-256 and size of exactly the bytes sent (the access log records them). */
export type DeliveredFile = { filename: string; sha256: string; size: number; watermarked: boolean };

/** Why a buyer's PDF was not delivered: it is refused, never sent unmarked. */
const refusalOf = (error: unknown): ApiError | null => {
  if (error instanceof PdfNotWatermarkable) return new ApiError(422, practiceApiMessages.documentNotWatermarkable);
  if (error instanceof PdfOverBudget) return new ApiError(422, practiceApiMessages.documentOverPdfBudget);
  if (error instanceof PdfWorkTimedOut) return new ApiError(503, practiceApiMessages.watermarkTimedOut);
  return null;
};

const outcomeOf = (error: unknown) => (error instanceof PdfWorkTimedOut ? 'timed_out' : 'refused');

const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** Stored names carry the extension of the sniffed type, so this is the file's real type. */
const isPdf = (filename: string) => filename.endsWith('.pdf');

/**
 * The files of one zip or pack, prepared before its access is logged: buyers' PDFs watermarked
 * into owner-only temporary files (the upload temp folder, whose sweep removes what a crash
 * leaves), the others hashed from storage and opened again when the zip reads them (stored
 * files never change: names are random and written once). `dispose` once the zip is done.
 */
export class DeliveryBatch {
  private readonly copies = new Map<string, string>();
  readonly delivered = new Map<string, DeliveredFile>();

  constructor(
    private readonly storage: UploadStorage,
    private readonly folder: string,
  ) {}

  async open(filename: string): Promise<Readable | null> {
    const copy = this.copies.get(filename);
    return copy ? createReadStream(copy) : this.storage.open('practice-document', filename);
  }

  async keep(file: DeliveredFile, watermarked?: Uint8Array): Promise<void> {
    if (watermarked) {
      await mkdir(this.folder, { recursive: true, mode: 0o700 });
      await chmod(this.folder, 0o700);
      const path = join(this.folder, randomBytes(16).toString('hex'));
      this.copies.set(file.filename, path);
      await writeFile(path, watermarked, { mode: 0o600, flag: 'wx' });
    }
    this.delivered.set(file.filename, file);
  }

  async dispose(): Promise<void> {
    await Promise.all([...this.copies.values()].map((path) => rm(path, { force: true })));
    this.copies.clear();
  }
}

/**
 * Issue 30, watermarked downloads: what each download sends. The owner and admins get the stored
 * bytes; a buyer's PDFs get the footer 'Scaricato da {azienda} il {data e ora} - pratica n. {id}'
 * on every page and in their metadata; other types go as stored. Every file is ready, and its
 * SHA-256 known, before the access is logged and the first byte leaves.
 *
 * Watermarking runs on the PDF worker threads (`PdfWorkers`: budget checked again, time limit),
 * once per buyer and file: the copy is kept in storage beside the file (`openCopy`/`saveCopy`)
 * and every later download by that buyer sends those same bytes, first download's time
 * included. Two downloads of one copy at once on this instance share one watermarking.
 */
@Injectable()
export class DocumentDelivery {
  private readonly logger = new Logger('DocumentDelivery');
  private readonly tempFolder: string;
  private readonly making = new Map<string, Promise<Buffer | null>>();

  constructor(
    private readonly storage: UploadStorage,
    private readonly pdfs: PdfWorkers,
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.tempFolder = uploadTempFolder(config.dataDir);
  }

  watermarkFor(user: UserView, practice: PracticeResponse, at: Date): Watermark | null {
    if (downloadsAsOwnerOrAdmin(user, practice)) return null;
    return { text: downloadFooter(user.companyName, at, practice.id), at, copy: userCopyName(user.id) };
  }

  /**
   * One document, held in memory (uploads are at most 5 MB, so is a watermarked copy give or
   * take a few hundred bytes); null when storage lost it. A buyer's PDF that cannot be
   * watermarked: 422 `documentNotWatermarkable`, over `pdfBudget` 422 `documentOverPdfBudget`,
   * past the time limit 503 `watermarkTimedOut`.
   */
  async one(filename: string, watermark: Watermark | null): Promise<{ file: DeliveredFile; bytes: Buffer } | null> {
    const marked = watermark && isPdf(filename);
    const bytes = marked ? await this.refusedOr(filename, () => this.copyFor(filename, watermark)) : await this.stored(filename);
    if (!bytes) return null;
    return { file: { filename, sha256: sha256Of(bytes), size: bytes.length, watermarked: !!marked }, bytes };
  }

  private async refusedOr(filename: string, work: () => Promise<Buffer | null>): Promise<Buffer | null> {
    try {
      return await work();
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      this.logger.warn(`${filename}: ${(error as Error).message}; a buyer's download refused`);
      throw refusal;
    }
  }

  private async stored(filename: string): Promise<Buffer | null> {
    const content = await this.storage.open('practice-document', filename);
    return content ? buffer(content) : null;
  }

  /** The buyer's kept copy, else a new one made on a worker thread and kept; null when storage lost the file. */
  private copyFor(filename: string, watermark: Watermark): Promise<Buffer | null> {
    const key = `${filename}/${watermark.copy}`;
    const pending = this.making.get(key);
    if (pending) return pending;
    const work = this.keptOrMade(filename, watermark).finally(() => this.making.delete(key));
    this.making.set(key, work);
    return work;
  }

  private async keptOrMade(filename: string, { text, at, copy }: Watermark): Promise<Buffer | null> {
    const kept = await this.storage.openCopy(filename, copy);
    if (kept) {
      this.metrics.pdfWatermarks.inc({ outcome: 'reused' });
      return buffer(kept);
    }
    const stored = await this.stored(filename);
    return stored && this.make(filename, stored, text, at, copy);
  }

  private async make(filename: string, stored: Buffer, text: string, at: Date, copy: string): Promise<Buffer> {
    try {
      const marked = await this.pdfs.watermark(stored, text, at);
      const bytes = Buffer.from(marked.buffer, marked.byteOffset, marked.byteLength);
      await this.storage.saveCopy(filename, copy, bytes);
      this.metrics.pdfWatermarks.inc({ outcome: 'made' });
      return bytes;
    } catch (error) {
      if (refusalOf(error)) this.metrics.pdfWatermarks.inc({ outcome: outcomeOf(error) });
      throw error;
    }
  }

  /**
   * The files of a zip, one at a time, then `logAccess` with what will be delivered (before the
   * first byte leaves; when it fails the copies are removed). A file storage lost, or a buyer's
   * PDF that cannot be watermarked, is left out (logged): the rest of the zip still goes, and no
   * PDF goes unmarked.
   */
  async batch(
    filenames: readonly string[],
    watermark: Watermark | null,
    logAccess: (delivered: ReadonlyMap<string, DeliveredFile>) => Promise<void>,
  ): Promise<DeliveryBatch> {
    const batch = new DeliveryBatch(this.storage, this.tempFolder);
    try {
      for (const filename of filenames) await this.prepare(batch, filename, watermark);
      await logAccess(batch.delivered);
      return batch;
    } catch (error) {
      await batch.dispose();
      throw error;
    }
  }

  private async prepare(batch: DeliveryBatch, filename: string, watermark: Watermark | null) {
    const missing = () => this.logger.warn(`${filename} is missing from storage: left out of the download`);
    if (!watermark || !isPdf(filename)) {
      const content = await this.storage.open('practice-document', filename);
      return content ? batch.keep({ filename, watermarked: false, ...(await fingerprintOf(content)) }) : missing();
    }
    try {
      const bytes = await this.copyFor(filename, watermark);
      if (!bytes) return missing();
      await batch.keep({ filename, sha256: sha256Of(bytes), size: bytes.length, watermarked: true }, bytes);
    } catch (error) {
      if (!refusalOf(error)) throw error;
      this.logger.warn(`${filename}: ${(error as Error).message}; left out of a buyer's download`);
    }
  }
}
