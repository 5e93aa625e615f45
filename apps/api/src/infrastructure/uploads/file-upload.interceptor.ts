import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor, type Type } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { ApiError } from '../http/api-error';

export type FileUploadLimits = {
  field: string;
  maxBytes: number;
  /** 1 puts the file on `req.file` (`@UploadedFile()`); more puts a list on `req.files` (`@UploadedFiles()`). */
  maxFiles: number;
  /** Italian refusals of this upload; without them the exception filter answers the visura's texts. */
  messages?: { tooLarge: string; tooMany: string };
};

/** Room for the text fields that travel beside the files (documentType, practiceId, userId). */
const MAX_FIELDS = 10;

const refusal = (error: unknown, messages: FileUploadLimits['messages']) => {
  if (!messages || !(error instanceof MulterError)) return error;
  if (error.code === 'LIMIT_FILE_SIZE') return new ApiError(413, messages.tooLarge);
  if (error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_UNEXPECTED_FILE') return new ApiError(400, messages.tooMany);
  return error;
};

/**
 * Reads multipart files into memory with multer's limits. Unlike Nest's FileInterceptor it lets
 * multer's own errors through (or turns them into the upload's Italian refusals), so the answer
 * is never English. Runs after the guards: a refused or rate-limited caller never gets its body read.
 */
export const FileUpload = ({ field, maxBytes, maxFiles, messages }: FileUploadLimits): Type<NestInterceptor> => {
  const options: multer.Options & { defParamCharset: string } = {
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: maxFiles, fields: MAX_FIELDS, fieldSize: 1024, parts: maxFiles + MAX_FIELDS + 2 },
    // Browsers send file names as raw UTF-8; multer's default would read them as latin1.
    defParamCharset: 'utf8',
  };
  const upload = multer(options);
  const receive = maxFiles === 1 ? upload.single(field) : upload.array(field, maxFiles);

  @Injectable()
  class FileUploadInterceptor implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler) {
      const http = context.switchToHttp();
      await new Promise<void>((resolve, reject) =>
        receive(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) => (error ? reject(refusal(error, messages)) : resolve())),
      );
      return next.handle();
    }
  }
  return FileUploadInterceptor;
};
