import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';

export type FileMode = { path: string; mode: number; folder: boolean };

/** Every file and folder under `root` (itself included) with its permission bits. */
export const modesUnder = async (root: string): Promise<FileMode[]> => {
  const stats = await lstat(root);
  const entry = { path: root, mode: stats.mode & 0o777, folder: stats.isDirectory() };
  if (!entry.folder) return [entry];
  return [entry, ...(await Promise.all((await readdir(root)).map((name) => modesUnder(join(root, name))))).flat()];
};
