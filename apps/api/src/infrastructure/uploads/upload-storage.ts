import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';

/** What a stored file is for; each purpose has its own folder (or key prefix). */
export type UploadPurpose = 'business-document' | 'practice-document' | 'account-document';

/** `account-document`: an account's typed documents for trading (issue 46: identity document, balance sheets). */
export const uploadPurposes: readonly UploadPurpose[] = ['business-document', 'practice-document', 'account-document'];

export const folderOf: Record<UploadPurpose, string> = {
  'business-document': 'business-documents',
  'practice-document': 'practice-documents',
  'account-document': 'account-documents',
};

/** The only names the storage ever creates: 32 hex digits and a known extension. */
const STORED_NAME = /^[0-9a-f]{32}\.(pdf|docx?|jpg|png)$/;

export const isStoredName = (filename: string) => STORED_NAME.test(filename);

/** A copy's name beside its stored file: lower-case letters, digits and dashes ('user-42'). */
const COPY_NAME = /^[a-z0-9-]{1,64}$/;

/** Refuses a copy name that could reach outside its folder or key prefix. */
export const checkCopyName = (name: string): string => {
  if (!COPY_NAME.test(name)) throw new Error(`Not a copy name: ${JSON.stringify(name)}`);
  return name;
};

/** The name of the copies made for one user (a buyer's watermarked PDFs): erasing the user removes them all. */
export const userCopyName = (userId: number) => `user-${userId}`;

/** Folder (or key prefix) of the copies made from stored practice documents, one sub-folder per stored file. */
export const COPIES_FOLDER = 'practice-document-copies';

/** Refuses a name that is not of the shape we create before it reaches a path or an object key. */
export const checkStoredName = (filename: string): string => {
  if (!isStoredName(filename)) throw new Error(`Not a stored file name: ${JSON.stringify(filename)}`);
  return filename;
};

/**
 * The storage port (ARCHITECTURE.md section 7): uploaded files under random names, outside any
 * web root. Adapters: the local disk (embedded default) and S3-compatible object storage
 * (several instances share it). The abstract class is also the Nest injection token.
 */
export abstract class UploadStorage {
  /** Writes the bytes under a new random name and returns that name. */
  async save(purpose: UploadPurpose, bytes: Buffer, extension: string): Promise<string> {
    const filename = checkStoredName(`${randomBytes(16).toString('hex')}${extension}`);
    await this.write(purpose, filename, bytes, bytes.length);
    return filename;
  }

  /** Streams a file on disk (an upload's temporary file) under a new random name and returns that name. */
  async saveFile(purpose: UploadPurpose, path: string, size: number, extension: string): Promise<string> {
    const filename = checkStoredName(`${randomBytes(16).toString('hex')}${extension}`);
    await this.write(purpose, filename, createReadStream(path), size);
    return filename;
  }

  /** Puts a file back under its own name (restore from a backup), streamed from `content`. */
  async restore(purpose: UploadPurpose, filename: string, content: Readable, size: number): Promise<void> {
    await this.write(purpose, checkStoredName(filename), content, size);
  }

  /** Readiness (`/readyz`): the storage answers and this process may read and write it. */
  abstract assertReachable(): Promise<void>;

  /** A read stream of a stored file, or null when the name is not ours or nothing is stored under it. */
  abstract open(purpose: UploadPurpose, filename: string): Promise<Readable | null>;

  /** Deletes a stored file; nothing happens when it is already gone. */
  abstract remove(purpose: UploadPurpose, filename: string): Promise<void>;

  /** The names stored for `purpose` (tests, and restore's check that the store is empty). */
  abstract list(purpose: UploadPurpose): Promise<string[]>;

  /**
   * A copy made from a stored practice document for one reader (a buyer's watermarked PDF), or
   * null when none was kept. Copies live beside the stored files (`COPIES_FOLDER/<file>/<copy>`),
   * are not in backups, and go with `removeCopies` when their file leaves storage.
   */
  abstract openCopy(source: string, copy: string): Promise<Readable | null>;

  /** Keeps a copy, whole or not at all (a reader never meets half a copy); the last of two writers wins. */
  abstract saveCopy(source: string, copy: string, bytes: Buffer): Promise<void>;

  /** Deletes every copy made from `source`; nothing happens when there is none. */
  abstract removeCopies(source: string): Promise<void>;

  /** Deletes the copies named `copy` of every file (a user's, at their erasure): walks every copy kept. */
  abstract removeCopiesNamed(copy: string): Promise<void>;

  /** Releases connections (command-line tools; the app closes the S3 adapter at shutdown). */
  close(): void {}

  /** Writes a new file; must refuse or never meet an existing name (names are random). */
  protected abstract write(purpose: UploadPurpose, filename: string, content: Buffer | Readable, size: number): Promise<void>;
}
