import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../infrastructure/config/s3-config';

export type TestS3Server = { config: (bucket?: string) => S3Config; close: () => Promise<void> };

/** s3rver's fixed credentials: it checks request signatures against them. */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A local S3-compatible server on loopback for one test file (s3rver: a fake at the network
 * boundary; Debian offers no S3 server that runs without a cluster). `buckets` exist from the
 * start; every test file gets a new port and folder.
 */
export const startS3Server = async (buckets: readonly string[] = ['documents']): Promise<TestS3Server> => {
  const directory = await mkdtemp(join(tmpdir(), 'pratiche-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: buckets.map((name) => ({ name })) });
  const { port } = await server.run();
  return {
    config: (bucket = buckets[0]!) => ({
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials,
    }),
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
};
