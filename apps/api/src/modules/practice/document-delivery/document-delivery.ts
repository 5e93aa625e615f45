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
import { fingerprintOf } from '../../../infrastructure/uploads/file-fingerprint';
import { UploadStorage } from '../../../infrastructure/uploads/upload-storage';
import { uploadTempFolder } from '../../../infrastructure/uploads/upload-temp-files';
import type { UserView } from '../../identity/users.reader';
import { downloadsAsOwnerOrAdmin } from '../practice-access';
import { downloadFooter } from './download-footer';
import { PdfNotWatermarkable, watermarkPdf } from './pdf-watermark';

/** What a buyer's PDFs carry: the footer text and the time it names (also their modification date). */
export type Watermark = { text: string; at: Date };

/** One file as it leaves: the SHA-256 and size of exactly the bytes sent (the access log records them). */
export type DeliveredFile = { filename: string; sha256: string; size: number; watermarked: boolean };

/** A buyer's PDF that cannot be watermarked is refused, never sent unmarked. */
export const notWatermarkable = () => new ApiError(422, practiceApiMessages.documentNotWatermarkable);

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
 */
@Injectable()
export class DocumentDelivery {
  private readonly logger = new Logger('DocumentDelivery');
  private readonly tempFolder: string;

  constructor(
    private readonly storage: UploadStorage,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.tempFolder = uploadTempFolder(config.dataDir);
  }

  watermarkFor(user: UserView, practice: PracticeResponse, at: Date): Watermark | null {
    return downloadsAsOwnerOrAdmin(user, practice) ? null : { text: downloadFooter(user.companyName, at, practice.id), at };
  }

  /**
   * One document, held in memory (uploads are at most 5 MB, so is a watermarked copy give or
   * take a few hundred bytes); null when storage lost it. A buyer's PDF that cannot be
   * watermarked: 422 `documentNotWatermarkable`.
   */
  async one(filename: string, watermark: Watermark | null): Promise<{ file: DeliveredFile; bytes: Buffer } | null> {
    const content = await this.storage.open('practice-document', filename);
    if (!content) return null;
    const stored = await buffer(content);
    const marked = watermark && isPdf(filename);
    const bytes = marked ? Buffer.from(await this.watermarked(stored, watermark, filename)) : stored;
    return { file: { filename, sha256: sha256Of(bytes), size: bytes.length, watermarked: !!marked }, bytes };
  }

  private async watermarked(stored: Buffer, { text, at }: Watermark, filename: string): Promise<Uint8Array> {
    try {
      return await watermarkPdf(stored, text, at);
    } catch (error) {
      if (!(error instanceof PdfNotWatermarkable)) throw error;
      this.logger.warn(`${filename}: ${error.message}; a buyer's download refused`);
      throw notWatermarkable();
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
    const content = await this.storage.open('practice-document', filename);
    if (!content) return this.logger.warn(`${filename} is missing from storage: left out of the download`);
    if (!watermark || !isPdf(filename)) return batch.keep({ filename, watermarked: false, ...(await fingerprintOf(content)) });
    try {
      const bytes = await watermarkPdf(await buffer(content), watermark.text, watermark.at);
      await batch.keep({ filename, sha256: sha256Of(bytes), size: bytes.length, watermarked: true }, bytes);
    } catch (error) {
      if (!(error instanceof PdfNotWatermarkable)) throw error;
      this.logger.warn(`${filename}: ${error.message}; left out of a buyer's download`);
    }
  }
}
