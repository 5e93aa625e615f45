import { z } from 'zod';

// The registry format of the OpenAPI document: one entry per HTTP route, written next to the
// capability's contracts. The API's generator turns the list into OpenAPI 3.1 and a test compares
// it with the routes Nest actually serves (method, path and access policy).

/** The route's access rule; must equal the controller's @Public/@SignedIn/@ActiveUser/@Role. */
export type ApiAccess = 'public' | 'signed-in' | 'active-user' | 'admin' | 'cedente' | 'cessionario';

/** A route-specific error answer; `message` is the Italian text, taken from the message constants. */
export type ApiError = { status: number; message: string };

export type ApiOperation = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI template, e.g. '/api/practices/{id}'. */
  path: string;
  /** English, one line. */
  summary: string;
  description?: string;
  access: ApiAccess;
  /** Capability: 'user' | 'practice' | 'marketplace' | ... */
  tag: string;
  params?: z.AnyZodObject;
  query?: z.ZodTypeAny;
  body?: z.ZodTypeAny;
  bodyType?: 'json' | 'multipart';
  responses: Record<number, { description: string; schema?: z.ZodTypeAny; contentType?: string }>;
  /**
   * Route-specific Italian errors (404/409/422/429...); the generator adds the 400s of the schemas and
   * the 401/403 of the access rule. Rate limits live in the API, so each limited route lists its 429
   * (the completeness test checks them against the handlers).
   */
  errors: ApiError[];
};

/** Each message as an error of one status. */
export const refusals = (status: number, ...messages: string[]): ApiError[] => messages.map((message) => ({ status, message }));

export const defineOperations = (ops: ApiOperation[]): ApiOperation[] => ops;

/** The `{message}` answer of actions that return no resource (`ApiMessageBody`). */
export const apiMessageResponseSchema = z.object({ message: z.string() });

/** Path parameters, each a string as the URL carries it; `id`-like names are positive integers. */
export const apiPathParams = (...names: string[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, /(^id|Id)$/.test(name) ? z.number().int().positive() : z.string()])));

/**
 * A multipart file field: untyped, so the generator writes it as a binary string (keeping any
 * `.describe()`); `multiple` for a field repeated once per file (multer's `array`).
 */
export const apiFileField = (options: { multiple?: boolean } = {}) => (options.multiple ? z.array(z.any()) : z.any());
