import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { UploadStorage } from './upload-storage';

/** Makes a new, empty storage for each test, and tears it down. */
export type StorageFactory = { create: () => Promise<UploadStorage>; dispose?: () => Promise<void> };

/** Bytes that are not all alike, so a shifted or cut copy never compares equal. */
const bytesOf = (size: number) => randomBytes(size);

/**
 * The storage contract (ARCHITECTURE.md section 7) every adapter passes: same random names, same
 * name checks, bytes back exactly, deletes that tolerate a missing file. Run against the local
 * disk and against S3-compatible object storage.
 */
export const describeUploadStorageContract = (adapter: string, factory: () => StorageFactory) => {
  describe(`UploadStorage contract: ${adapter}`, () => {
    const { create, dispose } = factory();
    let storage: UploadStorage;
    beforeEach(async () => {
      storage = await create();
    });
    afterAll(async () => dispose?.());

    const read = async (stream: Readable | null) => (stream ? buffer(stream) : null);

    it('save gives a new random name of 32 hex digits and the extension, and the bytes come back exactly', async () => {
      const bytes = bytesOf(70_000);
      const first = await storage.save('practice-document', bytes, '.pdf');
      const second = await storage.save('practice-document', bytes, '.pdf');
      expect(first).toMatch(/^[0-9a-f]{32}\.pdf$/);
      expect(second).not.toBe(first);
      expect(await read(await storage.open('practice-document', first))).toEqual(bytes);
    });

    it('an empty file is stored and read back empty', async () => {
      const name = await storage.save('business-document', Buffer.alloc(0), '.docx');
      expect(await read(await storage.open('business-document', name))).toEqual(Buffer.alloc(0));
    });

    it('each purpose has its own folder: a name saved for one is not found under the other', async () => {
      const name = await storage.save('business-document', bytesOf(10), '.pdf');
      expect(await storage.open('practice-document', name)).toBeNull();
      expect(await storage.list('business-document')).toEqual([name]);
      expect(await storage.list('practice-document')).toEqual([]);
    });

    it('open answers null for an unknown name and for anything not of the stored shape (no path, no key outside)', async () => {
      expect(await storage.open('practice-document', `${'0'.repeat(32)}.pdf`)).toBeNull();
      for (const name of ['../secret.pdf', 'practice-documents/x.pdf', `${'a'.repeat(32)}.exe`, '']) {
        expect(await storage.open('practice-document', name)).toBeNull();
      }
    });

    it('an extension outside the known ones is refused at save', async () => {
      await expect(storage.save('practice-document', bytesOf(4), '.html')).rejects.toThrow('Not a stored file name');
    });

    it('remove deletes the file; removing it again is no error; a foreign name is refused', async () => {
      const name = await storage.save('practice-document', bytesOf(100), '.png');
      await storage.remove('practice-document', name);
      expect(await storage.open('practice-document', name)).toBeNull();
      expect(await storage.list('practice-document')).toEqual([]);
      await expect(storage.remove('practice-document', name)).resolves.toBeUndefined();
      await expect(storage.remove('practice-document', '../../etc/passwd')).rejects.toThrow('Not a stored file name');
    });

    it('restore streams a file back under its own name', async () => {
      const bytes = bytesOf(300_000);
      const name = `${'ab'.repeat(16)}.jpg`;
      await storage.restore('practice-document', name, Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]), bytes.length);
      expect(await read(await storage.open('practice-document', name))).toEqual(bytes);
      expect(await storage.list('practice-document')).toEqual([name]);
    });

    it("a copy kept beside a stored file comes back whole, is replaced by a later save, and goes with removeCopies (a buyer's watermarked PDF)", async () => {
      const source = await storage.save('practice-document', bytesOf(10), '.pdf');
      const other = await storage.save('practice-document', bytesOf(10), '.pdf');
      expect(await storage.openCopy(source, 'user-7')).toBeNull();
      const [first, second] = [bytesOf(50_000), bytesOf(40_000)];
      await storage.saveCopy(source, 'user-7', first);
      await storage.saveCopy(other, 'user-7', first);
      expect(await read(await storage.openCopy(source, 'user-7'))).toEqual(first);
      await storage.saveCopy(source, 'user-7', second);
      await storage.saveCopy(source, 'user-8', first);
      expect(await read(await storage.openCopy(source, 'user-7'))).toEqual(second);
      // Copies are not stored files: no purpose lists them, so backups leave them out.
      expect((await storage.list('practice-document')).sort()).toEqual([source, other].sort());
      await storage.removeCopies(source);
      expect(await storage.openCopy(source, 'user-7')).toBeNull();
      expect(await storage.openCopy(source, 'user-8')).toBeNull();
      expect(await read(await storage.openCopy(other, 'user-7'))).toEqual(first);
      await expect(storage.removeCopies(source)).resolves.toBeUndefined();
    });

    it("removeCopiesNamed deletes one user's copies of every file and leaves the others' (a user's erasure)", async () => {
      const [one, two] = [await storage.save('practice-document', bytesOf(10), '.pdf'), await storage.save('practice-document', bytesOf(10), '.pdf')];
      for (const source of [one, two]) for (const copy of ['user-7', 'user-70']) await storage.saveCopy(source, copy, bytesOf(100));
      await storage.removeCopiesNamed('user-7');
      for (const source of [one, two]) {
        expect(await storage.openCopy(source, 'user-7')).toBeNull();
        expect(await storage.openCopy(source, 'user-70')).not.toBeNull();
      }
      await expect(storage.removeCopiesNamed('user-7')).resolves.toBeUndefined();
    });

    it('copy names and their source names are checked before they reach a path or a key', async () => {
      const source = await storage.save('practice-document', bytesOf(10), '.pdf');
      await expect(storage.saveCopy(source, '../x', bytesOf(1))).rejects.toThrow('Not a copy name');
      await expect(storage.saveCopy('../../etc', 'user-1', bytesOf(1))).rejects.toThrow('Not a stored file name');
      await expect(storage.removeCopies('..')).rejects.toThrow('Not a stored file name');
    });

    it('list finds every file of a purpose', async () => {
      const names = await Promise.all(Array.from({ length: 30 }, () => storage.save('business-document', bytesOf(5), '.doc')));
      expect((await storage.list('business-document')).sort()).toEqual(names.sort());
    });
  });
};
