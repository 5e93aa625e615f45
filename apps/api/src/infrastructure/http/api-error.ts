import { apiMessages } from '@pratiche/contracts';

/**
 * A refusal decided by the HTTP layer (sign-in, policy, rate limits), with its Italian text.
 * Business refusals are DomainErrors; both reach the client through ApiExceptionFilter.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notAuthenticated = () => new ApiError(401, apiMessages.notAuthenticated);
export const accessDenied = (message: string = apiMessages.forbidden) => new ApiError(403, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, message, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
