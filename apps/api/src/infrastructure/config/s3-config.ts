/** Where documents go when several instances share them (S3_* settings); unset keeps the local disk. */
export type S3Config = {
  bucket: string;
  /** An S3-compatible server (MinIO, Ceph...); unset means AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Path-style addressing (`endpoint/bucket/key`), which MinIO and most self-hosted stores need. */
  forcePathStyle: boolean;
  /** Both or neither: without them the SDK's default chain (environment, profile, instance role) applies. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

/**
 * S3_BUCKET switches the storage to S3. Path-style is on whenever S3_ENDPOINT names a server of
 * our own, off for AWS (virtual-hosted); S3_FORCE_PATH_STYLE=true|false overrides either way.
 */
export const loadS3Config = (env: NodeJS.ProcessEnv): S3Config | undefined => {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (!accessKeyId !== !secretAccessKey)
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the SDK default chain');
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim();
  if (pathStyle && pathStyle !== 'true' && pathStyle !== 'false') throw new Error(`S3_FORCE_PATH_STYLE must be true or false, got '${pathStyle}'`);
  return {
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    forcePathStyle: pathStyle ? pathStyle === 'true' : endpoint !== undefined,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
};
