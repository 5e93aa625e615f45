import { notFound } from '@pratiche/domain';

/**
 * A numeric id from a path: a positive integer of at most 9 digits, else there is no such thing
 * (404 with `notFoundMessage`), so a malformed id answers as an unknown one does.
 */
export const pathId = (raw: string, notFoundMessage: string): number => {
  const id = Number(raw);
  if (!/^\d{1,9}$/.test(raw) || id < 1) throw notFound(notFoundMessage);
  return id;
};
