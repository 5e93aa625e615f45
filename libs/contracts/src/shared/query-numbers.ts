import { z } from 'zod';

/**
 * Bounds of the numbers list queries take, in one place: a page or an offset beyond any real
 * one is refused with 400 instead of reaching the database, where `current=1e308` or
 * `from=1e23` overflowed the query (500).
 */
export const queryNumberLimits = {
  /** No list comes near a million pages; page × size stays far below any integer bound. */
  maxPage: 1_000_000,
  /** Event positions and ids are bigints within JavaScript's exact integers. */
  maxPosition: Number.MAX_SAFE_INTEGER,
} as const;

export const queryNumberMessages = {
  page: 'Numero di pagina non valido',
  pageSize: 'Numero di elementi per pagina non valido',
  position: 'Posizione non valida',
  userId: 'Utente non valido',
} as const;

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

type QueryIntegerOptions = { min: number; max: number; message: string };

const boundedInteger = ({ min, max, message }: QueryIntegerOptions) => z.coerce.number({ message }).int(message).min(min, message).max(max, message);

/** An optional whole number of a query string within [min, max]; an empty value counts as absent. */
export const optionalQueryInteger = (options: QueryIntegerOptions) => z.preprocess(emptyAsUndefined, boundedInteger(options).optional());

/** A whole number of a query string within [min, max], `fallback` when absent or empty. */
export const queryInteger = (options: QueryIntegerOptions & { fallback: number }) =>
  z.preprocess(emptyAsUndefined, boundedInteger(options).default(options.fallback));

/** `current` of a ProTable list: 1 to `maxPage`. */
export const pageNumberParam = () => queryInteger({ min: 1, max: queryNumberLimits.maxPage, message: queryNumberMessages.page, fallback: 1 });

/** `pageSize` of a ProTable list: 1 to `max` rows. */
export const pageSizeParam = (max: number, fallback: number) => queryInteger({ min: 1, max, message: queryNumberMessages.pageSize, fallback });
