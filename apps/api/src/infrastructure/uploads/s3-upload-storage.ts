import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type ListObjectsV2CommandOutput,
} from '@aws-sdk/client-s3';
import type { OnApplicationShutdown } from '@nestjs/common';
import type { S3Config } from '../config/s3-config';
import { checkCopyName, checkStoredName, COPIES_FOLDER, folderOf, isStoredName, UploadStorage, type UploadPurpose } from './upload-storage';

/** The SDK's client for `config`; exported for the tests and the backup tools. */
export const createS3Client = (config: S3Config) =>
  new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // The SDK's default CRC32 checksums send streamed bodies aws-chunked with a trailer, which
    // many S3-compatible servers (older MinIO, s3rver, Ceph) store as is: only when S3 requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

/**
 * Files as objects `<purpose folder>/<random name>` in one bucket, shared by every instance.
 * Bodies stream both ways: a download pipes the object's HTTP response, a restore sends a file
 * stream with its length. Names are checked like on disk before they become a key. The bucket
 * must exist: the operator creates it (and gives it no public access).
 */
export class S3UploadStorage extends UploadStorage implements OnApplicationShutdown {
  constructor(
    private readonly config: S3Config,
    private readonly client: S3Client = createS3Client(config),
  ) {
    super();
  }

  async open(purpose: UploadPurpose, filename: string): Promise<Readable | null> {
    if (!isStoredName(filename)) return null;
    try {
      const { Body } = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(purpose, filename) }));
      return Body instanceof Readable ? Body : null;
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  /** The bucket exists and these credentials may reach it (HeadBucket: no object is read). */
  async assertReachable(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
  }

  /** S3 answers a delete of a missing key with success, like `rm --force`. */
  async remove(purpose: UploadPurpose, filename: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(purpose, filename) }));
  }

  async list(purpose: UploadPurpose): Promise<string[]> {
    const prefix = `${folderOf[purpose]}/`;
    return (await this.keysUnder(prefix)).map((key) => key.slice(prefix.length)).filter(isStoredName);
  }

  async openCopy(source: string, copy: string): Promise<Readable | null> {
    try {
      const { Body } = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.copyKey(source, copy) }));
      return Body instanceof Readable ? Body : null;
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  /** One PutObject: S3 stores an object whole or not at all. */
  async saveCopy(source: string, copy: string, bytes: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.config.bucket, Key: this.copyKey(source, copy), Body: bytes, ContentLength: bytes.length }));
  }

  async removeCopies(source: string): Promise<void> {
    const keys = await this.keysUnder(`${COPIES_FOLDER}/${checkStoredName(source)}/`);
    for (const Key of keys) await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key }));
  }

  async removeCopiesNamed(copy: string): Promise<void> {
    const ending = `/${checkCopyName(copy)}`;
    const keys = await this.keysUnder(`${COPIES_FOLDER}/`);
    for (const Key of keys.filter((key) => key.endsWith(ending))) await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key }));
  }

  private async keysUnder(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page: ListObjectsV2CommandOutput = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const { Key } of page.Contents ?? []) if (Key) keys.push(Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  /**
   * One PutObject with the length known up front, so a stream is sent as it is read. No
   * If-None-Match: not every S3-compatible server accepts it, and the names are 128 random bits.
   */
  protected async write(purpose: UploadPurpose, filename: string, content: Buffer | Readable, size: number): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(purpose, filename), Body: content, ContentLength: size }));
  }

  /** Closes the client's sockets. */
  override close() {
    this.client.destroy();
  }

  onApplicationShutdown() {
    this.close();
  }

  private copyKey(source: string, copy: string): string {
    return `${COPIES_FOLDER}/${checkStoredName(source)}/${checkCopyName(copy)}`;
  }

  private keyOf(purpose: UploadPurpose, filename: string): string {
    return `${folderOf[purpose]}/${checkStoredName(filename)}`;
  }
}
