import { finished } from 'node:stream';
import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor, type Type } from '@nestjs/common';
import { practiceUploadMessages } from '@pratiche/contracts';
import type { Request, RequestHandler, Response } from 'express';
import multer, { MulterError } from 'multer';
import { catchError, mergeMap } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ApiError, tooManyRequests } from '../http/api-error';
import { removeTempFiles, tempFileStorage, uploadTempFolder } from './upload-temp-files';
import { UploadsInFlight } from './uploads-in-flight';

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

const receiver = ({ field, maxBytes, maxFiles }: FileUploadLimits, folder: string): RequestHandler => {
  const options: multer.Options & { defParamCharset: string } = {
    storage: tempFileStorage(folder),
    limits: { fileSize: maxBytes, files: maxFiles, fields: MAX_FIELDS, fieldSize: 1024, parts: maxFiles + MAX_FIELDS + 2 },
    // Browsers send file names as raw UTF-8; multer's default would read them as latin1.
    defParamCharset: 'utf8',
  };
  const upload = multer(options);
  return maxFiles === 1 ? upload.single(field) : upload.array(field, maxFiles);
};

/**
 * Streams multipart files to owner-only temporary files under DATA_DIR (`file.path`, `file.size`)
 * with multer's limits, and removes them before the answer, whatever it is (multer itself
 * removes those of an upload it refuses). A signed-in
 * user has at most MAX_UPLOADS_IN_FLIGHT uploads running; another answers 429 before a byte
 * of it is read. Unlike Nest's FileInterceptor it lets multer's own errors through (or turns
 * them into the upload's Italian refusals), so the answer is never English. Runs after the
 * guards: a refused or rate-limited caller never gets its body read.
 */
export const FileUpload = (limits: FileUploadLimits): Type<NestInterceptor> => {
  @Injectable()
  class FileUploadInterceptor implements NestInterceptor {
    private readonly receive: RequestHandler;

    constructor(
      @Inject(APP_CONFIG) config: AppConfig,
      private readonly inFlight: UploadsInFlight,
    ) {
      this.receive = receiver(limits, uploadTempFolder(config.dataDir));
    }

    async intercept(context: ExecutionContext, next: CallHandler) {
      const http = context.switchToHttp();
      const [req, res] = [http.getRequest<Request>(), http.getResponse<Response>()];
      const release = this.startFor(req);
      // The slot is held until the answer is out; the files normally go before it (below).
      finished(res, () => {
        release();
        void removeTempFiles(req);
      });
      await new Promise<void>((resolve, reject) => this.receive(req, res, (error: unknown) => (error ? reject(refusal(error, limits.messages)) : resolve())));
      return next.handle().pipe(
        mergeMap(async (answer: unknown) => {
          await removeTempFiles(req);
          return answer;
        }),
        catchError(async (error: unknown) => {
          await removeTempFiles(req);
          throw error;
        }),
      );
    }

    /** A slot for a signed-in caller (anonymous uploads are counted per address by the rate limits). */
    private startFor(req: Request): () => void {
      const user = req.user as { id: number } | undefined;
      if (!user) return () => undefined;
      const release = this.inFlight.tryStart(user.id);
      if (!release) throw tooManyRequests(practiceUploadMessages.tooManyInFlight, 1);
      return release;
    }
  }
  return FileUploadInterceptor;
};
