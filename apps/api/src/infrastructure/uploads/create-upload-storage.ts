import type { AppConfig } from '../config/app-config';
import { LocalDiskUploadStorage } from './local-disk-upload-storage';
import type { UploadStorage } from './upload-storage';

/**
 * S3 when S3_BUCKET is set (several instances share the files), else DATA_DIR/uploads. The AWS
 * SDK loads only then: an app on disk never evaluates it.
 */
export const createUploadStorage = async (config: Pick<AppConfig, 'dataDir' | 's3'>): Promise<UploadStorage> => {
  if (!config.s3) return new LocalDiskUploadStorage(config.dataDir);
  const { S3UploadStorage } = await import('./s3-upload-storage');
  return new S3UploadStorage(config.s3);
};
