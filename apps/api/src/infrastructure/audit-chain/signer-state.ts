import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Checkpoint } from './checkpoint-writer';
import { checkpointFromFile, checkpointToJson } from './saved-checkpoint';

/** The file, in DATA_DIR, where the signer keeps the last checkpoint it signed (or verified and took over). */
export const SIGNER_STATE_FILE = 'audit-signer-state.json';

/** Where the signer remembers its last checkpoint, out of the database writer's reach. */
export type SignerState = {
  read(): Promise<Checkpoint | null>;
  write(checkpoint: Checkpoint): Promise<void>;
};

/**
 * The signer's memory as a file (owner-only, replaced atomically by a rename): the last signed
 * checkpoint as JSON, the same form `audit:verify --since` reads. A missing file is a signer
 * that has signed nothing yet.
 */
export const signerStateFile = (path: string): SignerState => ({
  async read() {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    return checkpointFromFile(text);
  },
  async write(checkpoint) {
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    const temporary = `${path}.${randomUUID()}.tmp`;
    await writeFile(temporary, `${JSON.stringify({ format: 'pratiche-audit-signer-state-v1', checkpoint: checkpointToJson(checkpoint) }, null, 2)}\n`, {
      mode: 0o600,
    });
    await rename(temporary, path);
  },
});

export const signerStatePath = (dataDir: string) => join(dataDir, SIGNER_STATE_FILE);
