import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { startS3Server, type TestS3Server } from '../../testing/s3-server';
import { loadS3Config } from '../config/s3-config';
import { createS3Client, S3UploadStorage } from './s3-upload-storage';
import { describeUploadStorageContract } from './upload-storage.spec-helper';

let server: TestS3Server;
const made: S3UploadStorage[] = [];
let buckets = 0;

describeUploadStorageContract('S3-compatible object storage (s3rver on 127.0.0.1)', () => ({
  create: async () => {
    server ??= await startS3Server();
    // A new bucket per test: each starts from an empty store.
    const config = server.config(`test-${++buckets}`);
    const client = createS3Client(config);
    await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
    const storage = new S3UploadStorage(config, client);
    made.push(storage);
    return storage;
  },
  dispose: async () => {
    for (const storage of made) storage.close();
    await server?.close();
  },
}));

describe('S3 settings (S3_BUCKET switches the storage to S3)', () => {
  it('unset S3_BUCKET keeps the local disk', () => {
    expect(loadS3Config({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toBeUndefined();
  });

  it('an endpoint of our own gets path-style addressing (MinIO), AWS gets virtual-hosted; S3_FORCE_PATH_STYLE overrides', () => {
    expect(loadS3Config({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000' })).toMatchObject({ forcePathStyle: true, region: 'us-east-1' });
    expect(loadS3Config({ S3_BUCKET: 'b', S3_REGION: 'eu-south-1' })).toMatchObject({ forcePathStyle: false, region: 'eu-south-1', endpoint: undefined });
    expect(loadS3Config({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({ forcePathStyle: true });
  });

  it('credentials: both keys, or neither for the SDK default chain; one alone stops the start', () => {
    expect(loadS3Config({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })?.credentials).toEqual({ accessKeyId: 'k', secretAccessKey: 's' });
    expect(loadS3Config({ S3_BUCKET: 'b' })?.credentials).toBeUndefined();
    expect(() => loadS3Config({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  });
});
