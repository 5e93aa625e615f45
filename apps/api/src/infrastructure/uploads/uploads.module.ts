import { Global, Module } from '@nestjs/common';
import { UnclaimedUploadCleanup } from './unclaimed-upload-cleanup';
import { UploadedFiles } from './uploaded-files';
import { UploadStorage } from './upload-storage';

@Global()
@Module({
  providers: [UploadStorage, UploadedFiles, UnclaimedUploadCleanup],
  exports: [UploadStorage, UploadedFiles, UnclaimedUploadCleanup],
})
export class UploadsModule {}
