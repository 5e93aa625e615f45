/** What kind of refusal an error is; the HTTP layer maps it to a status code. */
export type DomainErrorKind = 'validation' | 'forbidden' | 'not_found' | 'conflict';

/** A business rule refused a command. `message` is the Italian text shown to the user. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const validationError = (message: string) => new DomainError('validation', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
