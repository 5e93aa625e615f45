import { chmod, lstat, mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * DATA_DIR holds the session secret, live session ids (in PGlite's files and WAL), documents,
 * mails with reset links and the admin's generated password: none of it may be readable by
 * another local account. Folders are 0700 and files 0600.
 */
export const ownerOnly = { folder: 0o700, file: 0o600, umask: 0o077 } as const;

const GROUP_AND_OTHER = 0o077;

/**
 * Every file and folder this process creates from now on is its owner's only, whatever a library
 * asks for. Called first by the server and by every command-line tool; answers the previous umask.
 */
export const restrictNewFilesToOwner = (): number => process.umask(ownerOnly.umask);

/** A file or folder removed while the walk runs (PGlite's temporary files) is simply skipped. */
const unlessGone = <T>(operation: Promise<T>): Promise<T | undefined> =>
  operation.catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });

/**
 * Removes the group and other permission bits of `root` and of everything under it (symbolic
 * links are neither followed nor changed); answers the paths it had to change.
 */
export const tightenToOwner = async (root: string): Promise<string[]> => {
  const changed: string[] = [];
  const pending: { path: string; follow: boolean }[] = [{ path: root, follow: true }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const stats = await unlessGone(next.follow ? stat(next.path) : lstat(next.path));
    if (!stats || stats.isSymbolicLink()) continue;
    if ((stats.mode & GROUP_AND_OTHER) !== 0) {
      await unlessGone(chmod(next.path, stats.mode & 0o700));
      changed.push(next.path);
    }
    if (stats.isDirectory()) {
      for (const name of (await unlessGone(readdir(next.path))) ?? []) pending.push({ path: join(next.path, name), follow: false });
    }
  }
  return changed;
};

/**
 * At start: DATA_DIR exists and is owner-only. An existing folder that others could read (an
 * older version, a copy, a restore) is tightened, with a warning naming it.
 */
export const secureDataDir = async (dataDir: string, warn: (message: string) => void): Promise<void> => {
  await mkdir(dataDir, { recursive: true, mode: ownerOnly.folder });
  const loosened = await tightenToOwner(dataDir);
  if (loosened.length > 0) {
    warn(`DATA_DIR ${dataDir}: ${loosened.length} files or folders could be read by other local users; made owner-only (folders 0700, files 0600)`);
  }
};
