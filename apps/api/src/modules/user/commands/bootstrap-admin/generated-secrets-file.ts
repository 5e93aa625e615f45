import { mkdir, open } from 'node:fs/promises';
import { join } from 'node:path';
import { ownerOnly } from '../../../../infrastructure/data-dir/owner-only';

export const GENERATED_SECRETS_FILE = 'admin-credentials.txt';

/**
 * Writes the generated admin password and PIN to DATA_DIR, readable by its owner only (0600),
 * and returns the path. Not stdout: service managers keep the console in logs that others read.
 */
export const writeGeneratedSecrets = async (dataDir: string, lines: readonly string[]): Promise<string> => {
  await mkdir(dataDir, { recursive: true, mode: ownerOnly.folder });
  const path = join(dataDir, GENERATED_SECRETS_FILE);
  const file = await open(path, 'w', ownerOnly.file);
  try {
    // The mode of open() applies only to a new file: a file left by an earlier install is narrowed before it is written.
    await file.chmod(ownerOnly.file);
    await file.writeFile(`${lines.join('\n')}\n`);
  } finally {
    await file.close();
  }
  return path;
};
