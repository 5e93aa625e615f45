import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { constants } from 'node:fs';
import { access, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** What a stored file is for; each purpose has its own folder. */
export type UploadPurpose = 'business-document' | 'practice-document';

const folderOf: Record<UploadPurpose, string> = { 'business-document': 'business-documents', 'practice-document': 'practice-documents' };

/** The only names the storage ever creates: 32 hex digits and a known extension. */
const STORED_NAME = /^[0-9a-f]{32}\.(pdf|docx?|jpg|png)$/;

export const isStoredName = (filename: string) => STORED_NAME.test(filename);

/**
 * Files on disk under DATA_DIR/uploads, outside any web root, under random names. A name that
 * comes from a request is checked against the shape we create before it reaches a path, so
 * no request path can point elsewhere on the file system.
 */
@Injectable()
export class UploadStorage {
  constructor(@Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'dataDir'>) {}

  folder(purpose: UploadPurpose): string {
    return join(this.config.dataDir, 'uploads', folderOf[purpose]);
  }

  /** Writes the bytes under a new random name and returns that name. */
  async save(purpose: UploadPurpose, bytes: Buffer, extension: string): Promise<string> {
    await mkdir(this.folder(purpose), { recursive: true });
    const filename = `${randomBytes(16).toString('hex')}${extension}`;
    await writeFile(this.pathOf(purpose, filename), bytes, { flag: 'wx' });
    return filename;
  }

  /** A read stream of a stored file, or null when it is not on disk. */
  async open(purpose: UploadPurpose, filename: string) {
    if (!isStoredName(filename)) return null;
    const path = this.pathOf(purpose, filename);
    const found = await stat(path).then((s) => s.isFile(), () => false);
    return found ? createReadStream(path) : null;
  }

  /** Readiness: the uploads folder exists (or can be made) and this process may read and write it. */
  async assertReachable(): Promise<void> {
    const root = join(this.config.dataDir, 'uploads');
    await mkdir(root, { recursive: true });
    await access(root, constants.R_OK | constants.W_OK);
  }

  async remove(purpose: UploadPurpose, filename: string): Promise<void> {
    await rm(this.pathOf(purpose, filename), { force: true });
  }

  private pathOf(purpose: UploadPurpose, filename: string): string {
    if (!isStoredName(filename)) throw new Error(`Not a stored file name: ${JSON.stringify(filename)}`);
    return join(this.folder(purpose), filename);
  }
}
