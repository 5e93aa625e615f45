import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { constants } from 'node:fs';
import { access, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ownerOnly } from '../data-dir/owner-only';
import { checkCopyName, checkStoredName, COPIES_FOLDER, folderOf, isStoredName, UploadStorage, type UploadPurpose } from './upload-storage';

/**
 * Files on disk under DATA_DIR/uploads, one folder per purpose. A name that comes from a
 * request is checked against the shape we create before it reaches a path, so no request path
 * can point elsewhere on the file system.
 */
export class LocalDiskUploadStorage extends UploadStorage {
  constructor(private readonly dataDir: string) {
    super();
  }

  folder(purpose: UploadPurpose): string {
    return join(this.dataDir, 'uploads', folderOf[purpose]);
  }

  async open(purpose: UploadPurpose, filename: string): Promise<Readable | null> {
    if (!isStoredName(filename)) return null;
    const path = this.pathOf(purpose, filename);
    const found = await stat(path).then(
      (s) => s.isFile(),
      () => false,
    );
    return found ? createReadStream(path) : null;
  }

  /** The uploads folder exists (or can be made) and this process may read and write it. */
  async assertReachable(): Promise<void> {
    const root = join(this.dataDir, 'uploads');
    await mkdir(root, { recursive: true, mode: ownerOnly.folder });
    await access(root, constants.R_OK | constants.W_OK);
  }

  async remove(purpose: UploadPurpose, filename: string): Promise<void> {
    await rm(this.pathOf(purpose, filename), { force: true });
  }

  async list(purpose: UploadPurpose): Promise<string[]> {
    const names = await readdir(this.folder(purpose)).catch(() => [] as string[]);
    return names.filter(isStoredName);
  }

  async openCopy(source: string, copy: string): Promise<Readable | null> {
    const path = join(this.copiesOf(source), checkCopyName(copy));
    const found = await stat(path).then(
      (s) => s.isFile(),
      () => false,
    );
    return found ? createReadStream(path) : null;
  }

  /** Written under a temporary name, then renamed: the rename is atomic, so a reader sees the old copy, none, or the whole new one. */
  async saveCopy(source: string, copy: string, bytes: Buffer): Promise<void> {
    const folder = this.copiesOf(source);
    await mkdir(folder, { recursive: true, mode: ownerOnly.folder });
    const temporary = join(folder, `.${randomBytes(8).toString('hex')}.tmp`);
    await writeFile(temporary, bytes, { flag: 'wx', mode: ownerOnly.file });
    await rename(temporary, join(folder, checkCopyName(copy))).catch(async (error: unknown) => {
      await rm(temporary, { force: true });
      throw error;
    });
  }

  async removeCopies(source: string): Promise<void> {
    await rm(this.copiesOf(source), { recursive: true, force: true });
  }

  async removeCopiesNamed(copy: string): Promise<void> {
    checkCopyName(copy);
    const sources = await readdir(join(this.dataDir, 'uploads', COPIES_FOLDER)).catch(() => [] as string[]);
    for (const source of sources.filter(isStoredName)) await rm(join(this.copiesOf(source), copy), { force: true });
  }

  /** 'wx': never overwrites, so a name clash fails instead of replacing someone's file. Owner-only, whatever the umask. */
  protected async write(purpose: UploadPurpose, filename: string, content: Buffer | Readable): Promise<void> {
    await mkdir(this.folder(purpose), { recursive: true, mode: ownerOnly.folder });
    const path = this.pathOf(purpose, filename);
    if (Buffer.isBuffer(content)) await writeFile(path, content, { flag: 'wx', mode: ownerOnly.file });
    else await pipeline(content, createWriteStream(path, { flags: 'wx', mode: ownerOnly.file }));
  }

  private copiesOf(source: string): string {
    return join(this.dataDir, 'uploads', COPIES_FOLDER, checkStoredName(source));
  }

  private pathOf(purpose: UploadPurpose, filename: string): string {
    return join(this.folder(purpose), checkStoredName(filename));
  }
}
