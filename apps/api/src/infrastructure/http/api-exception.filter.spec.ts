import type { ArgumentsHost } from '@nestjs/common';
import { NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { conflict, forbidden, notFound, validationError } from '@pratiche/domain';
import { MulterError } from 'multer';
import { z } from 'zod';
import { ApiError } from './api-error';
import { ApiExceptionFilter } from './api-exception.filter';

const answer = (exception: unknown) => {
  const sent: { status?: number; body?: unknown; headers: Record<string, string> } = { headers: {} };
  const res = {
    headersSent: false,
    setHeader: (name: string, value: string) => void (sent.headers[name] = value),
    status: (status: number) => ({ json: (body: unknown) => Object.assign(sent, { status, body }) }),
  };
  const host = { switchToHttp: () => ({ getResponse: () => res, getRequest: () => ({ id: 'req-1' }) }) } as unknown as ArgumentsHost;
  const filter = new ApiExceptionFilter();
  jest.spyOn((filter as unknown as { logger: { error: () => void } }).logger, 'error').mockImplementation(() => undefined);
  filter.catch(exception, host);
  return sent;
};

const body = (message: string) => ({ error: message, message });

describe('ApiExceptionFilter: every refusal is JSON {error, message} in Italian', () => {
  it.each([
    [validationError('Valore obbligatorio'), 400],
    [forbidden('Accesso negato'), 403],
    [notFound('Utente non trovato'), 404],
    [conflict('Partita IVA già registrata'), 409],
  ])('DomainError %s', (error, status) => {
    expect(answer(error)).toMatchObject({ status, body: body(error.message) });
  });

  it('a ZodError answers 400 with its first issue', () => {
    const result = z.object({ a: z.string().min(3, 'primo'), b: z.string().min(3, 'secondo') }).safeParse({ a: '', b: '' });
    expect(answer(result.error)).toMatchObject({ status: 400, body: body('primo') });
  });

  it('multer: a file too large answers 413 with the 5MB text; a second file 400', () => {
    expect(answer(new MulterError('LIMIT_FILE_SIZE'))).toMatchObject({ status: 413, body: body('Il file supera la dimensione massima di 5MB') });
    expect(answer(new MulterError('LIMIT_UNEXPECTED_FILE'))).toMatchObject({ status: 400 });
  });

  it('ApiError keeps its status and headers', () => {
    expect(answer(new ApiError(429, 'Troppe', { 'Retry-After': '9' }))).toMatchObject({ status: 429, headers: { 'Retry-After': '9' } });
  });

  it("Nest's English exceptions get our texts by status", () => {
    expect(answer(new NotFoundException('Cannot GET /api/x'))).toMatchObject({ status: 404, body: body('Risorsa non trovata') });
    expect(answer(new PayloadTooLargeException())).toMatchObject({ status: 413 });
  });

  it("an unknown error answers 500 'Errore interno del server' without its details", () => {
    expect(answer(new Error('segreto: password del db'))).toMatchObject({ status: 500, body: body('Errore interno del server') });
  });
});
