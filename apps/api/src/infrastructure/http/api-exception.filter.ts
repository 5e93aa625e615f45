import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { apiMessages, businessDocumentMessages, type ApiErrorBody } from '@pratiche/contracts';
import { DomainError, type DomainErrorKind } from '@pratiche/domain';
import type { Request, Response } from 'express';
import { MulterError } from 'multer';
import { ZodError } from 'zod';
import { requestIdOf } from '../observability/request-id';
import { ApiError } from './api-error';

type Answer = { status: number; message: string; headers?: Readonly<Record<string, string>> };

const domainStatus: Record<DomainErrorKind, number> = { validation: 400, forbidden: 403, not_found: 404, conflict: 409 };

/** Nest's own exceptions carry English texts; the client shows ours, chosen by status. */
const textForStatus: Record<number, string> = {
  400: apiMessages.badRequest,
  401: apiMessages.notAuthenticated,
  403: apiMessages.forbidden,
  404: apiMessages.notFound,
  413: apiMessages.payloadTooLarge,
  429: apiMessages.tooManyRequests,
};

const multerAnswer = (error: MulterError): Answer => {
  if (error.code === 'LIMIT_FILE_SIZE') return { status: 413, message: businessDocumentMessages.tooLarge };
  if (error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_UNEXPECTED_FILE') {
    return { status: 400, message: businessDocumentMessages.onlyOne };
  }
  return { status: 400, message: apiMessages.badRequest };
};

/** Errors raised by express middleware (body-parser) carry an http status of their own. */
const middlewareStatus = (error: unknown): number | null => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
};

const answerFor = (error: unknown): Answer | null => {
  if (error instanceof DomainError) return { status: domainStatus[error.kind], message: error.message };
  if (error instanceof ApiError) return { status: error.status, message: error.message, headers: error.headers };
  if (error instanceof ZodError) return { status: 400, message: error.issues[0]?.message ?? apiMessages.badRequest };
  if (error instanceof MulterError) return multerAnswer(error);
  const status = error instanceof HttpException ? error.getStatus() : middlewareStatus(error);
  if (status === null || status >= 500) return null;
  return { status, message: textForStatus[status] ?? apiMessages.badRequest };
};

/**
 * The one place where a refusal becomes an HTTP answer (CONVENTIONS.md habit 7): JSON
 * `{error, message, requestId}` with the same Italian text, so the client reads either field;
 * the request id is the one on the request's log line.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const res = http.getResponse<Response>();
    const answer = answerFor(exception);
    if (!answer) this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    const { status, message, headers } = answer ?? { status: 500, message: apiMessages.internal };
    if (res.headersSent) {
      res.end();
      return;
    }
    for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
    res.status(status).json({ error: message, message, requestId: requestIdOf(http.getRequest<Request>()) } satisfies ApiErrorBody);
  }
}
