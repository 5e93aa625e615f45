import type { PipeTransform } from '@nestjs/common';
import { apiMessages } from '@pratiche/contracts';
import type { NextFunction, Request, Response } from 'express';
import { z, type ZodIssue, type ZodTypeAny } from 'zod';
import { ApiError } from './api-error';

/** zod's English text for an issue, to tell it apart from a message the schema chose. */
const englishDefault = (issue: ZodIssue) => z.defaultErrorMap(issue as Parameters<typeof z.defaultErrorMap>[0], { data: undefined, defaultError: '' }).message;

/** The schema's Italian message, or ours when the schema gave none (a wrong type, a missing field). */
export const italianMessage = (issue: ZodIssue): string => {
  if (issue.message !== englishDefault(issue)) return issue.message;
  if (issue.code === 'invalid_type') return issue.received === 'undefined' ? apiMessages.required : apiMessages.invalidValue;
  return apiMessages.badRequest;
};

/**
 * True when a string anywhere in `value` (object keys included) holds U+0000. PostgreSQL text
 * cannot store it, so it would otherwise fail deep in a query as a 500. Iterative, so a deeply
 * nested JSON body cannot overflow the stack.
 */
export const containsNul = (value: unknown): boolean => {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      for (const child of item) pending.push(child);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) pending.push(key, child);
    }
  }
  return false;
};

/**
 * Middleware before every route: a NUL in the URL (path parameters, query string) or in the
 * JSON body is refused with 400 before any guard, handler or query sees it. Multipart text
 * fields are parsed later, by `parseRequest`, which refuses it too.
 */
export const refuseNulCharacters = (req: Request, _res: Response, next: NextFunction) => {
  // A raw NUL never gets past Node's HTTP parser; in a URL it can only arrive percent-encoded.
  if (/%00/.test(req.originalUrl) || containsNul(req.body)) return next(new ApiError(400, apiMessages.nulCharacter));
  next();
};

/**
 * Parses a request part with a contracts schema; refuses with 400 and the FIRST issue's Italian
 * message (spec 5 shows one message at a time). A missing body is read as `{}` so the answer
 * names the first missing field instead of "the body".
 */
export const parseRequest = <S extends ZodTypeAny>(schema: S, value: unknown): z.output<S> => {
  if (containsNul(value)) throw new ApiError(400, apiMessages.nulCharacter);
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw new ApiError(400, italianMessage(result.error.issues[0]!));
};

/** `@Body(new ZodValidationPipe(schema))`: the same check as a Nest pipe. */
export class ZodValidationPipe<S extends ZodTypeAny> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    return parseRequest(this.schema, value);
  }
}
