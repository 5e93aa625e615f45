import { mkdir, open } from 'node:fs/promises';
import { join } from 'node:path';

export const GENERATED_SECRETS_FILE = 'admin-credentials.txt';

/**
 * Writes the generated admin password and PIN to DATA_DIR, readable by its owner only (0600),
 * and returns the path. Not stdout: service managers keep the console in logs that others read.
 */
export const writeGeneratedSecrets = async (dataDir: string, lines: readonly string[]): Promise<string> => {
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, GENERATED_SECRETS_FILE);
  const file = await open(path, 'w', 0o600);
  try {
    // The mode of open() applies only to a new file: a file left by an earlier install is narrowed before it is written.
    await file.chmod(0o600);
    await file.writeFile(`${lines.join('\n')}\n`);
  } finally {
    await file.close();
  }
  return path;
};
