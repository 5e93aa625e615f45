import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { createUploadStorage } from './create-upload-storage';
import { UnclaimedUploadCleanup } from './unclaimed-upload-cleanup';
import { UploadStorage } from './upload-storage';
import { UploadedFiles } from './uploaded-files';
import { UploadsInFlight } from './uploads-in-flight';

@Global()
@Module({
  providers: [
    { provide: UploadStorage, useFactory: (config: AppConfig) => createUploadStorage(config), inject: [APP_CONFIG] },
    UploadedFiles,
    UnclaimedUploadCleanup,
    UploadsInFlight,
  ],
  exports: [UploadStorage, UploadedFiles, UnclaimedUploadCleanup, UploadsInFlight],
})
export class UploadsModule {}
