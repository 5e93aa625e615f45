import type { AppConfig } from '../config/app-config';
import { LocalDiskUploadStorage } from './local-disk-upload-storage';
import { S3UploadStorage } from './s3-upload-storage';
import type { UploadStorage } from './upload-storage';

/** S3 when S3_BUCKET is set (several instances share the files), else DATA_DIR/uploads. */
export const createUploadStorage = (config: Pick<AppConfig, 'dataDir' | 's3'>): UploadStorage =>
  config.s3 ? new S3UploadStorage(config.s3) : new LocalDiskUploadStorage(config.dataDir);
