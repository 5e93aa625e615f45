import { notFound, userMessages } from '@pratiche/domain';

/** A user id from a path: a positive integer, else there is no such user (404). */
export const parseUserId = (raw: string): number => {
  const id = Number(raw);
  if (!/^\d{1,9}$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw notFound(userMessages.notFound);
  return id;
};
