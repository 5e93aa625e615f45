import { Client } from 'pg';
import { createScratchDatabase } from '../../../apps/api/src/infrastructure/database/testing/fresh-database';
import { startS3Server } from '../../../apps/api/src/testing/s3-server';
import { startApiInstance, type ApiInstance } from './api-instance';
import { startNginx } from './nginx';
import { freePort } from './processes';

export const clusterAdmin = { username: 'admin-cluster', password: 'Admin-cluster-Password1', pin: '135790' };

const serverUrl = process.env.DATABASE_URL || process.env.PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export type Cluster = {
  /** nginx's address: every request of the tests goes through it. */
  baseUrl: string;
  instances: ApiInstance[];
  /** A query on the cluster's database, to check what the instances wrote. */
  query: <R>(sql: string, params?: unknown[]) => Promise<R[]>;
  stop: () => Promise<void>;
};

/**
 * A fresh database on the PostgreSQL server, one s3rver bucket, two built API instances that
 * trust the proxy on 127.0.0.1, and nginx in front with deploy/nginx.conf.
 */
export const startCluster = async (): Promise<Cluster> => {
  const database = await createScratchDatabase(serverUrl);
  const s3 = await startS3Server(['cluster-documents']);
  const storage = s3.config();
  const proxyPort = await freePort();
  const env = {
    PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
    DATABASE_URL: database.url,
    S3_BUCKET: storage.bucket,
    S3_ENDPOINT: storage.endpoint!,
    S3_ACCESS_KEY_ID: storage.credentials!.accessKeyId,
    S3_SECRET_ACCESS_KEY: storage.credentials!.secretAccessKey,
    TRUST_PROXY: '127.0.0.1',
    ADMIN_USERNAME: clusterAdmin.username,
    ADMIN_PASSWORD: clusterAdmin.password,
    ADMIN_PIN: clusterAdmin.pin,
  };
  const instances: ApiInstance[] = [];
  const client = new Client({ connectionString: database.url });
  const stopAll = async () => {
    for (const instance of instances) await instance.stop();
    await client.end().catch(() => undefined);
    await s3.close();
    await database.drop();
  };
  try {
    // One after the other: the first applies the migrations, the second finds them applied.
    instances.push(await startApiInstance(env));
    instances.push(await startApiInstance(env));
    const nginx = await startNginx(proxyPort, instances.map((i) => i.port));
    await client.connect();
    return {
      baseUrl: nginx.baseUrl,
      instances,
      query: async <R>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as R[],
      stop: async () => {
        await nginx.stop();
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
};
