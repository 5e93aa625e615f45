import { lstat, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { apiRoutes } from '@pratiche/contracts';
import AdmZip from 'adm-zip';
import { appComposition } from '../../app.composition';
import { allProjections } from '../../app.projections';
import { UserErasure } from '../../modules/user/commands/erase-user/erase-user.service';
import { signIn, signInAsAdmin, registerUser, type RegisteredUser } from '../../testing/accounts';
import { sessionCookie } from '../../testing/cookies';
import { jpegBuffer, pdfBuffer, pngBuffer } from '../../testing/documents';
import { modesUnder } from '../../testing/file-modes';
import { createSeller, practiceBody, reviewPractice, submitPractice, uploadPracticeFiles } from '../../testing/practices';
import { startS3Server, type TestS3Server } from '../../testing/s3-server';
import { createTestApp, startTestApp, type TestApp } from '../../testing/test-app';
import { systemContext } from '../command-handling/request-context';
import type { Database } from '../database/database';
import { createFreshDatabase } from '../database/testing/fresh-database';
import { CatchUpSubscription } from '../event-store/catch-up-subscription';
import type { RecordedEvent } from '../event-store/event-store.types';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { waitForOtherTransactions } from '../event-store/testing/other-transactions';
import { verifyProjections } from '../projections/verify-projections';
import { S3UploadStorage } from '../uploads/s3-upload-storage';
import { UploadStorage } from '../uploads/upload-storage';
import { readManifest, tablePath } from './backup-format';
import { restoreBackup } from './restore-backup';
import { writeBackup } from './write-backup';

const ADMIN_ID = 1;
const SUBSCRIPTION = 'backup-test-processor';
const backupTime = new Date('2026-03-04T05:06:07.000Z');

/** A processor that had handled part of the log when the backup was taken. */
const subscription = (db: Database, handled: RecordedEvent[], batchSize = 1000) =>
  new CatchUpSubscription(db, new PostgresEventStore(db), SUBSCRIPTION, async (events) => void handled.push(...events), { batchSize, pollIntervalMs: 50 });

const readModel = async (db: Database, table: string) => (await db.query(`SELECT * FROM ${table}`)).rows.map((row) => JSON.stringify(row)).sort();

describe('npm run backup / npm run restore (issue 11 "Backups"): a backup restored into a new database and store', () => {
  let source: TestApp;
  let restored: TestApp;
  let s3: TestS3Server;
  let backupRoot: string;
  let folder: string;
  let sellerCookie: string;
  let seller: RegisteredUser;
  let practiceIds: number[];
  const practiceFiles = { statuto: pdfBuffer(150_000), foto: jpegBuffer(), planimetria: pngBuffer() };
  let handledBeforeBackup: RecordedEvent[];

  beforeAll(async () => {
    source = await createTestApp();
    s3 = await startS3Server();
    backupRoot = await mkdtemp(join(tmpdir(), 'pratiche-backup-'));
    folder = join(backupRoot, 'nightly');
    // The scenario: active and pending users, an erased one, practices with documents, reviews.
    seller = await createSeller(source);
    await registerUser(source);
    const erased = await createSeller(source);
    await source.app.get(UserErasure).erase(erased.user.id, ADMIN_ID, { ...systemContext(), actorId: ADMIN_ID });
    const files = await uploadPracticeFiles(seller.agent, [
      { bytes: practiceFiles.statuto, name: 'statuto.pdf' },
      { bytes: practiceFiles.foto, name: 'foto.jpg' },
    ]);
    const [planimetria] = await uploadPracticeFiles(seller.agent, [{ bytes: practiceFiles.planimetria, name: 'planimetria.png' }], 'fiscali');
    const approved = (await seller.agent.post(apiRoutes.practices).send(practiceBody({ documents: { societari: files, fiscali: [planimetria!] } }))).body;
    await reviewPractice(source, approved.id, 'approved');
    const rejected = await submitPractice(seller.agent, { societari: ['atto.pdf'] });
    await reviewPractice(source, rejected.id, 'rejected', 'Documentazione incompleta');
    const pending = await submitPractice(seller.agent, { fiscali: ['bilancio.pdf'] });
    practiceIds = [approved.id, rejected.id, pending.id];
    // A processor stopped halfway through the log.
    handledBeforeBackup = [];
    await waitForOtherTransactions(source.database);
    await subscription(source.database, handledBeforeBackup, 5).processNextBatch();

    // A live session at the time of the backup.
    sellerCookie = sessionCookie(await source.request().post(apiRoutes.login).send({ username: seller.body.username, password: seller.password }));

    // However permissive the umask of the process that takes it.
    const previousUmask = process.umask(0o022);
    try {
      await writeBackup(source.database, source.app.get(UploadStorage), folder, allProjections, () => backupTime);
    } finally {
      process.umask(previousUmask);
    }

    // The target: a new database, and a new bucket instead of the source's disk.
    const database = await createFreshDatabase();
    const dataDir = await mkdtemp(join(tmpdir(), 'pratiche-restored-'));
    const storage = new S3UploadStorage(s3.config());
    try {
      await restoreBackup(database, storage, folder, appComposition);
    } finally {
      storage.close();
    }
    restored = await startTestApp(database, dataDir, { config: { s3: s3.config() } });
  });

  afterAll(async () => {
    await restored?.close();
    await source?.close();
    await s3?.close();
    await rm(backupRoot, { recursive: true, force: true });
  });

  it('the manifest lists the log, the secret and key tables, every stored document, and no read model', async () => {
    const manifest = await readManifest(folder);
    expect(manifest.createdAt).toBe(backupTime.toISOString());
    const tables = manifest.tables.map((t) => t.name);
    for (const table of ['events', 'user_credentials', 'admin_pin', 'app_secrets', 'personal_data_keys', 'unique_claims', 'uploaded_files']) {
      expect(tables).toContain(table);
    }
    for (const table of ['users_view', 'practices_view', 'projection_versions', 'schema_migrations']) expect(tables).not.toContain(table);
    const stored = await source.database.query<{ n: number }>('SELECT count(*)::int AS n FROM uploaded_files');
    expect(manifest.documents).toHaveLength(stored.rows[0]!.n);
    expect(manifest.missingDocuments).toEqual([]);
  });

  it('production safety 2: the backup folder is 0700 and every folder and file in it owner-only (0700 / 0600)', async () => {
    const entries = await modesUnder(folder);
    expect(entries.length).toBeGreaterThan(10);
    for (const entry of entries) expect([entry.path, entry.mode.toString(8)]).toEqual([entry.path, entry.folder ? '700' : '600']);
  });

  it('production safety 2: live sessions are left out of the backup, and after a restore no session is valid', async () => {
    expect((await readManifest(folder)).tables.map((t) => t.name)).not.toContain('sessions');
    await expect(lstat(tablePath(folder, 'sessions'))).rejects.toThrow('ENOENT');
    expect((await source.request().get(apiRoutes.user).set('Cookie', sellerCookie)).status).toBe(200);
    expect((await restored.request().get(apiRoutes.user).set('Cookie', sellerCookie)).status).toBe(401);
    expect((await restored.database.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions')).rows[0]!.n).toBe(0);
  });

  it('tamper evidence: the restored log carries the same hash chain as the source, event for event', async () => {
    const hashes = async (db: Database) =>
      (await db.query<{ hash: Uint8Array }>('SELECT hash FROM events ORDER BY global_position')).rows.map((r) => Buffer.from(r.hash).toString('hex'));
    const original = await hashes(source.database);
    expect(original.length).toBeGreaterThan(10);
    expect(await hashes(restored.database)).toEqual(original);
  });

  it('projections:verify passes on the restored database, and its read models equal the live ones of the source', async () => {
    expect(await verifyProjections(restored.database, allProjections)).toEqual([]);
    for (const table of allProjections.flatMap((p) => p.tables)) {
      expect(await readModel(restored.database, table)).toEqual(await readModel(source.database, table));
    }
  });

  it('every stored document is in the new store, byte for byte', async () => {
    const { rows } = await source.database.query<{ purpose: 'business-document' | 'practice-document'; filename: string }>(
      'SELECT purpose, filename FROM uploaded_files',
    );
    const from = source.app.get(UploadStorage);
    const to = restored.app.get(UploadStorage);
    for (const { purpose, filename } of rows) {
      const original = await buffer((await from.open(purpose, filename))!);
      expect(await buffer((await to.open(purpose, filename))!)).toEqual(original);
    }
  });

  it('through the restored API: documents and zip download byte for byte, the seller signs in with the same password', async () => {
    const admin = await signInAsAdmin(restored);
    const practice = (await admin.get(apiRoutes.practice(practiceIds[0]!))).body;
    const statuto = practice.documents.societari.find((d: { originalName: string }) => d.originalName === 'statuto.pdf');
    const single = await admin.get(apiRoutes.document(statuto.filename)).responseType('blob');
    expect(Buffer.compare(single.body as Buffer, practiceFiles.statuto)).toBe(0);
    const zip = await admin.get(apiRoutes.practiceDownloadAll(practiceIds[0]!)).responseType('blob');
    expect(zip.status).toBe(200);
    const entries = new AdmZip(zip.body as Buffer).getEntries().map((e) => [e.entryName, e.getData()] as const);
    expect(entries).toEqual([
      ['societari/statuto.pdf', practiceFiles.statuto],
      ['societari/foto.jpg', practiceFiles.foto],
      ['fiscali/planimetria.png', practiceFiles.planimetria],
    ]);
    const agent = await signIn(restored, seller.body.username, seller.password);
    const visura = await agent.get(apiRoutes.businessDocument).responseType('blob');
    expect(Buffer.compare(visura.body as Buffer, pdfBuffer())).toBe(0);
    expect((await agent.get(apiRoutes.practices)).body).toEqual((await seller.agent.get(apiRoutes.practices)).body);
  });

  it('new ids continue after the restored ones (sequences restored)', async () => {
    const next = await submitPractice(await signIn(restored, seller.body.username, seller.password), { societari: ['nuovo.pdf'] });
    expect(next.id).toBeGreaterThan(Math.max(...practiceIds));
  });

  it('a processor resumes where it stopped: the rest of the log once, then only new events', async () => {
    const { rows } = await source.database.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
    const backedUp = rows[0]!.n;
    const handled: RecordedEvent[] = [];
    const processor = subscription(restored.database, handled);
    await waitForOtherTransactions(restored.database);
    await processor.catchUp();
    expect(handledBeforeBackup).toHaveLength(5);
    expect(handled.slice(0, backedUp - 5).map((e) => e.eventId)).toEqual(
      (await source.database.query<{ event_id: string }>('SELECT event_id FROM events ORDER BY global_position OFFSET 5')).rows.map((r) => r.event_id),
    );
    const before = handled.length;
    await registerUser(restored);
    await waitForOtherTransactions(restored.database);
    await processor.catchUp();
    expect(handled.length).toBeGreaterThan(before);
  });

  it('a restore refuses a database that is not empty', async () => {
    await expect(restoreBackup(source.database, source.app.get(UploadStorage), folder, appComposition)).rejects.toThrow('The database is not empty');
  });
});
