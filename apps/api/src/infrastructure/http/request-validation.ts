import type { PipeTransform } from '@nestjs/common';
import { apiMessages } from '@pratiche/contracts';
import { z, type ZodIssue, type ZodTypeAny } from 'zod';
import { ApiError } from './api-error';

/** zod's English text for an issue, to tell it apart from a message the schema chose. */
const englishDefault = (issue: ZodIssue) =>
  z.defaultErrorMap(issue as Parameters<typeof z.defaultErrorMap>[0], { data: undefined, defaultError: '' }).message;

/** The schema's Italian message, or ours when the schema gave none (a wrong type, a missing field). */
export const italianMessage = (issue: ZodIssue): string => {
  if (issue.message !== englishDefault(issue)) return issue.message;
  if (issue.code === 'invalid_type') return issue.received === 'undefined' ? apiMessages.required : apiMessages.invalidValue;
  return apiMessages.badRequest;
};

/**
 * Parses a request part with a contracts schema; refuses with 400 and the FIRST issue's Italian
 * message (spec 5 shows one message at a time). A missing body is read as `{}` so the answer
 * names the first missing field instead of "the body".
 */
export const parseRequest = <S extends ZodTypeAny>(schema: S, value: unknown): z.output<S> => {
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
