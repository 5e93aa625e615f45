import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDiskUploadStorage } from './local-disk-upload-storage';
import { describeUploadStorageContract } from './upload-storage.spec-helper';

const folders: string[] = [];

describeUploadStorageContract('local disk (DATA_DIR/uploads)', () => ({
  create: async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'pratiche-storage-'));
    folders.push(dataDir);
    return new LocalDiskUploadStorage(dataDir);
  },
  dispose: async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  },
}));
