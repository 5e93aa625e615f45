import { Client } from 'pg';
import { createScratchDatabase } from '../../../apps/api/src/infrastructure/database/testing/fresh-database';
import { freePort } from '../../../apps/api/src/testing/free-port';
import { startS3Server } from '../../../apps/api/src/testing/s3-server';
import { startApiInstance, type ApiInstance } from './api-instance';
import { startNginx, type Nginx } from './nginx';

export const clusterAdmin = { username: 'admin-cluster', password: 'Admin-cluster-Password1', pin: '135790' };

const serverUrl = process.env.DATABASE_URL || process.env.PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export type Cluster = {
  /** nginx's address: every request of the tests goes through it. */
  baseUrl: string;
  /** The cluster's database, for code that seeds it directly (bench). */
  databaseUrl: string;
  instances: () => readonly ApiInstance[];
  /** A query on the cluster's database, to check what the instances wrote. */
  query: <R>(sql: string, params?: unknown[]) => Promise<R[]>;
  /**
   * Stops every instance and nginx, then starts `count` instances (at once: the migrations are
   * applied) with `env` added, and nginx again on the same address. One instance takes both
   * upstream entries of deploy/nginx.conf.
   */
  restart: (env?: Record<string, string>, count?: number) => Promise<void>;
  stop: () => Promise<void>;
};

export type ClusterOptions = {
  /** How many API instances (1 or 2); 2 by default. */
  instances?: number;
  /** Settings added to every instance's environment. */
  env?: Record<string, string>;
};

/**
 * A fresh database on the PostgreSQL server, one s3rver bucket, API instances that trust the
 * proxy on 127.0.0.1, and nginx in front with deploy/nginx.conf. Used by test/cluster and by
 * bench/cluster.ts.
 */
export const startCluster = async (options: ClusterOptions = {}): Promise<Cluster> => {
  const database = await createScratchDatabase(serverUrl);
  const s3 = await startS3Server(['cluster-documents']);
  const storage = s3.config();
  const proxyPort = await freePort();
  const baseEnv = {
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
    ADMIN_2FA_REQUIRED: 'false',
    ...options.env,
  };
  let instances: ApiInstance[] = [];
  let nginx: Nginx | undefined;
  const client = new Client({ connectionString: database.url });
  const stopServers = async () => {
    await nginx?.stop();
    nginx = undefined;
    for (const instance of instances) await instance.stop();
    instances = [];
  };
  const startNginxInFront = async () => {
    const ports = instances.map((i) => i.port);
    nginx = await startNginx(proxyPort, ports.length === 1 ? [ports[0]!, ports[0]!] : ports);
  };
  const stopAll = async () => {
    await stopServers();
    await client.end().catch(() => undefined);
    await s3.close();
    await database.drop();
  };
  try {
    // One after the other: the first applies the migrations, the second finds them applied.
    for (let i = 0; i < (options.instances ?? 2); i++) instances.push(await startApiInstance(baseEnv));
    await startNginxInFront();
    await client.connect();
    return {
      baseUrl: nginx!.baseUrl,
      databaseUrl: database.url,
      instances: () => instances,
      query: async <R>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as R[],
      restart: async (env = {}, count = instances.length) => {
        await stopServers();
        instances = await Promise.all(Array.from({ length: count }, () => startApiInstance({ ...baseEnv, ...env })));
        await startNginxInFront();
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
};
