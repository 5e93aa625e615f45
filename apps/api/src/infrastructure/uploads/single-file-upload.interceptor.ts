import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor, type Type } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';

export type SingleFileLimits = { field: string; maxBytes: number };

/**
 * Reads one multipart file into memory with multer's limits. Unlike Nest's FileInterceptor it
 * lets multer's own errors through, so the exception filter can answer them in Italian.
 * Runs after the guards: a refused or rate-limited caller never gets its body read.
 */
export const SingleFileUpload = ({ field, maxBytes }: SingleFileLimits): Type<NestInterceptor> => {
  const options: multer.Options & { defParamCharset: string } = {
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    // Browsers send file names as raw UTF-8; multer's default would read them as latin1.
    defParamCharset: 'utf8',
  };
  const receive = multer(options).single(field);

  @Injectable()
  class SingleFileUploadInterceptor implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler) {
      const http = context.switchToHttp();
      await new Promise<void>((resolve, reject) =>
        receive(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) => (error ? reject(error) : resolve())),
      );
      return next.handle();
    }
  }
  return SingleFileUploadInterceptor;
};
