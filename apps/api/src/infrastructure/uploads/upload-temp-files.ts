import { randomBytes } from 'node:crypto';
import { chmod, mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Request } from 'express';
import multer from 'multer';

/** Where multipart files wait while their request runs: outside `uploads/`, so no backup or listing sees them. */
export const uploadTempFolder = (dataDir: string) => join(dataDir, 'upload-temp');

/** The folder, owner-only (0700), made if missing. */
const ensureFolder = async (folder: string) => {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await chmod(folder, 0o700);
};

/** An empty file only its owner may read, made before multer writes into it (its stream keeps the mode). */
const createOwnerOnly = async (path: string) => (await open(path, 'wx', 0o600)).close();

/**
 * multer's disk storage into `folder`, each file owner-only (0600) from its creation: a request's
 * files are streamed to disk instead of held in memory (10 x 5 MB each). multer removes what it
 * wrote when the upload fails; removeTempFiles the rest.
 */
export const tempFileStorage = (folder: string): multer.StorageEngine => {
  const created = new WeakMap<object, string>();
  const disk = multer.diskStorage({
    destination: (_req, _file, cb) =>
      void ensureFolder(folder).then(
        () => cb(null, folder),
        (e: Error) => cb(e, folder),
      ),
    filename: (_req, file, cb) => {
      const name = randomBytes(16).toString('hex');
      createOwnerOnly(join(folder, name)).then(
        () => {
          created.set(file, join(folder, name));
          cb(null, name);
        },
        (e: Error) => cb(e, name),
      );
    },
  });
  return {
    _handleFile: (req, file, cb) =>
      disk._handleFile(req, file, (error, info) => {
        // Failed before multer knew the path (the client left): multer cannot remove it, so we do.
        const orphan = error && !file.path ? created.get(file) : undefined;
        if (!orphan) return cb(error, info);
        void rm(orphan, { force: true }).finally(() => cb(error, info));
      }),
    _removeFile: (req, file, cb) => disk._removeFile(req, file, cb),
  };
};

/** The temporary files multer left on the request (`req.file`, `req.files`). */
const tempFilesOf = (req: Request): Express.Multer.File[] => {
  const files = req.files;
  const many = Array.isArray(files) ? files : Object.values(files ?? {}).flat();
  return [...(req.file ? [req.file] : []), ...many];
};

/** Once the answer is out, the request's temporary files go, whatever the outcome. */
export const removeTempFiles = async (req: Request): Promise<void> => {
  await Promise.all(tempFilesOf(req).map((file) => (file.path ? rm(file.path, { force: true }) : undefined)));
};

/** Leftovers of a process that stopped mid-request: files older than `cutoff`. */
export const removeStaleTempFiles = async (folder: string, cutoff: Date): Promise<string[]> => {
  const names = await readdir(folder).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    const path = join(folder, name);
    const old = await stat(path).then(
      (s) => s.isFile() && s.mtime < cutoff,
      () => false,
    );
    if (old) {
      await rm(path, { force: true });
      removed.push(name);
    }
  }
  return removed;
};
